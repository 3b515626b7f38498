/**
 * A token the API no longer accepts ends the session: the API client sees the
 * 401 (here from the account remote's profile call), the shell says so in the
 * spec's words, removes the token and opens the sign-in page; signing in
 * again returns to where the visitor was.
 */
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, locatedSession, shot, useSession } from './fixtures';

test('a revoked token ends the session with the spec’s message and the sign-in page, and signing in returns there', async ({
  page,
  request,
}) => {
  await useSession(page, await locatedSession(request));
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('e2e-token')) {
      window.sessionStorage.setItem('e2e-token', '1');
      window.localStorage.setItem('token', 'revoked-or-unknown-token');
    }
  });
  await page.goto('/track-order');

  await expect(page.getByText('Your account is inactive or Your token has been expired')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  await shot(page, 'session-expired');

  // Signing in again returns to the page the session ended on.
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email or phone').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/track-order$/);
});
