'use strict';

/**
 * The module home's first screen from the server (docs/performance.md, "The home's first screen from the server").
 *
 * The shell's page at /home, for a visitor whose session the shell wrote into the FIRST_SCREEN_COOKIE (zone, module,
 * language, place, theme; shell/src/app/first-screen.ts), carries the first screen of that module's home as the
 * catalogue renders it: its own components, on its own server (mf-catalogue/src/server/first-screen.tsx, answering
 * FIRST_SCREEN_PATH on the catalogue's origin). A phone then paints the first store cards and pictures before the
 * JavaScript has loaded; the shell shows the same markup while the catalogue's code loads, and swr starts with the
 * answers it was rendered from.
 *
 * The page never waits long for it: a catalogue that is slow (more than FIRST_SCREEN_WAIT_MS), down, or answers
 * anything else leaves the page as it was. The docker image's nginx renders the page once, not per visitor, so it
 * serves /home without it.
 */

/** The cookie the shell writes with what the first screen needs of the session (shell/src/app/first-screen.ts). */
const FIRST_SCREEN_COOKIE = 'storefront-first-screen';
/** The catalogue's path that renders a first screen (FIRST_SCREEN_PATH in mf-catalogue/src/server/first-screen.tsx). */
const FIRST_SCREEN_PATH = '/_first-screen';
/** The id of the element holding the first screen in the page, and of the JSON block with its answers. */
const FIRST_SCREEN_ID = 'first-screen';
const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';
/** The longest a page waits for the catalogue's render (about 60 ms once warm, plus the API's answers). */
const FIRST_SCREEN_WAIT_MS = 400;

/**
 * @typedef {object} FirstScreen
 * @property {string} html the catalogue's markup of the home's first screen
 * @property {string} styles the antd styles it uses
 * @property {unknown[]} answers `[swr key, answer]` pairs it was rendered with
 * @property {string} language the language it is written in
 * @property {'ltr' | 'rtl'} direction its direction (the page's own is set by the app's code, after it)
 * @property {boolean} [systemTheme] the visitor left the theme to the system (the screen is drawn light)
 */

/**
 * The catalogue's query for the visit the cookie describes, or null: no cookie, not JSON, a theme the server does not
 * render (dark, chosen or the system's when the cookie was written: the first screen is drawn in the light theme), or
 * no place (the shell sends such a visitor to `/`).
 * The catalogue checks each value again: the cookie is the visitor's to change.
 * @param {string | undefined} cookieHeader
 * @returns {URLSearchParams | null}
 */
function firstScreenQuery(cookieHeader) {
  const raw = readCookie(cookieHeader ?? '', FIRST_SCREEN_COOKIE);
  if (!raw) return null;
  let visit;
  try {
    visit = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!visit || typeof visit !== 'object' || !visit.located) return null;
  if (visit.theme === 'dark' || (visit.theme !== 'light' && visit.systemDark === true)) return null;
  const { zoneId, module, language, latLng } = visit;
  if (typeof zoneId !== 'string' || !module || typeof module !== 'object') return null;
  const query = new URLSearchParams({
    zone: zoneId,
    module: String(module.id),
    type: String(module.module_type),
    name: String(module.module_name ?? ''),
    lang: typeof language === 'string' ? language : 'en',
    theme: visit.theme === 'light' ? 'light' : 'system',
  });
  if (latLng && Number.isFinite(latLng.lat) && Number.isFinite(latLng.lng)) {
    query.set('lat', String(latLng.lat));
    query.set('lng', String(latLng.lng));
  }
  return query;
}

/** @param {string} header @param {string} name @returns {string | undefined} */
function readCookie(header, name) {
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * Asks the catalogue (its origin: the one of its manifest in the run-time config) for the first screen of the page at
 * `pathname`, or gives null at once for any other page: only /home itself (a data_type query shows results instead).
 * @param {{ pathname: string, search: string, cookie: string | undefined }} request
 * @param {Record<string, unknown>} config the run-time config
 * @param {{ fetch?: typeof fetch, waitMs?: number }} [options]
 * @returns {Promise<FirstScreen | null>}
 */
async function fetchFirstScreen({ pathname, search, cookie }, config, { fetch: get = fetch, waitMs = FIRST_SCREEN_WAIT_MS } = {}) {
  if ((pathname.replace(/\/+$/, '') || '/') !== '/home' || new URLSearchParams(search).has('data_type')) return null;
  const query = firstScreenQuery(cookie);
  const manifestUrl = /** @type {Record<string, unknown>} */ (config.remotes ?? {}).mf_catalogue;
  if (!query || typeof manifestUrl !== 'string' || !/^https?:/.test(manifestUrl)) return null;
  try {
    const url = new URL(`.${FIRST_SCREEN_PATH}?${query}`, manifestUrl);
    const response = await get(url, { signal: AbortSignal.timeout(waitMs) });
    if (response.status !== 200) return null;
    const screen = await response.json();
    const valid = screen && typeof screen.html === 'string' && typeof screen.styles === 'string' && Array.isArray(screen.answers);
    if (!valid) return null;
    const { html, styles, answers, language, direction } = screen;
    return { html, styles, answers, language, direction, systemTheme: query.get('theme') !== 'light' };
  } catch {
    return null;
  }
}

/**
 * The page with the first screen in it: its styles before `</head>`, its markup in `<main id="first-screen">` at the
 * start of the first paint's main area (after the header's place, in the shell's template), and its answers as a JSON
 * data block (not run; `<` escaped, so no value can close the element). The page as it was without a screen, or
 * without the template's place for it.
 * @param {string} html
 * @param {FirstScreen | null} screen
 * @returns {string}
 */
function withFirstScreen(html, screen) {
  // before the landing's first words (on /home they stay hidden): after the header's place, in the template's #root
  const place = /<main\b[^>]*\bid="first-paint-landing"/.exec(html);
  if (!screen || !place) return html;
  const answers = JSON.stringify(screen.answers).replace(/</g, '\\u003c');
  const styles = `<style id="${FIRST_SCREEN_ID}-styles">${screen.styles.replace(/<\/style/gi, '<\\/style')}</style>`;
  // drawn in the light theme: a visitor who left the theme to the system sees it only where the system is light
  const theme = screen.systemTheme ? ' data-theme="system"' : '';
  const language = /^[a-z]{2}$/.test(screen.language) ? screen.language : 'en';
  const direction = screen.direction === 'rtl' ? 'rtl' : 'ltr';
  const main = `<main class="first-paint-home" id="${FIRST_SCREEN_ID}" lang="${language}" dir="${direction}"${theme}>${screen.html}</main>`;
  const data = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${answers}</script>`;
  const page = html.slice(0, place.index) + main + data + html.slice(place.index);
  return page.replace('</head>', () => `${styles}</head>`);
}

module.exports = {
  FIRST_SCREEN_COOKIE,
  FIRST_SCREEN_PATH,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_WAIT_MS,
  firstScreenQuery,
  fetchFirstScreen,
  withFirstScreen,
};
