/**
 * Layout shift of the first view (issue 9): `/` and `/home` for a visitor
 * with a stored location and module, at a desktop and a phone size, against
 * the production builds. The page's `layout-shift` entries are recorded from
 * before its first script (buffered; shifts right after input are ignored)
 * until the view settles, and CLS is computed as the web-vitals library does:
 * shifts grouped in session windows (a window ends after a gap of 1 s or
 * when it spans 5 s), CLS the largest window's sum. The largest shifts are
 * printed with the nodes that moved, to find what causes them. The visitor's
 * module is grocery; `CLS_MODULE=food` (pharmacy, ecommerce) measures another
 * module's home.
 */
import { expect, test, type Page } from '@playwright/test';
import { locatedSession, useSession } from './fixtures';

/**
 * Web-vitals calls a CLS ≤ 0.1 good; issue 9 asks for ≤ 0.05. Before the fix
 * `/home` measured 0.29–0.44 on the desktop and 0.88 on the phone here (the
 * footer drawn under the still-empty main area, pushed out of view when the
 * module home rendered; skeletons smaller than what replaced them), `/` 0.12
 * on the phone. After it, all four stay under 0.005: the shifts left are the
 * header's controls settling, so the bound holds across runs.
 */
const CLS_BUDGET = 0.05;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
] as const;

const homeShown = (page: Page) => page.getByRole('main').getByRole('heading').first();
const MODULE = process.env.CLS_MODULE ?? 'grocery';

/** `/` and `/home` of the visitor's module, and the ecommerce home (its new-arrival tabs once grew a phone's page as they loaded). */
const VIEWS = [
  { path: '/', module: MODULE, ready: (page: Page) => page.getByRole('heading', { name: 'Select a type of module for your orders' }) },
  { path: '/home', module: MODULE, ready: homeShown },
  ...(MODULE === 'ecommerce' ? [] : [{ path: '/home', module: 'ecommerce', ready: homeShown }]),
];

interface ShiftSource {
  node: string;
  from: string;
  to: string;
}

interface Shift {
  value: number;
  startTime: number;
  sources: ShiftSource[];
}

type ShiftWindow = Window & { __layoutShifts?: Shift[] };

/** Records every layout shift not caused by input, with a short description of what moved. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as ShiftWindow).__layoutShifts = shifts;
  const describe = (node: Node | null): string => {
    if (!node) return '(removed node)';
    if (!(node instanceof Element)) return node.nodeName;
    const testId = node.getAttribute('data-testid');
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  type LayoutShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as web-vitals computes it: session windows of shifts at most 1 s apart and at most 5 s long; the largest sum. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (sum > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      sum += shift.value;
    } else {
      sum = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, sum);
  }
  return largest;
}

for (const { name, viewport, isMobile } of VIEWPORTS) {
  for (const view of VIEWS) {
    const where = view.module === MODULE ? view.path : `${view.path} (${view.module})`;
    test(`layout shift of ${where} on a ${name} (${viewport.width}x${viewport.height}): CLS ≤ ${CLS_BUDGET}`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
      const page = await context.newPage();
      await useSession(page, await locatedSession(request, view.module));
      await page.addInitScript(recordShifts);
      await page.goto(view.path);
      await expect(view.ready(page)).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');

      const shifts = await page.evaluate(() => (window as ShiftWindow).__layoutShifts ?? []);
      await context.close();
      const cls = cumulativeLayoutShift(shifts);
      const largest = [...shifts]
        .sort((a, b) => b.value - a.value)
        .slice(0, 5)
        .map(
          (shift) =>
            `  ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms\n${shift.sources.map((s) => `    ${s.node}: ${s.from} -> ${s.to}`).join('\n')}`,
        )
        .join('\n');
      const report = `CLS of ${where} on a ${name}: ${cls.toFixed(4)} (${shifts.length} shifts)\n${largest}`;
      console.log(report);
      expect(cls, report).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
}
