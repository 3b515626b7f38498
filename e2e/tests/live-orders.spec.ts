/**
 * Live orders (issue 16 items 3–5): an order placed by the demo customer is moved by the
 * API's demo dispatcher (a fast clock in e2e: support/servers.ts), the tracking drawer
 * follows it to Delivered without a reload, its rider riding from the store towards the
 * customer, and the order-status push shows a toast on the page that opens the order.
 */
import { expect, test } from '@playwright/test';
import {
  listenToBus,
  locatedSession,
  loginDemoCustomer,
  placePlainOrder,
  popularItemsShown,
  recordPageErrors,
  shot,
  signedIn,
  useSession,
  type SpecWindow,
} from './fixtures';

test('the tracking drawer follows a placed order to Delivered live, and its status toast opens the order', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = recordPageErrors(page);
  const session = await locatedSession(request);
  const token = await loginDemoCustomer(request);
  await useSession(page, session);
  await signedIn(page, token);
  // the push connection starts once the page has loaded and idled
  const streamOpened = page.waitForRequest((req) => req.url().includes('/customer/notifications/stream'), { timeout: 60_000 });
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('console error:', message.text());
  });
  await page.goto('/home');
  await popularItemsShown(page, 30_000);
  await streamOpened;

  const { orderId } = await placePlainOrder(request, session, token);
  await listenToBus(page, ['push/order-status']);
  await page.evaluate((orderId) => (window as SpecWindow).__emit!({ type: 'order/track', orderId: String(orderId) }), orderId);

  const drawer = page.getByRole('dialog', { name: 'Track order' });
  await expect(drawer.getByText(`Order #${orderId}`)).toBeVisible();
  await expect(drawer.getByLabel('Order progress')).toBeVisible();
  await shot(page, 'live-orders-01-drawer-placed');

  // the dispatcher confirms it and assigns a delivery man, shown to the signed-in customer
  const courier = drawer.getByRole('region', { name: 'Delivery man' });
  await expect(courier).toBeVisible({ timeout: 30_000 });
  await expect(courier.getByRole('button', { name: /^Chat with / })).toBeVisible();
  await expect(courier.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

  // on the way: the rider rides towards the customer; the drawer shows it without a reload
  await expect(drawer.getByText('On the Way', { exact: true }).locator('visible=true').first()).toBeVisible({ timeout: 30_000 });
  const rider = drawer.locator('[data-testid="map-rider"]');
  const positions = new Set<string>();
  const distances = new Set<string>();
  await expect
    .poll(
      async () => {
        if (await rider.count()) positions.add(`${await rider.getAttribute('data-lat')},${await rider.getAttribute('data-lng')}`);
        const away = drawer.getByText(/km away$/);
        if (await away.count()) distances.add((await away.textContent()) ?? '');
        return positions.size;
      },
      { timeout: 40_000, intervals: [500] },
    )
    .toBeGreaterThan(1);
  expect(distances.size).toBeGreaterThan(1);
  await shot(page, 'live-orders-02-drawer-on-the-way');

  await expect(drawer.locator('.ant-tag').getByText('Delivered', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(drawer.getByLabel('Order progress').locator('.ant-steps-item-finish')).toHaveCount(4);
  await shot(page, 'live-orders-03-drawer-delivered');
  const pushed = await page.evaluate(() => (window as SpecWindow).__busEvents ?? []);
  expect(pushed.filter((event) => event.orderId === orderId).map((event) => event.orderStatus)).toContain('delivered');

  // the order-status toast, on the home page, opens the order
  const toast = page.getByRole('button', { name: `Order #${orderId}: Delivered` });
  await expect(toast).toBeVisible();
  await shot(page, 'live-orders-04-toast');
  await toast.click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?page=my-orders&orderId=${orderId}$`));
  await expect(page.getByText(`#${orderId}`).first()).toBeVisible();
  expect(errors).toEqual([]);
});
