'use strict';

/**
 * The shell's page as served: its index.html with the run-time config inlined,
 * `preconnect` links to the origins it names and preloads of the manifests of
 * the remotes the page names. One code for both servers of the shell:
 * - the Node static server (scripts/lib/static-server.cjs) renders it per request;
 * - the docker image renders it once when the container starts, after
 *   docker/shell/40-runtime-config.sh wrote runtime-config.json from the environment
 *   (docker/shell/50-shell-page.sh runs this file as a script):
 *
 *     node shell-page.cjs <index.html as built> <runtime-config.json> <index.html to write>
 *
 * No dependencies: the image copies this file alone.
 */

const { createHash } = require('node:crypto');
const fs = require('node:fs');

/** The id of the JSON data block holding the run-time config (INLINE_RUNTIME_CONFIG_ID in shell/src/app/runtime-config.ts). */
const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

/**
 * The page with the run-time config inlined before `</head>`: a JSON data
 * block (not run, so the Content Security Policy has nothing to allow; `<`
 * escaped, so no value can close the element) and a `preconnect` link to
 * each other origin it names (the API, the remotes), `crossorigin` as the
 * fetches that will use them. With `manifests` (read by the caller, see
 * readManifests), the scripts of the exposes the page names for `pathname`
 * are preloaded too (exposePreloads); with `federationScripts` as well (the Node static server, which answers that
 * path: scripts/lib/federation-scripts.cjs), they are one script of that path instead, and a meta tag tells the
 * shell's code that the path answers (shell/src/app/federation-scripts.ts).
 * @param {string} html
 * @param {Record<string, unknown>} config
 * @param {{ pathname?: string, manifests?: Record<string, unknown>, federationScripts?: string }} [page]
 * @returns {string}
 */
function withRuntimeConfig(html, config, { pathname = '/', manifests = {}, federationScripts } = {}) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const origins = new Set();
  const remotes = /** @type {Record<string, unknown>} */ (config.remotes ?? {});
  for (const url of [config.apiUrl, ...Object.values(remotes)]) {
    try {
      if (typeof url === 'string' && /^https?:/.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: the shell falls back for it, nothing to warm up
    }
  }
  const exposes = preloadedExposes(html, pathname);
  const manifestRemotes = [...new Set([...preloadedRemotes(html), ...exposes.map((entry) => entry.remote)])];
  const preloads = manifestRemotes
    .map((name) => remotes[name])
    .filter((url) => typeof url === 'string' && /^https?:/.test(url))
    .map((url) => `<link rel="preload" as="fetch" href="${escapeAttribute(/** @type {string} */ (url))}" crossorigin="anonymous">`);
  if (federationScripts) {
    // the exposes whose files are known (their remote's manifest was read): one script of them all, to the same path;
    // with exposes for wide windows only, one for a wide window and one without them, each preloaded where it applies
    const known = exposes.filter((entry) => exposeFiles([entry], remotes, manifests).length > 0);
    for (const { media, list } of byWindowWidth(known)) {
      if (!list.length) continue;
      const href = `${federationScripts}?${federationScriptsQuery(list)}`;
      const mediaAttribute = media ? ` media="${media}"` : '';
      preloads.push(
        `<link rel="preload" as="script" href="${escapeAttribute(href)}"${mediaAttribute} fetchpriority="low" data-federation-scripts>`,
      );
    }
    preloads.push(`<meta name="${FEDERATION_SCRIPTS_META}" content="${escapeAttribute(federationScripts)}">`);
  } else {
    for (const entry of exposes) {
      const mediaAttribute = entry.minWidth ? ` media="(min-width: ${entry.minWidth}px)"` : '';
      for (const url of exposePreloads([entry], remotes, manifests)) {
        if (preloads.some((tag) => tag.includes(`href="${escapeAttribute(url)}"`))) continue;
        preloads.push(`<link rel="preload" as="script" href="${escapeAttribute(url)}"${mediaAttribute} fetchpriority="low">`);
      }
    }
  }
  const links = [...origins].map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin="anonymous">`);
  const tags = `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${json}</script>${preloads.join('')}${links.join('')}`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${tags}${html}`;
}

