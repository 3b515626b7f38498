/**
 * The shell's chrome at the spec's two sizes (issue 10): at 1280 px the top
 * bar (location, theme, language) above the navbar; at 360 px the phone bar
 * and its drawer, with no horizontal scroll and 44 px tap targets. Each in
 * light and dark and in English, Arabic and Turkish, with a screenshot kept
 * as an artefact. Then server messages in the chosen language, and axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { dialogSettled, locatedSession, recordPageErrors, shot, useSession } from './fixtures';

const LANGUAGES = ['en', 'ar', 'tr'] as const;
const THEMES = ['light', 'dark'] as const;

/** The shell's texts in each language, to find its controls by the names a visitor hears. */
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'src', 'i18n', `${language}.json`), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<(typeof LANGUAGES)[number], Record<string, string>>;

async function keep(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, name);
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The visitor's stored language and theme, before the page's first script. */
async function prefer(page: Page, language: string, theme: string) {
  await page.addInitScript(
    ({ language, theme }) => {
      if (window.sessionStorage.getItem('e2e-preferences')) return;
      window.sessionStorage.setItem('e2e-preferences', '1');
      window.localStorage.setItem('language-setting', language);
      window.localStorage.setItem('theme', JSON.stringify(theme));
      window.localStorage.setItem('settings', JSON.stringify({ direction: language === 'ar' ? 'rtl' : 'ltr' }));
    },
    { language, theme },
  );
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`1280 px, ${theme}, ${language}: the top bar holds the location, the theme and the language`, async ({
      page,
      request,
    }, testInfo) => {
      const errors = recordPageErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await prefer(page, language, theme);
      await useSession(page, await locatedSession(request));
      await page.goto('/home');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(html).toHaveAttribute('data-theme', theme);
      const topBar = page.getByRole('region', { name: TEXTS[language]['Location, theme and language'] });
      await expect(topBar).toBeVisible();
      await expect(topBar.getByRole('switch')).toHaveAttribute('aria-checked', String(theme === 'dark'));
      await expect(topBar.getByRole('button', { name: new RegExp(`^${TEXTS[language]['Language']}`) })).toBeVisible();
      // mf-location's button is mounted in the top bar, and the phone menu is not there
      await expect(topBar.locator('[aria-label="remote mf_location/LocationButton"], button').first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: TEXTS[language]['Menu'], exact: true })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await keep(page, testInfo, `chrome-1280-${theme}-${language}`);
      expect(errors).toEqual([]);
    });

    test(`360 px, ${theme}, ${language}: the phone bar and its drawer, no horizontal scroll, 44 px targets`, async ({
      page,
      request,
    }, testInfo) => {
      const errors = recordPageErrors(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await prefer(page, language, theme);
      await useSession(page, await locatedSession(request));
      await page.goto('/home');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: TEXTS[language]['Menu'], exact: true });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('region', { name: TEXTS[language]['Location, theme and language'] })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await noHorizontalScroll(page)).toBe(true);
      for (const button of await banner.getByRole('button').all()) {
        if (!(await button.isVisible())) continue;
        const box = (await button.boundingBox())!;
        expect(box.height, (await button.getAttribute('aria-label')) ?? (await button.innerText())).toBeGreaterThanOrEqual(44);
      }
      // the brand: the whole logo inside the bar, a 44 px target named after the business, no name cut to its first letters
      const brand = banner.getByRole('link', { name: /Parcel & Plate Market/ });
      await expect(brand).toBeVisible();
      const brandBox = (await brand.boundingBox())!;
      expect(brandBox.height).toBeGreaterThanOrEqual(44);
      expect(brandBox.x).toBeGreaterThanOrEqual(0);
      expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(360);
      expect(await brand.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const cutTexts = await brand.evaluate((link) =>
        [...link.querySelectorAll('span')]
          .filter((element) => element.textContent?.trim() && element.childElementCount === 0)
          .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
          .map((element) => element.textContent),
      );
      expect(cutTexts).toEqual([]);
      await keep(page, testInfo, `chrome-360-${theme}-${language}`);

      await menu.click();
      const drawer = page.getByRole('dialog', { name: TEXTS[language]['Menu'] });
      await expect(drawer.getByRole('switch')).toBeVisible();
      await expect(drawer.getByRole('button', { name: TEXTS[language]['Categories'] })).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer.getByRole('button', { name: TEXTS[language]['Popular stores'] })).toBeVisible();
      await expect(drawer.getByText(TEXTS[language]['Theme mode'])).toBeVisible();
      await drawer.getByRole('button', { name: TEXTS[language]['Latest stores'] }).click();
      await expect(drawer.locator('a[href="/store/latest"]')).toBeVisible();
      expect(await drawer.locator('a[href^="/store/"]:not([href="/store/latest"])').count()).toBeGreaterThan(0);
      expect(await drawer.locator('a[href^="/store/"]:not([href="/store/latest"])').count()).toBeLessThanOrEqual(10);
      for (const target of await drawer.locator('nav a, nav button').all()) {
        if (!(await target.isVisible())) continue;
        expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      expect(await noHorizontalScroll(page)).toBe(true);
      await keep(page, testInfo, `chrome-360-drawer-${theme}-${language}`);
      expect(errors).toEqual([]);
    });
  }
}

test('after a change to Turkish the server answers in Turkish: a wrong password', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the language?' });
  await dialogSettled(confirm);
  await confirm.getByRole('button', { name: 'Change' }).click();
  // the page reloads in Turkish
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText('Dil değiştirildi')).toBeVisible(); // 'Language has been changed'
  await page.getByLabel('E-posta veya telefon').fill('customer@example.com');
  await page.getByLabel('Şifre', { exact: true }).fill('not the password 1');
  await page.locator('form').getByRole('button', { name: 'Giriş yap' }).click();
  // the API's 'Invalid credentials', answered in Turkish
  await expect(page.getByText('Giriş bilgileri hatalı')).toBeVisible();
  await shot(page, 'chrome-server-message-tr');
});

test('the language menu stays under its trigger in the sticky header when the page scrolls', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: /^Language/ }).click();
  const item = page.getByRole('menuitem', { name: 'Türkçe' });
  await expect(item).toBeVisible();
  // where the item is on screen before and right after a scroll, in one task: a menu left in the page's
  // coordinates moves with the page until it is aligned again, and a press then starts on it and ends elsewhere
  const { before, after } = await item.evaluate((element) => {
    const before = element.getBoundingClientRect().top;
    window.scrollBy({ top: 100, behavior: 'instant' });
    return { before, after: element.getBoundingClientRect().top };
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(after).toBe(before);
});

for (const theme of THEMES) {
  test(`axe finds no serious violations on /, /home and an info page (${theme})`, async ({ page, request }) => {
    test.setTimeout(180_000); // three pages, each loaded and analysed, on a shared machine
    const session = await locatedSession(request);
    await page.emulateMedia({ colorScheme: theme });
    const found: string[] = [];
    const check = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await ready();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => `${node.target.join(' ')} [${node.any[0]?.message ?? ''}]`)
              .slice(0, 5)
              .join(', ')}`,
        );
      found.push(...serious);
    };
    await check('/', () => expect(page.getByRole('main').or(page.locator('main')).first()).toBeVisible());
    await useSession(page, session);
    await check('/home', () => expect(page.locator('main h2').first()).toBeVisible());
    await check('/about-us', () => expect(page.getByRole('article')).toHaveAttribute('aria-busy', 'false'));
    expect(found).toEqual([]);
  });
}
