/**
 * Location, end to end (issue 11): the pick-location modal with the device
 * position granted and denied, the offline map (no maps key on this machine)
 * dragged to a new address, fullscreen, a phone-sized screen, and a point
 * outside every zone. Real builds, real API and its gazetteer.
 */
import { expect, test, type Page } from '@playwright/test';
import { PLACE_LATLNG, popularItemsShown, recordPageErrors, shot, typePlace } from './fixtures';

/** Inside no zone of the seed: Newark, NJ, across the river from Manhattan. */
const NEWARK = { latitude: 40.7357, longitude: -74.1724 };

async function openPicker(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Set delivery location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick your location' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('current location (granted) → its address and zone → module → /home', async ({ page, context }) => {
  const errors = recordPageErrors(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: PLACE_LATLNG.lat, longitude: PLACE_LATLNG.lng });
  const dialog = await openPicker(page);
  const pick = dialog.getByRole('button', { name: 'Pick Locations' });
  await expect(pick).toBeDisabled();

  await dialog.getByRole('button', { name: 'Use current location' }).click();
  await expect(dialog.getByRole('region', { name: 'Selected address' })).toContainText('Times Square, New York');
  await expect(pick).toBeEnabled();
  await expect(dialog.getByRole('application', { name: 'Map' })).toHaveAttribute('data-lat', String(PLACE_LATLNG.lat));
  await shot(page, 'location-current-granted');
  await pick.click();

  await expect(page.getByText('New location has been set.')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('currentLatLng'))) ?? 'null')).toEqual(PLACE_LATLNG);
  expect(await page.evaluate(() => window.localStorage.getItem('zoneid'))).toBe('[1]');
  await expect(page.getByRole('heading', { name: 'Select a type of module for your orders' })).toBeVisible();
  await page.getByRole('button', { name: /grocery/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await popularItemsShown(page);
  expect(errors).toEqual([]);
});

test('current location (denied) → the permission dialog', async ({ page, context }) => {
  await context.clearPermissions();
  const dialog = await openPicker(page);
  await dialog.getByRole('button', { name: 'Use current location' }).click();

  const permission = page.getByRole('dialog').filter({ hasText: 'Please allow browser location permission' });
  await expect(permission).toBeVisible();
  await expect(permission).toContainText(
    'Your browser location track permission is off. Please turn on the location permission to detect current location',
  );
  await shot(page, 'location-permission-denied');
  await permission.getByRole('button', { name: 'Got it' }).click();
  await expect(permission).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeDisabled();
});

test('the offline map: dragging sets a new point and its address; zoom buttons; fullscreen', async ({ page }) => {
  const errors = recordPageErrors(page);
  const dialog = await openPicker(page);
  const map = dialog.getByRole('application', { name: 'Map' });
  await expect(map).toBeVisible();
  // the default location (Bryant Park) and the zone polygons of the API are drawn
  await expect(map.locator('polygon[data-zone="Manhattan"]')).toHaveCount(1);
  const before = Number(await map.getAttribute('data-lng'));

  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 40, { steps: 6 });
  await page.mouse.up();

  await expect.poll(async () => Number(await map.getAttribute('data-lng'))).toBeGreaterThan(before);
  const chosen = dialog.getByRole('region', { name: 'Selected address' });
  await expect(chosen).not.toContainText('Search for your address');
  await expect(chosen).toContainText('New York');
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();

  await map.getByRole('button', { name: 'Zoom out' }).click();
  await expect(map).toHaveAttribute('data-zoom', '16');
  await shot(page, 'location-offline-map');

  await dialog.getByRole('button', { name: 'Fullscreen' }).click();
  const viewport = page.viewportSize()!;
  await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThan(viewport.width - 40);
  await shot(page, 'location-fullscreen');
  await dialog.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeLessThan(700);
  expect(errors).toEqual([]);
});

test('at 360 px wide the modal fits: search, current location, map and button, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const dialog = await openPicker(page);
  await expect(dialog.getByRole('application', { name: 'Map' })).toBeVisible();
  await typePlace(dialog, 'Williamsburg');
  await page
    .getByRole('option', { name: /Williamsburg/ })
    .first()
    .click();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toBeEnabled();
  const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'location-phone');
});

test('a point outside every zone: its town and coordinates, and the error button that closes the modal', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEWARK);
  const dialog = await openPicker(page);
  await dialog.getByRole('button', { name: 'Use current location' }).click();

  await expect(dialog.getByRole('region', { name: 'Selected address' })).toContainText('Newark, NJ, USA (40.73570, -74.17240)');
  const error = dialog.getByRole('button', { name: 'Service not available in this area' });
  await expect(error).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pick Locations' })).toHaveCount(0);
  await shot(page, 'location-outside-zones');
  await error.click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('zoneid'))).toBeNull();
});

test('typed while the dialog still zooms in, the options are as wide as the search field', async ({ page }) => {
  // Slow the zoom down, so the field is typed into mid-animation on any machine.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await page.addStyleTag({ content: '.ant-zoom-enter, .ant-zoom-appear { animation-duration: 2s !important; }' });
  await page.getByRole('button', { name: 'Set delivery location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick your location' });
  const search = dialog.getByRole('combobox', { name: 'Search location here...' });
  await search.fill('Williamsburg'); // no wait for the field to stop moving
  const option = page.getByRole('option', { name: /Williamsburg/ }).first();
  await expect(option).toBeVisible();
  // once the dialog has settled, the popup (the listbox's holder) spans the field
  await expect(async () => {
    const [field, popup] = await Promise.all([
      search.evaluate((element) => element.closest('.ant-select')!.getBoundingClientRect().width),
      page.locator('.ant-select-dropdown:visible').evaluate((element) => element.getBoundingClientRect().width),
    ]);
    expect(Math.abs(popup - field)).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 10_000 });
});