/**
 * The remotes a page names in `<meta name="storefront-preload-remotes" content="mf_cart mf_account">`
 * (the shell's template: the ones its header shows on every page). Their manifests are preloaded
 * (`as="fetch"`, `crossorigin` like the federation run time's own fetch, so it takes the preloaded
 * response) while main.js and the shared packages load, instead of after them.
 * @param {string} html
 * @returns {string[]}
 */
function preloadedRemotes(html) {
  const meta = /<meta\s+name="storefront-preload-remotes"\s+content="([^"]*)"/.exec(html);
  return meta ? meta[1].split(/\s+/).filter(Boolean) : [];
}

/**
 * The exposes a page names in `<meta name="storefront-preload-exposes" content="…">` for the page at `pathname`:
 * entries `[<path>=]<remote>/<Expose>[+<chunk>…][@<width>]`, e.g. `mf_cart/CartButton` (every page) or
 * `/home=mf_catalogue/Routes+home-first-view` (only /home). `+<chunk>` names a chunk the expose loads at once
 * that its manifest does not list as the expose's own (a remote's firstViewGroups chunk); `@<width>` an expose
 * only a window at least that many CSS pixels wide shows (the top bar's location button: `@1180`).
 * @param {string} html
 * @param {string} pathname
 * @returns {{ remote: string, expose: string, chunks: string[], minWidth?: number }[]}
 */
function preloadedExposes(html, pathname) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return allExposes(html)
    .filter((entry) => entry.path === undefined || entry.path === path)
    .map(({ path: _path, ...entry }) => entry);
}

/** @param {string} html @returns {{ path: string | undefined, remote: string, expose: string, chunks: string[], minWidth?: number }[]} */
function allExposes(html) {
  const meta = /<meta\s+name="storefront-preload-exposes"\s+content="([^"]*)"/.exec(html);
  const entries = [];
  for (const entry of meta ? meta[1].split(/\s+/).filter(Boolean) : []) {
    const match = /^(?:(\/[^=]*)=)?([\w-]+)\/([\w-]+)((?:\+[\w-]+)*)(?:@(\d+))?$/.exec(entry);
    if (match)
      entries.push({
        path: match[1],
        remote: match[2],
        expose: `./${match[3]}`,
        chunks: match[4].split('+').filter(Boolean),
        ...(match[5] ? { minWidth: Number(match[5]) } : {}),
      });
  }
  return entries;
}

/**
 * The scripts the federation run time will load for these exposes, from their remotes' manifests: each remote's
 * remoteEntry.js, each expose's own files (not those of a shared module: the shell provides those) and the chunks
 * named after `+`. A remote without a manifest (down, not read yet) gives nothing. `as="script"` without
 * `crossorigin`, as the run time and webpack insert these scripts, so each preload is the one request for its file.
 * @param {{ remote: string, expose: string, chunks: string[] }[]} exposes
 * @param {Record<string, unknown>} remotes the run-time config's remote map (manifest URLs)
 * @param {Record<string, unknown>} manifests a parsed mf-manifest.json per remote name
 * @returns {string[]} absolute URLs, each once
 */
function exposePreloads(exposes, remotes, manifests) {
  return exposeFiles(exposes, remotes, manifests).map((file) => file.url);
}

/**
 * The files of exposePreloads with the remote each belongs to, a remote's entry (`entry: true`, with the name of the
 * global its container is: `global`) before its chunks.
 * @param {{ remote: string, expose: string, chunks: string[] }[]} exposes
 * @param {Record<string, unknown>} remotes
 * @param {Record<string, unknown>} manifests
 * @returns {{ remote: string, url: string, entry: boolean, global?: string }[]} each URL once
 */
