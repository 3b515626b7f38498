/**
 * The first view's antd styles come from the static file the shell's build makes
 * (scripts/webpack/antd-first-view-styles.cjs), not from antd's run time (issue 9:
 * start-up work on a phone): the page links the file after its first paint, antd
 * reads the file's map and writes no style of its own for the components in it, and
 * those components look as they did (sizes and colours from the theme's variables).
 * Code loaded on intent still gets its styles at run time: the phone's menu drawer.
 */
import { expect, test, type Page } from '@playwright/test';
import { FIRST_VIEWS, openFirstView } from '../support/first-view';
import { locatedSession, useSession } from './fixtures';

/** The style entries the file names in antd's cache-path map, and the `<style>` elements antd wrote at run time. */
async function stylesOf(page: Page) {
  return page.evaluate(() => {
    const sheet = [...document.styleSheets].find((candidate) => candidate.href?.includes('/antd-first-view.'));
    const rules = sheet ? [...sheet.cssRules].map((rule) => rule.cssText) : [];
    const map = rules.find((rule) => rule.startsWith('.data-ant-cssinjs-cache-path'))?.match(/content: "(.*)"/)?.[1] ?? '';
    const written = [...document.querySelectorAll('style[data-css-hash]')].map((style) => ({
      hash: style.getAttribute('data-css-hash') ?? '',
      text: style.textContent ?? '',
    }));
    return {
      linkInBody: Boolean(document.body.querySelector('link[rel="stylesheet"][href*="/antd-first-view."]')),
      inFile: map.split(';').map((entry) => entry.split(':')[1]),
      paths: map.split(';').map((entry) => entry.split(':')[0]),
      written,
    };
  });
}

for (const view of FIRST_VIEWS) {
  test(`${view.path}: antd's first-view styles come from the static file, none is made at run time`, async ({ page, request }) => {
    await useSession(page, await locatedSession(request));
    await openFirstView(page, view);
    const styles = await stylesOf(page);
    expect(styles.linkInBody).toBe(true);
    // Button, Flex, the wave, antd's shared reset and the icons
    expect(styles.paths).toEqual(
      expect.arrayContaining(['|Button-Button|ant-btn|anticon', '|Flex-Flex|ant-flex|anticon', '|Shared|ant', '|ant-design-icons|anticon']),
    );
    // none of them written again by antd in the page; what antd still writes is the theme's variables
    expect(styles.written.filter((style) => styles.inFile.includes(style.hash))).toEqual([]);
    expect(styles.written.filter((style) => style.text.includes('.ant-btn{font-family'))).toEqual([]);
    const button = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveCSS('border-radius', '8px');
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('background-color', 'rgb(3, 127, 69)');
  });
}

test("on a phone, the menu drawer (code loaded on intent) still gets antd's styles at run time", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(page, await locatedSession(request));
  await openFirstView(page, FIRST_VIEWS[1]);
  // the bar's buttons: 44 px targets, from the file's rules and the bar's own variables
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCSS('height', '44px');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const written = await page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? ''));
  expect(written.some((text) => text.includes('.ant-drawer'))).toBe(true);
  await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCSS('position', 'absolute');
});
