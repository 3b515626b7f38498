/**
 * The customer's account (issue 15 items 1, 4 and 6): the demo customer signs in, edits the
 * profile (the spec's validation messages first, then 'Updated successfully.'), adds money to the
 * wallet through the payment page (credited with the running bonus), converts loyalty points into
 * wallet money, and logs out with the confirmation. A visitor opening /wallet is sent to sign in.
 */
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/servers';
import { DEMO_CUSTOMER, dialogSettled, locatedSession, loginDemoCustomer, recordPageErrors, shot, useSession } from './fixtures';

test('sign in, edit the profile, add fund, convert points, log out', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = recordPageErrors(page);
  await useSession(page, await locatedSession(request));

  await page.goto('/auth/sign-in');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email or phone').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in successfully.')).toBeVisible();

  // the profile, from the account menu
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile\?page=profile-settings$/);
  const profile = page.getByRole('form', { name: 'Edit Profile' });
  const first = profile.getByLabel('First name');
  await expect(first).toHaveValue('Jane');
  await expect(profile.getByLabel('Phone')).toBeDisabled();
  await first.fill('');
  await profile.getByLabel('Email').fill('not-an-email');
  await profile.getByRole('button', { name: 'Update Profile' }).click();
  await expect(profile.getByText('name is required')).toBeVisible();
  await expect(profile.getByText('Must be a valid email')).toBeVisible();
  await shot(page, 'account-profile-errors');
  await first.fill('Janet');
  await profile.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await profile.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Janet Doe' })).toBeVisible();
  await shot(page, 'account-profile-saved');

  // the wallet: 50 added on the payment page, plus the seeded 10% bonus
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('$25.00');
  await expect(page.getByText('Top-up bonus')).toBeVisible();
  await shot(page, 'account-wallet');
  await page.getByLabel('Amount').fill('50');
  await page.getByRole('button', { name: 'Add Fund' }).click();
  await expect(page).toHaveURL(/\/payment-mobile\/wallet\?/);
  await shot(page, 'account-wallet-payment-page');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText('Fund added successfully.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$80.00');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByText('Added fund').first()).toBeVisible();

  // loyalty points: below the minimum is refused, 100 points become $10.00
  await page.getByRole('link', { name: 'Loyalty Points' }).click();
  await expect(page).toHaveURL(/\/loyalty-points$/);
  await expect(page.getByTestId('loyalty-points')).toHaveText('120');
  await page.getByLabel('Points to convert').fill('50');
  await page.getByRole('button', { name: 'Convert to wallet' }).click();
  await expect(page.getByText('You need to convert at least 100 points.')).toBeVisible();
  await page.getByLabel('Points to convert').fill('100');
  await page.getByRole('button', { name: 'Convert to wallet' }).click();
  await expect(page.getByText('Points converted to wallet balance successfully.')).toBeVisible();
  await expect(page.getByTestId('loyalty-points')).toHaveText('20');
  await shot(page, 'account-loyalty');
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$90.00');

  // referral code and coupons
  await page.getByRole('link', { name: 'Referral Code' }).click();
  await expect(page.getByTestId('referral-code')).toHaveText('DEMO-JANE');
  await shot(page, 'account-referral');

  // logout: asked first, then signed out
  await page.getByRole('button', { name: 'Account menu of Janet Doe' }).click();
  await page.getByRole('menuitem', { name: /Logout/ }).click();
  const logout = page.getByRole('dialog');
  await dialogSettled(logout);
  await logout.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(errors).toEqual([]);

  // the demo customer's name back, for the specs that follow in the same run
  const token = await loginDemoCustomer(request);
  const restored = await request.post(`${API_URL}/api/v1/customer/update-profile`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { f_name: 'Jane', l_name: 'Doe', email: DEMO_CUSTOMER.email },
  });
  expect(restored.ok(), await restored.text()).toBeTruthy();
});

test('a visitor opening /wallet is told to sign in and sent to the sign-in page', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/wallet');
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