function exposeFiles(exposes, remotes, manifests) {
  /** @type {Map<string, { remote: string, url: string, entry: boolean, global?: string }>} */
  const files = new Map();
  for (const { remote, expose, chunks } of exposes) {
    const manifest = /** @type {any} */ (manifests[remote]);
    const manifestUrl = remotes[remote];
    if (!manifest || typeof manifestUrl !== 'string' || !/^https?:/.test(manifestUrl)) continue;
    try {
      const meta = manifest.metaData ?? {};
      const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.', manifestUrl);
      const shared = new Set(
        (manifest.shared ?? []).flatMap((entry) => [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]),
      );
      const all = (manifest.exposes ?? []).flatMap((entry) => [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]);
      const own = (manifest.exposes ?? []).find((entry) => entry.path === expose)?.assets?.js?.sync ?? [];
      const named = chunks.map((chunk) => all.find((file) => file.startsWith(`${chunk}.`) && file.endsWith('.js')));
      const found = [];
      if (meta.remoteEntry?.name)
        found.push({
          url: new URL(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`, base).href,
          entry: true,
          global: meta.globalName || remote,
        });
      for (const file of [...own.filter((file) => !shared.has(file)), ...named])
        if (file) found.push({ url: new URL(file, base).href, entry: false });
      for (const file of found) if (!files.has(file.url)) files.set(file.url, { remote, ...file });
    } catch {
      // a manifest of another shape: nothing preloaded for it, the run time loads it as before
    }
  }
  return [...files.values()];
}

/**
 * The exposes as the windows that show them: all of them, when none is for wide windows only; else those for a window
 * at least the (smallest) width wide, and those for a narrower one.
 * @param {{ remote: string, expose: string, chunks: string[], minWidth?: number }[]} exposes
 * @returns {{ media: string | undefined, list: typeof exposes }[]}
 */
function byWindowWidth(exposes) {
  const widths = exposes.flatMap((entry) => (entry.minWidth ? [entry.minWidth] : []));
  if (!widths.length) return [{ media: undefined, list: exposes }];
  const width = Math.min(...widths);
  return [
    { media: `(min-width: ${width}px)`, list: exposes },
    { media: `not all and (min-width: ${width}px)`, list: exposes.filter((entry) => !entry.minWidth) },
  ];
}

/** The meta tag that names the path of the federation's scripts in one response (FEDERATION_SCRIPTS_META in the shell). */
const FEDERATION_SCRIPTS_META = 'storefront-federation-scripts';

/**
 * The query of that path for these exposes: `x=<remote>/<Expose>[+<chunk>…]` each (the meta's syntax without a path).
 * @param {{ remote: string, expose: string, chunks?: string[] }[]} exposes
 */
function federationScriptsQuery(exposes) {
  return exposes
    .map(({ remote, expose, chunks = [] }) => `x=${encodeURIComponent([`${remote}/${expose.replace(/^\.\//, '')}`, ...chunks].join('+'))}`)
    .join('&');
}

/** How long a manifest read is reused (a redeployed remote's new names show within this), and how long a page waits for one. */
const MANIFEST_TTL_MS = 2000;
const MANIFEST_WAIT_MS = 100;
const MANIFEST_TIMEOUT_MS = 2000;

/**
 * A reader of the remotes' manifests for the preloads, with a short cache. A page never waits on it for more
 * than MANIFEST_WAIT_MS: a manifest not read by then (a slow remote) is left out of that page, and a remote that
 * is down (or answers something other than JSON) gives no manifest, so its preloads are left out.
 * After the cache time the manifest is read again and a page waits (as briefly) for that read too: a remote that
 * went down refuses at once, so no page lists scripts that will fail (a failed preload can spoil the later load
 * of the same script in that page, when the remote is back). Only a read slower than that gives the last one.
 * @param {{ fetch?: typeof fetch, ttlMs?: number, waitMs?: number, now?: () => number }} [options]
 */
function createManifestReader({ fetch: get = fetch, ttlMs = MANIFEST_TTL_MS, waitMs = MANIFEST_WAIT_MS, now = Date.now } = {}) {
  const NOT_YET = Symbol('not read yet');
  /** @type {Map<string, { at: number, value: Promise<unknown>, settled: unknown, previous: unknown }>} */
  const cache = new Map();

  /** @param {string} url */
  function entry(url) {
    const cached = cache.get(url);
    if (cached && now() - cached.at < ttlMs) return cached;
    const previous = cached ? (cached.settled !== NOT_YET ? cached.settled : cached.previous) : NOT_YET;
    const fresh = {
      at: now(),
      value: /** @type {Promise<unknown>} */ (Promise.resolve(null)),
      settled: /** @type {unknown} */ (NOT_YET),
      previous,
    };
    fresh.value = get(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((manifest) => (fresh.settled = manifest));
    cache.set(url, fresh);
    return fresh;
  }

  /**
   * The manifests of `remotes` (name → manifest URL), each a parsed manifest or null.
   * @param {Record<string, string>} remotes
   * @param {{ waitMs?: number }} [options] how long to wait for a read (a page's own wait by default)
   * @returns {Promise<Record<string, unknown>>}
   */
  async function read(remotes, { waitMs: wait = waitMs } = {}) {
    const entries = Object.entries(remotes).map(([name, url]) => [name, entry(url)]);
    // a manifest being read (for the first time, or again after the cache time) is waited for, briefly
    const reading = entries.filter(([, cached]) => cached.settled === NOT_YET).map(([, cached]) => cached.value);
    if (reading.length) {
      let timer;
      const deadline = new Promise((resolve) => (timer = setTimeout(resolve, wait)));
      await Promise.race([Promise.all(reading), deadline]);
      clearTimeout(timer);
    }
    const value = (/** @type {{ settled: unknown, previous: unknown }} */ cached) =>
      cached.settled !== NOT_YET ? cached.settled : cached.previous !== NOT_YET ? cached.previous : null;
    return Object.fromEntries(entries.map(([name, cached]) => [name, value(cached)]));
  }

  return { read };
}

/**
 * The manifests a page needs for its expose preloads: of the remotes its storefront-preload-exposes meta names
 * (for any path, so a page read before warms the cache of another path's), with an http(s) URL in the run-time config.
 * A page at a `pathname` that preloads no exposes (`/` in the shell's template) only starts that read and gets none
 * at once: it has nothing to wait for, and its first paint is the HTML's own (docs/performance.md).
 * @param {string} html @param {Record<string, unknown>} config
 * @param {{ read: (remotes: Record<string, string>) => Promise<Record<string, unknown>> }} reader
 * @param {string} [pathname] the page's path; without it, the manifests are waited for as for a page that preloads
 * @returns {Promise<Record<string, unknown>>}
 */
function readManifests(html, config, reader, pathname) {
  const remotes = /** @type {Record<string, unknown>} */ (config.remotes ?? {});
  /** @type {Record<string, string>} */
  const wanted = {};
  for (const { remote } of allExposes(html)) {
    const url = remotes[remote];
    if (typeof url === 'string' && /^https?:/.test(url)) wanted[remote] = url;
  }
  if (!Object.keys(wanted).length) return Promise.resolve({});
  const reading = reader.read(wanted);
  if (pathname === undefined || preloadedExposes(html, pathname).length) return reading;
  reading.catch(() => undefined);
  return Promise.resolve({});
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The Content Security Policy sources that allow the page's inline scripts, one `'sha256-…'` per script element
 * with a body and no `src` that the browser runs (a JSON data block is not run, so no policy governs it). The
 * shell's template has one: the landing's first paint (shell/public/index.html). Give it the page as built, never
 * as served: what a request adds to the page (the run-time config) must not be able to add a script the policy
 * allows. Hashing the build's text keeps the policy right whatever the build did to the script.
 * @param {string} html
 * @returns {string[]}
 */
function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes) || !body) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Writes the page rendered from a template and a run-time config file (the container's start).
 * The template stays as built, so a restart with other settings renders from it again.
 * @param {string} templateFile @param {string} configFile @param {string} pageFile
 */
function renderShellPage(templateFile, configFile, pageFile) {
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  fs.writeFileSync(pageFile, withRuntimeConfig(fs.readFileSync(templateFile, 'utf8'), config));
}

if (require.main === module) {
  const files = process.argv.slice(2);
  if (files[0] === '--script-hashes' && files.length === 2) {
    // for the container's policy (docker/shell/40-runtime-config.sh): the page's inline scripts, space-separated
    console.log(inlineScriptHashes(fs.readFileSync(files[1], 'utf8')).join(' '));
  } else if (files.length === 3) {
    renderShellPage(files[0], files[1], files[2]);
    console.log(`${files[2]} written with the run-time config inlined`);
  } else {
    console.error('usage: node shell-page.cjs <index.html as built> <runtime-config.json> <index.html to write>');
    console.error('       node shell-page.cjs --script-hashes <index.html as built>');
    process.exit(2);
  }
}

module.exports = {
  withRuntimeConfig,
  preloadedRemotes,
  preloadedExposes,
  allExposes,
  exposePreloads,
  exposeFiles,
  federationScriptsQuery,
  FEDERATION_SCRIPTS_META,
  createManifestReader,
  readManifests,
  renderShellPage,
  inlineScriptHashes,
  INLINE_RUNTIME_CONFIG_ID,
};
