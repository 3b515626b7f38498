/**
 * Events cross remotes through the one bus: the catalogue's add reaches the
 * cart (its badge counts), the shell's hero opens the location remote's
 * modal, and an event emitted from outside any app reaches the cart drawer.
 */
import { expect, test } from '@playwright/test';
import { busEvents, listenToBus, locatedSession, popularItemsShown, shot, useSession } from './fixtures';

test('an event emitted in the catalogue is received by the cart remote', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Shopping Cart/ })).toBeVisible();
  await listenToBus(page, ['cart/add-item', 'cart/changed']);
  await popularItemsShown(page); // below the grocery home's first screen

  const add = page.getByRole('button', { name: /^Add to cart: / }).first();
  await expect(add).toBeVisible();
  await add.click();

  await expect(banner.getByRole('button', { name: /^Shopping Cart: 1 items?$/ })).toBeVisible();
  const events = await busEvents(page);
  const added = events.find((event) => event.type === 'cart/add-item');
  const changed = events.find((event) => event.type === 'cart/changed');
  expect(added, 'the catalogue emitted cart/add-item').toBeTruthy();
  expect(changed, 'the cart answered with cart/changed').toBeTruthy();
  expect(changed?.lines as unknown[]).toHaveLength(1);
  expect(events.indexOf(added!)).toBeLessThan(events.indexOf(changed!));
  await shot(page, 'bus-catalogue-to-cart');
});

test('the shell’s hero opens the location remote’s modal through the bus', async ({ page }) => {
  await page.goto('/');
  await listenToBus(page, ['location/pick']);
  await page.getByRole('button', { name: 'Set delivery location' }).click();
  await expect(page.getByRole('dialog', { name: 'Pick your location' })).toBeVisible();
  expect((await busEvents(page)).map((event) => event.type)).toEqual(['location/pick']);
});
