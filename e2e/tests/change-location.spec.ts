/**
 * A new delivery location may be served by other modules: after the location
 * remote saves one (`location/changed`), the shell offers the module picker
 * as a modal, and choosing a module there opens its home.
 */
import { expect, test } from '@playwright/test';
import { locatedSession, popularItemsShown, shot, typePlace, useSession } from './fixtures';

test('changing the delivery location on /home offers the module picker, and a choice opens that module', async ({ page, request }) => {
  await useSession(page, await locatedSession(request, 'grocery'));
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await popularItemsShown(page);

  await banner.getByRole('button', { name: /^Delivery location: / }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Pick your location' });
  await typePlace(locationDialog, 'Williamsburg');
  await page
    .getByRole('option', { name: /Williamsburg/ })
    .first()
    .click();
  const pick = locationDialog.getByRole('button', { name: 'Pick Locations' });
  await expect(pick).toBeEnabled();
  await pick.click();

  const picker = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
  await expect(picker).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Delivery location: .*Williamsburg/ })).toBeVisible();
  const food = picker.getByRole('button', { name: /food/i });
  await expect(food).toBeVisible();
  await shot(page, 'change-location-module-picker');
  await food.click();

  await expect(picker).toBeHidden();
  await expect(page.getByText('A module has been selected.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(banner.getByRole('button', { name: /food/i })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('module'))) ?? '{}')).toMatchObject({ module_type: 'food' });
  await popularItemsShown(page);
});
