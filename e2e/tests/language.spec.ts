/**
 * The language is page-wide: switching to Arabic in the shell's navbar turns
 * the whole page right to left and every remote speaks Arabic, since all of
 * them read the one language atom; a reload keeps it.
 */
import { expect, test } from '@playwright/test';
import { locatedSession, shot, useSession } from './fixtures';

test('switching to Arabic turns the page right to left and translates every remote', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the language?' });
  await expect(confirm).toContainText('العربية');
  await confirm.getByRole('button', { name: 'Change' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText('تم تغيير اللغة')).toBeVisible(); // 'Language has been changed'
  await expect(page.getByRole('heading', { name: 'الفئات المميزة' })).toBeVisible(); // catalogue
  await expect(page.getByRole('banner').getByRole('button', { name: /^سلة التسوق/ })).toBeVisible(); // cart
  expect(await page.evaluate(() => window.localStorage.getItem('language-setting'))).toBe('ar');
  await shot(page, 'language-arabic');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الفئات المميزة' })).toBeVisible();
});
