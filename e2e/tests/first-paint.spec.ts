/**
 * The landing's first words (issue 9: LCP on a phone): the shell's page carries the words `/` opens with, chosen by
 * an inline script from what the visitor stored (shell/public/index.html), so they paint before the app's scripts
 * load. Checked in the browser with the shell's main.js held back, then let through:
 * - the page shows the module picker's heading to a visitor with a delivery location and the hero to a first
 *   visit, in the visitor's language, under the page's Content Security Policy (the script runs by its hash);
 * - the app's first render draws the same words at the same place, the same size and in the same font and colour,
 *   so nothing moves and the largest paint stays the early one (no largest-contentful-paint entry after the app's),
 *   and it is in the visitor's language from the start (not English until their texts arrive);
 * - other paths show nothing of it.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { holdShellEntry, locatedSession, useSession, type LocatedSession } from './fixtures';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
] as const;

interface Drawn {
  text: string;
  box: number[];
  /** where the text's glyphs are (its alignment), not only the element's box */
  words: number[];
  font: string;
  color: string;
  background: string;
}

/** What an element draws: its text, its box, its text's extent, its font, colour and background. */
async function drawn(locator: Locator): Promise<Drawn> {
  return locator.evaluate((element) => {
    const round = (rect: DOMRect) => [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value));
    const range = document.createRange();
    range.selectNodeContents(element);
    const style = getComputedStyle(element);
    return {
      text: element.textContent ?? '',
      box: round(element.getBoundingClientRect()),
      words: round(range.getBoundingClientRect()),
      font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight} ${style.fontFamily.replace(/"/g, "'")}`,
      color: style.color,
      background: style.backgroundImage,
    };
  });
}

type PaintWindow = Window & { __lcp?: { startTime: number; element: string }[]; __headings?: string[] };

/**
 * Records every largest-contentful-paint entry, with the element it names (`first paint`: the page's own), and each
 * text the app's landing heading shows.
 */
function recordLargestPaints() {
  const entries: { startTime: number; element: string }[] = [];
  (window as PaintWindow).__lcp = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      const element = entry.element;
      const name = !element
        ? '(removed)'
        : element.closest('#first-paint-landing')
          ? 'first paint'
          : `${element.tagName.toLowerCase()}#${element.id}`;
      entries.push({ startTime: entry.startTime, element: name });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // every text the app's landing heading shows, in order
  const headings: string[] = [];
  (window as PaintWindow).__headings = headings;
  new MutationObserver(() => {
    const text = document.querySelector('#module-picker-title, #landing-hero-title')?.textContent;
    if (text && text !== headings.at(-1)) headings.push(text);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The shell's other scripts (content-hashed chunks). */
const SHELL_CHUNK = /\/[\w-]+\.[0-9a-f]{8}\.js$/;

/**
 * A page of a fresh context whose shell entry script waits for `release()`. With `lateTexts`, the script holding
 * that text (the visitor's language's texts) arrives a second late, as on a slow network: the app must still not
 * render before it.
 */
async function heldPage(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  session: LocatedSession | null,
  { language, colorScheme }: Look,
  lateTexts?: string,
) {
  const { viewport: size, isMobile } = viewport;
  const context = await browser.newContext({ viewport: size, isMobile, hasTouch: isMobile, colorScheme });
  const page = await context.newPage();
  if (session) await useSession(page, session);
  await page.addInitScript((stored) => {
    if (stored !== 'en') window.localStorage.setItem('language-setting', stored);
  }, language);
  await page.addInitScript(recordLargestPaints);
  if (lateTexts) {
    await page.route(SHELL_CHUNK, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(lateTexts)) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response, body });
    });
  }
  const { release, violations } = await holdShellEntry(page);
  return { context, page, release, violations };
}

/** The visitor's language and system colour scheme (the app follows the system's until the visitor chooses). */
interface Look {
  language: 'en' | 'ar';
  colorScheme: 'light' | 'dark';
}
const LOOKS: Look[] = [
  { language: 'en', colorScheme: 'light' },
  { language: 'ar', colorScheme: 'light' },
  { language: 'en', colorScheme: 'dark' },
];

const CASES = [
  {
    located: true,
    parts: (page: Page) => ({ heading: page.locator('#first-paint-landing h2') }),
    app: (page: Page) => ({ heading: page.locator('#module-picker-title') }),
    words: { en: 'Select a type of module for your orders', ar: 'اختر نوع الوحدة لطلباتك' },
  },
  {
    located: false,
    parts: (page: Page) => {
      const hero = page.locator('#first-paint-landing .first-paint-hero');
      return { hero, icon: hero.locator('svg'), heading: hero.locator('h1'), lead: hero.locator('p') };
    },
    app: (page: Page) => {
      const hero = page.locator('section[aria-labelledby="landing-hero-title"]');
      return {
        hero,
        icon: hero.locator(':scope > .anticon svg'),
        heading: page.locator('#landing-hero-title'),
        lead: hero.locator(':scope > :nth-child(3)'),
      };
    },
    words: { en: 'Everything you need, delivered to your door', ar: 'كل ما تحتاجه، يصلك إلى باب بيتك' },
  },
] as const;

for (const viewport of VIEWPORTS) {
  for (const { located, parts, app, words } of CASES) {
    for (const look of LOOKS) {
      const { language, colorScheme } = look;
      const who = located ? 'a visitor with a location' : 'a first visit';
      test(`/ on a ${viewport.name}, ${who}, ${language}, ${colorScheme}: the first words paint before the app, where the app draws them`, async ({
        browser,
        request,
      }) => {
        const { context, page, release, violations } = await heldPage(
          browser,
          viewport,
          located ? await locatedSession(request) : null,
          look,
          language === 'en' ? undefined : words[language],
        );
        await page.goto('/', { waitUntil: 'commit' });
        const early = parts(page);
        await expect(early.heading).toHaveText(words[language]);
        await expect(early.heading).toBeVisible();
        // the other variant stays hidden
        await expect(
          page.locator(located ? '#first-paint-landing .first-paint-hero' : '#first-paint-landing .first-paint-picker'),
        ).toBeHidden();
        const before: Record<string, Drawn> = {};
        for (const [name, locator] of Object.entries(early)) before[name] = await drawn(locator);

        release();
        const later = app(page);
        await expect(later.heading).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('#first-paint-landing')).toHaveCount(0);
        for (const [name, locator] of Object.entries(later)) {
          const after = await drawn(locator);
          if (name === 'icon') expect(after.box, name).toEqual(before[name].box);
          else if (name === 'hero') expect([after.box, after.background], name).toEqual([before[name].box, before[name].background]);
          else expect(after, name).toEqual(before[name]);
        }
        // the app's heading is no larger paint than the early one: the largest paint stays the early one
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        const paints = await page.evaluate(() => (window as PaintWindow).__lcp ?? []);
        // the app's first render is in the visitor's language already (no English before theirs)
        expect(await page.evaluate(() => (window as PaintWindow).__headings)).toEqual([words[language]]);
        expect(paints.map((entry) => entry.element)).toEqual(['first paint']);
        expect(violations).toEqual([]);
        await context.close();
      });
    }
  }
}

test('other paths show nothing of the landing before the app', async ({ browser, request }) => {
  const { context, page, release } = await heldPage(browser, VIEWPORTS[1], await locatedSession(request), LOOKS[0]);
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.locator('#first-paint-landing')).toBeAttached();
  await expect(page.locator('#first-paint-landing')).toBeHidden();
  release();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await context.close();
});
