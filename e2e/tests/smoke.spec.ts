import { expect, test } from '@playwright/test';

test('the shell serves a page with a title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\S/);
});
