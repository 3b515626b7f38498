/**
 * The business config is read through the platform's one useConfig (one cache
 * key for the page), so a page load asks the API for /config once, however
 * many remotes show prices or the business name.
 */
import { expect, test, type Request } from '@playwright/test';
import { locatedSession, popularItemsShown, useSession } from './fixtures';

test('a page load with every remote on it asks for /config once', async ({ page, request }) => {
  const session = await locatedSession(request);
  await useSession(page, session);
  const configCalls: string[] = [];
  page.on('request', (req: Request) => {
    if (new URL(req.url()).pathname === '/api/v1/config' && req.method() === 'GET') configCalls.push(req.url());
  });

  await page.goto('/home');
  await popularItemsShown(page);
  await expect(page.getByRole('button', { name: /shopping cart/i })).toBeVisible();
  // Prices are on screen: the catalogue has formatted them with the config.
  await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(configCalls, configCalls.join('\n')).toHaveLength(1);
});
