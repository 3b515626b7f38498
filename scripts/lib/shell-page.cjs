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

const fs = require('node:fs');

/** The id of the JSON data block holding the run-time config (INLINE_RUNTIME_CONFIG_ID in shell/src/app/runtime-config.ts). */
const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

/**
 * The page with the run-time config inlined before `</head>`: a JSON data
 * block (not run, so the Content Security Policy has nothing to allow; `<`
 * escaped, so no value can close the element) and a `preconnect` link to
 * each other origin it names (the API, the remotes), `crossorigin` as the
 * fetches that will use them.
 * @param {string} html
 * @param {Record<string, unknown>} config
 * @returns {string}
 */
function withRuntimeConfig(html, config) {
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
  const preloads = preloadedRemotes(html)
    .map((name) => remotes[name])
    .filter((url) => typeof url === 'string' && /^https?:/.test(url))
    .map((url) => `<link rel="preload" as="fetch" href="${escapeAttribute(/** @type {string} */ (url))}" crossorigin="anonymous">`);
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

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
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
  if (files.length !== 3) {
    console.error('usage: node shell-page.cjs <index.html as built> <runtime-config.json> <index.html to write>');
    process.exit(2);
  }
  renderShellPage(files[0], files[1], files[2]);
  console.log(`${files[2]} written with the run-time config inlined`);
}

module.exports = { withRuntimeConfig, preloadedRemotes, renderShellPage, INLINE_RUNTIME_CONFIG_ID };
