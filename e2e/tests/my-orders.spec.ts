/**
 * The customer's orders (issue 15 item 5): the demo customer, signed in through the API,
 * sees the seeded orders in /my-orders (100001 running, 100003 in the history), opens one
 * and reads its items and bill; a visitor is sent to sign in.
 */
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/servers';
import { locatedSession, loginDemoCustomer, recordPageErrors, shot, signedIn, useSession } from './fixtures';

test('the demo customer sees the seeded orders, opens one and reads its items and bill', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  const token = await loginDemoCustomer(request);
  const details = await request.get(`${API_URL}/api/v1/customer/order/details`, {
    params: { order_id: 100003 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(details.ok(), await details.text()).toBeTruthy();
  const lines = (await details.json()) as { item_details: { name: string } }[];
  expect(lines.length).toBeGreaterThan(0);

  await useSession(page, await locatedSession(request));
  await signedIn(page, token);
  await page.goto('/my-orders');

  const running = page.getByRole('list', { name: 'Running' });
  await expect(running.getByText('Order #100001')).toBeVisible();
  await expect(running.getByText('Order #100003')).toHaveCount(0);
  await page.getByText('History', { exact: true }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Order #100003')).toBeVisible();
  await shot(page, 'my-orders-history');

  await history.getByText('Order #100003').click();
  await expect(page).toHaveURL(/\/profile\?page=my-orders&orderId=100003$/);
  const items = page.getByRole('list', { name: 'Items' });
  for (const line of lines) await expect(items.getByText(line.item_details.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bill', { exact: true })).toBeVisible();
  await expect(page.getByText('Items price', { exact: true })).toBeVisible();
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await expect(page.getByText('Delivered').first()).toBeVisible();
  // a delivered order cannot be cancelled
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await shot(page, 'my-orders-details');
  expect(errors).toEqual([]);
});

test('a visitor opening /my-orders is told to sign in and sent to the sign-in page', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/my-orders');
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
