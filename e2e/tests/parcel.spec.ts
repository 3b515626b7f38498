/**
 * Parcel (issue 16 items 1 and 2): the parcel module's home with every section from the seed,
 * a category → /parcel-delivery-info, the receiver picked on the shared map (fromReceiver),
 * the server's charge, the order placed and then tracked. Real builds, real API.
 */
import { expect, test } from '@playwright/test';
import { dialogSettled, locatedSession, loginDemoCustomer, recordPageErrors, shot, signedIn, useSession } from './fixtures';

/** The receiver's point: Madison Square, inside the Manhattan zone. */
const RECEIVER = { latitude: 40.7416, longitude: -73.9897 };

test('parcel home → category → receiver picked on the map → charge → order placed → tracked', async ({ page, request, context }) => {
  const errors = recordPageErrors(page);
  const session = await locatedSession(request, 'parcel');
  expect(session.module.module_type).toBe('parcel');
  await useSession(page, session);
  await signedIn(page, await loginDemoCustomer(request));

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'We Deliver Everything' })).toBeVisible();
  await expect(page.getByText('What are you wish to send?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Easiest way to get services' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Track order' })).toBeVisible();
  // the parcel navbar: no cart
  await expect(page.getByRole('banner').getByRole('button', { name: /^Shopping Cart/ })).toHaveCount(0);
  await shot(page, 'parcel-home');

  await page.getByRole('button', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/parcel-delivery-info$/);
  const form = page.getByRole('form', { name: 'Parcel delivery information' });
  await expect(form).toBeVisible();
  // the customer's first saved address is the sender
  await expect(form.getByRole('region', { name: 'Delivery Addresses' })).toBeVisible();

  await form.getByLabel('Receiver name').fill('Rita Receiver');
  await form.getByLabel('Receiver phone').fill('+1 212 555 0199');
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(RECEIVER);
  await form.getByRole('button', { name: 'Pick on the map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick your location' });
  await dialogSettled(dialog);
  await dialog.getByRole('button', { name: 'Use current location' }).click();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Pick Locations' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByTestId('receiver-address')).not.toHaveText('No address picked yet');
  // the visitor's own location is not replaced by the receiver's
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('currentLatLng'))) ?? 'null')).toEqual(session.latLng);

  await expect(form.getByTestId('parcel-charge')).toContainText('$');
  await shot(page, 'parcel-form');
  await form.getByRole('radio', { name: 'Cash on delivery' }).check();
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/profile\?orderId=\d+&page=my-orders&from=checkout/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByText(new RegExp(`#?${orderId}`)).first()).toBeVisible();
  await shot(page, 'parcel-placed');

  // tracked like any order: the drawer follows the parcel to Delivered without a reload, the rider riding to the receiver
  const drawer = page.getByRole('dialog', { name: 'Track order' });
  await expect(drawer.getByText(`Order #${orderId}`)).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByText('On the Way', { exact: true }).locator('visible=true').first()).toBeVisible({ timeout: 40_000 });
  await expect(drawer.locator('[data-testid="map-rider"]')).toBeVisible();
  await expect(drawer.locator('.ant-tag').getByText('Delivered', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(drawer.getByLabel('Order progress').locator('.ant-steps-item-finish')).toHaveCount(4);
  await shot(page, 'parcel-delivered');
  expect(errors).toEqual([]);
});

test('the parcel form at 360 px: validation messages, no sideways scroll', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const session = await locatedSession(request, 'parcel');
  await useSession(page, session);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Small Package' }).click();
  const form = page.getByRole('form', { name: 'Parcel delivery information' });
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Receiver name is required')).toBeVisible();
  await expect(form.getByText('Receiver phone is required')).toBeVisible();
  await expect(form.getByText('Pick the receiver’s address on the map')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'parcel-form-360');
});
