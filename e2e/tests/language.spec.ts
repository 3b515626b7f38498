/**
 * The language is page-wide: switching to Arabic in the shell's navbar reloads
 * the page (spec §4 Language), which comes back right to left with every remote
 * in Arabic and says 'Language has been changed' in Arabic, once; a reload keeps it.
 */
import { expect, test } from '@playwright/test';
import { dialogSettled, locatedSession, shot, useSession } from './fixtures';

test('switching to Arabic turns the page right to left and translates every remote', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // a mark on this page's window: a reload takes it away
  await page.evaluate(() => Object.assign(window, { beforeLanguageChange: true }));

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the language?' });
  await expect(confirm).toContainText('العربية');
  await dialogSettled(confirm);
  await confirm.getByRole('button', { name: 'Change' }).click();

  await page.waitForFunction(() => !('beforeLanguageChange' in window)); // the page reloaded
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByText('تم تغيير اللغة')).toBeVisible(); // 'Language has been changed'
  await expect(page.getByRole('heading', { name: 'الفئات المميزة' })).toBeVisible(); // catalogue
  await expect(page.getByRole('banner').getByRole('button', { name: /^سلة التسوق/ })).toBeVisible(); // cart
  expect(await page.evaluate(() => window.localStorage.getItem('language-setting'))).toBe('ar');
  expect(await page.evaluate(() => window.localStorage.getItem('country'))).toBe('SA');
  await shot(page, 'language-arabic');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الفئات المميزة' })).toBeVisible();
  // the message was for the change only: a later load says nothing
  await expect(page.getByText('تم تغيير اللغة')).toHaveCount(0);
});

test('in Arabic on a phone an English name or address loses its end to the ellipsis, not its start', async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await useSession(page, await locatedSession(request));
  await page.addInitScript(() => window.localStorage.setItem('language-setting', 'ar'));
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Fruits & Vegetables')).toBeVisible(); // a featured category, wider than its tile
  await expect(page.getByRole('article').locator('bdi').first()).toBeVisible(); // a store card's address
  // every line cut with an ellipsis on the home's first screen: is its first letter inside its box?
  const cutLines = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth)
      .map((element) => {
        const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const first = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { text: element.textContent, startShown: first.left >= box.left - 1 && first.right <= box.right + 1 };
      }),
  );
  expect(cutLines.map(({ text }) => text)).toEqual(expect.arrayContaining(['Fruits & Vegetables']));
  expect(cutLines.some(({ text }) => /Street/.test(text ?? ''))).toBe(true);
  expect(cutLines.filter(({ startShown }) => !startShown)).toEqual([]);
  await shot(page, 'language-arabic-phone-cut-lines');
});
