/**
 * The journey through every remote, over the production builds (each app on
 * its own origin) and the real API: landing → pick location → module →
 * popular items → cart → sign in → track order. A screenshot per step goes to
 * e2e/.tmp/screenshots/.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { busEvents, DEMO_CUSTOMER, listenToBus, PLACE_QUERY, popularItemsShown, recordPageErrors, shot, typePlace } from './fixtures';

/** 'HTTP <status>' once a matching request finishes, or why it failed (a CORS refusal, a dead server). */
function outcomeOf(page: Page, matches: (request: Request) => boolean): Promise<string> {
  return new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      if (matches(request)) void request.response().then((response) => resolve(`HTTP ${response?.status()}`));
    });
    page.on('requestfailed', (request) => {
      if (matches(request)) resolve(`failed: ${request.failure()?.errorText}`);
    });
  });
}

test('a visitor picks a location and a module, fills and empties the cart, signs in and tracks an order', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = recordPageErrors(page);
  const banner = page.getByRole('banner');

  // 1. Landing: no location yet, so only the logo and the language control in the navbar.
  await page.goto('/');
  const hero = page.getByRole('heading', { name: 'Everything you need, delivered to your door' });
  await expect(hero).toBeVisible();
  await expect(banner.getByRole('button', { name: /language/i })).toBeVisible();
  await expect(banner.getByRole('button', { name: /shopping cart/i })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await shot(page, '01-landing');
  await listenToBus(page, ['location/pick', 'location/changed', 'module/selected', 'cart/add-item', 'cart/changed', 'auth/signed-in']);

  // 2. The hero (shell) asks the location remote for its modal through the bus.
  await page.getByRole('button', { name: 'Set delivery location' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Pick your location' });
  await expect(locationDialog).toBeVisible();
  const pick = locationDialog.getByRole('button', { name: 'Pick Locations' });
  await expect(pick).toBeDisabled();
  await typePlace(locationDialog, PLACE_QUERY);
  const prediction = page.getByRole('option', { name: new RegExp(PLACE_QUERY) }).first();
  await expect(prediction).toBeVisible();
  await shot(page, '02-location-predictions');
  await prediction.click();
  await expect(locationDialog.getByRole('region', { name: 'Selected address' })).toContainText(PLACE_QUERY);
  await expect(pick).toBeEnabled(); // only once the zone is known
  await shot(page, '03-location-chosen');
  await pick.click();
  await expect(locationDialog).toBeHidden();
  await expect(page.getByText('New location has been set.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('zoneid'))).toMatch(/^\[\d+(,\d+)*\]$/);
  expect(await page.evaluate(() => window.localStorage.getItem('location'))).toContain(PLACE_QUERY);
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('currentLatLng'))) ?? 'null')).toEqual({
    lat: expect.any(Number),
    lng: expect.any(Number),
  });

  // 3. The module picker (shell), now that the visitor has a zone.
  await expect(page.getByRole('heading', { name: 'Select a type of module for your orders' })).toBeVisible();
  const grocery = page.getByRole('button', { name: /grocery/i });
  await expect(grocery).toBeVisible();
  await expect(banner.getByRole('button', { name: new RegExp(`Delivery location: .*${PLACE_QUERY}`) })).toBeVisible();
  await shot(page, '04-module-picker');
  await grocery.click();
  await expect(page.getByText('A module has been selected.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('module'))) ?? '{}')).toMatchObject({
    module_type: 'grocery',
  });

  // 4. The catalogue remote: popular items of the module.
  await popularItemsShown(page);
  const addButtons = page.getByRole('button', { name: /^Add to cart: / });
  await expect(addButtons.first()).toBeVisible();
  await shot(page, '05-home-popular-items');

  // 5. Add a simple item: the catalogue emits, the cart remote adds and its badge counts.
  const addButton = addButtons.first();
  const itemName = ((await addButton.getAttribute('aria-label')) ?? '').replace(/^Add to cart: /, '');
  await addButton.click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  const cartButton = banner.getByRole('button', { name: /^Shopping Cart: 1 items?$/ });
  await expect(cartButton).toBeVisible();
  await expect(banner.locator('.storefront-count-badge')).toHaveText('1');
  await shot(page, '06-cart-badge');
  const events = await busEvents(page);
  expect(events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['location/pick', 'location/changed', 'module/selected', 'cart/add-item', 'cart/changed']),
  );

  // 6. The drawer: plus, minus, and minus at 1 removes the line.
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem', { name: itemName });
  await expect(line).toBeVisible();
  const quantity = line.getByRole('status', { name: 'Quantity' }).or(line.locator('output[aria-label="Quantity"]'));
  await expect(quantity.first()).toHaveText(/^0?1$/);
  await line.getByRole('button', { name: `Increase quantity of ${itemName}` }).click();
  await expect(quantity.first()).toHaveText(/^0?2$/);
  await shot(page, '07-drawer-two');
  await line.getByRole('button', { name: `Decrease quantity of ${itemName}` }).click();
  await expect(quantity.first()).toHaveText(/^0?1$/);
  const removal = outcomeOf(page, (request) => request.method() === 'DELETE' && request.url().includes('/customer/cart/remove-item'));
  await line.getByRole('button', { name: `Remove ${itemName} from cart` }).click();
  expect(await removal, 'the DELETE reached the API (its CORS preflight must allow DELETE)').toBe('HTTP 200');
  await expect(page.getByText('Removed from cart.')).toBeVisible();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await shot(page, '08-drawer-empty');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 7. The tracking page as a guest: order id and contact number are both required.
  await banner.getByRole('link', { name: 'Track order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  const trackForm = page.getByRole('form', { name: 'Track order' });
  await trackForm.getByRole('button', { name: 'Track Order' }).click();
  await expect(trackForm.getByText('Need a order id')).toBeVisible();
  await expect(trackForm.getByText('Need a contact number')).toBeVisible();
  await shot(page, '09-track-order-guest-validation');

  // 8. Sign in as the demo customer (account remote).
  await banner.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  const signIn = page.getByRole('form', { name: 'Sign In' });
  await signIn.getByLabel('Email or phone').fill(DEMO_CUSTOMER.email);
  await signIn.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await shot(page, '10-sign-in');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in successfully.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  await expect(banner.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Track order' })).toHaveCount(0); // guests only
  await shot(page, '11-signed-in');

  // 9. Tracking signed in: only the order id is required; an unknown order is not found.
  await page.goto('/track-order');
  const form = page.getByRole('form', { name: 'Track order' });
  await form.getByRole('button', { name: 'Track Order' }).click();
  await expect(form.getByText('Need a order id')).toBeVisible();
  await expect(form.getByText('Need a contact number')).toHaveCount(0);
  await form.getByLabel('Order ID').fill('999999');
  await form.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order not found')).toBeVisible();
  await shot(page, '12-order-not-found');

  expect(errors).toEqual([]);
});
