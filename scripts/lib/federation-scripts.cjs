'use strict';

/**
 * The federation's scripts of a view in one response (docs/performance.md, "The remotes' scripts in one response").
 *
 * A page that shows the header's cart, profile menu and location button loads, for each of those remotes, its
 * `remoteEntry.js` and the chunks of the expose it mounts: six or more small scripts from three origins, each
 * compressed alone. Most of a remote entry is the same webpack start-up code as the next one's, so one response
 * holding them all compresses to about half (issue 9's federation tax on bytes). The shell's static server answers
 * FEDERATION_SCRIPTS_PATH with those files, read from each remote's origin as that remote deployed them (its
 * manifest, read with the page's short cache, names them), one after the other:
 *
 *     /_federation-scripts.js?x=mf_cart/CartButton&x=mf_account/ProfileMenu
 *
 * Each `x` is `<remote>/<Expose>[+<chunk>…]`, as the page's storefront-preload-exposes meta tag writes them, and the
 * chunks that meta tag names for an expose on any page are added. Only remotes of the run-time config and files
 * their manifests list are ever read: the query chooses among them, it names no URL.
 *
 * The shell's code (shell/src/app/federation-scripts.ts) asks for it when the federation's run time is about to
 * load remote entries, and takes each container from it; a file that could not be read is left out, and the run
 * time then loads that remote the usual way.
 *
 * How a part runs in the shared response:
 * - a remote entry declares its container as a global (`var mf_cart`) and, built with `publicPath: 'auto'`, finds
 *   the URL of its chunks from `document.currentScript.src`, which would be this response's: for the time its
 *   code runs, the document's `currentScript` says the entry's own URL (an own property over the prototype's
 *   getter, deleted after);
 * - a chunk is a function call, so its `"use strict"` stays a directive;
 * - each part is in its own `try`, so a part that throws leaves the others (and its remote falls back); a part that
 *   would not parse (which no `try` catches) is never put in (createScriptReader compiles each body once);
 * - an entry whose container is on the page already (the page's code stopped waiting for this response and the run
 *   time loaded that entry itself) does not run again.
 */

const { createHash } = require('node:crypto');
const { promisify } = require('node:util');
const vm = require('node:vm');
const zlib = require('node:zlib');
const { allExposes, exposeFiles } = require('./shell-page.cjs');

const FEDERATION_SCRIPTS_PATH = '/_federation-scripts.js';
/** At most this many exposes in one request (a page's first view mounts five or six). */
const MAX_EXPOSES = 12;
/** How long a remote entry read is reused (as the manifests'); a hashed chunk never changes. */
const ENTRY_TTL_MS = 2000;
const READ_TIMEOUT_MS = 2000;
/**
 * How long a request waits for a manifest not read yet (a page waits 100 ms, then goes without its preloads): a remote
 * left out of the response is one request more for the page, so this waits longer.
 */
const MANIFEST_WAIT_MS = 1000;
/** Hashed chunks kept in memory, and combined responses with their compressed copies. */
const MAX_CACHED_FILES = 300;
const MAX_CACHED_RESPONSES = 50;
/**
 * At most this many responses made at once (each reads files and compresses at brotli's best quality, 50–150 ms of
 * CPU for a view's): more are refused with 503, and the page's code then loads those remotes file by file.
 */
const MAX_MAKING = 4;
/** A file the server reads is at most this large (a view's remote scripts are tens of KB). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** A build's content-hashed file name (`1234.0f0f0f0f.js`): its content never changes. */
const HASHED_SCRIPT = /\.([0-9a-f]{8,})\.js$/;
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The marker before each part: `/*! federation-script <url> *\/` (e2e/support/first-view.ts splits on it). */
const PART_MARKER = 'federation-script';

/**
 * The exposes a query asks for, or null when it is not one this path answers.
 * @param {URLSearchParams} searchParams
 * @returns {{ remote: string, expose: string, chunks: string[] }[] | null}
 */
function parseFederationScriptsQuery(searchParams) {
  const values = searchParams.getAll('x');
  if (values.length === 0 || values.length > MAX_EXPOSES) return null;
  const exposes = [];
  for (const value of values) {
    const match = /^([\w-]+)\/([\w-]+)((?:\+[\w-]+)*)$/.exec(value);
    if (!match) return null;
    exposes.push({ remote: match[1], expose: `./${match[2]}`, chunks: match[3].split('+').filter(Boolean) });
  }
  return exposes;
}

/**
 * The exposes with the chunks the page's meta tag names for each (on any path), each chunk once.
 * @param {{ remote: string, expose: string, chunks: string[] }[]} exposes
 * @param {string} html the shell's page as built
 */
function withNamedChunks(exposes, html) {
  const named = allExposes(html);
  return exposes.map((entry) => {
    const chunks = new Set(entry.chunks);
    for (const other of named)
      if (other.remote === entry.remote && other.expose === entry.expose) for (const chunk of other.chunks) chunks.add(chunk);
    return { ...entry, chunks: [...chunks] };
  });
}

/**
 * The script that runs those files one after the other (see the file's comment).
 * @param {{ url: string, entry: boolean, body: string, global?: string }[]} parts
 * @returns {string}
 */
function combineScripts(parts) {
  return parts
    .map(({ url, entry, body, global }) => {
      const marker = `/*! ${PART_MARKER} ${url.replace(/\*\//g, '*%2F')} */\n`;
      if (!entry) return `${marker}try{(function(){\n${body}\n}).call(self)}catch(e){console.error(e)}\n`;
      const shim = `Object.defineProperty(document,"currentScript",{configurable:!0,get:function(){return{tagName:"SCRIPT",src:${JSON.stringify(url)}}}});`;
      // not again where the run time has loaded that remote's entry itself meanwhile (this response came late)
      const absent = `self[${JSON.stringify(global ?? '')}]===void 0`;
      return `${marker}try{if(${absent}){${shim}\n${body}\n}}catch(e){console.error(e)}finally{delete document.currentScript}\n`;
    })
    .join('');
}

/**
 * Whether a body is a script a browser can parse: compiled (not run) once as it is read, so a part that would stop
 * the whole response with a SyntaxError (an error page, a cut file) is never put in one.
 * @param {string} body
 */
function parses(body) {
  try {
    new vm.Script(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * A reader of the remotes' files with a cache: a file with a content hash in its name is kept (its name changes with
 * its content), any other (a remote entry, a development build's `[name].js`) is read again after ENTRY_TTL_MS.
 * A file that cannot be read, is not a script that parses, is larger than MAX_FILE_BYTES or would need a redirect
 * gives null, and is not kept.
 * @param {{ fetch?: typeof fetch, now?: () => number }} [options]
 */
function createScriptReader({ fetch: get = fetch, now = Date.now } = {}) {
  /** @type {Map<string, { at: number, value: Promise<string | null> }>} */
  const cache = new Map();
  /** @param {string} url */
  function read(url) {
    const cached = cache.get(url);
    if (cached && (HASHED_SCRIPT.test(new URL(url).pathname) || now() - cached.at < ENTRY_TTL_MS)) return cached.value;
    const value = get(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS), redirect: 'error' })
      .then(async (response) => {
        if (!response.ok || /html/i.test(response.headers?.get?.('content-type') ?? '')) return null;
        if (Number(response.headers?.get?.('content-length') ?? 0) > MAX_FILE_BYTES) return null;
        const body = await response.text();
        return body.length <= MAX_FILE_BYTES && parses(body) ? body : null;
      })
      .catch(() => null);
    // a failed read is not kept: the next page asks again
    value.then((body) => body === null && cache.get(url)?.value === value && cache.delete(url));
    cache.set(url, { at: now(), value });
    if (cache.size > MAX_CACHED_FILES) cache.delete(/** @type {string} */ (cache.keys().next().value));
    return value;
  }
  return { read };
}

/**
 * The parts that go into a response, the entries before the chunks: of each remote, its entry and the chunks that entry names (its chunk map holds
 * each chunk's hash), only when every file of it is a build's hashed one besides the entry and all came from the
 * origin of the remote's manifest. A remote whose entry could not be read is left out whole (its chunks may be of
 * another build than the entry the browser will load); so is a chunk the entry does not name (the manifest read was
 * of the build before or after the entry's), and a remote served as a development build (files without a hash,
 * rebuilt in place, with the dev server's client in its entry): the browser loads those the usual way.
 * @param {{ remote: string, url: string, entry: boolean, global?: string }[]} files
 * @param {(string | null)[]} bodies
 * @param {Record<string, unknown>} remotes the run-time config's remote map (manifest URLs)
 * @returns {{ remote: string, url: string, entry: boolean, global?: string, body: string }[]}
 */
function partsToSend(files, bodies, remotes) {
  const parts = files.map((file, index) => ({ ...file, body: bodies[index] }));
  // the entries first: mostly the same code, they compress against each other within gzip's 32 KB window
  const ordered = [...parts.filter((part) => part.entry), ...parts.filter((part) => !part.entry)];
  return ordered.flatMap((part) => {
    const own = parts.filter((other) => other.remote === part.remote);
    const entry = own.find((other) => other.entry);
    const origin = new URL(String(remotes[part.remote])).origin;
    if (!entry || typeof entry.body !== 'string') return [];
    if (own.some((other) => !other.entry && !HASHED_SCRIPT.test(new URL(other.url).pathname))) return [];
    if (own.some((other) => new URL(other.url).origin !== origin)) return [];
    if (typeof part.body !== 'string') return [];
    if (!part.entry && !entry.body.includes(/** @type {RegExpExecArray} */ (HASHED_SCRIPT.exec(new URL(part.url).pathname))[1])) return [];
    return [/** @type {{ remote: string, url: string, entry: boolean, global?: string, body: string }} */ (part)];
  });
}

/**
 * The answer of FEDERATION_SCRIPTS_PATH, built from what the server has: its page, its run-time config, a manifest
 * reader (shell-page.cjs's, shared with the pages' preloads) and a script reader.
 * @param {object} deps
 * @param {() => Promise<Record<string, unknown> | null>} deps.config
 * @param {() => Promise<string | null>} deps.page
 * @param {{ read: (remotes: Record<string, string>, options?: { waitMs?: number }) => Promise<Record<string, unknown>> }} deps.manifests
 * @param {{ read: (url: string) => Promise<string | null> }} [deps.scripts]
 */
function createFederationScripts({ config, page, manifests, scripts = createScriptReader() }) {
  /** @type {Map<string, { etag: string, body: Buffer, br: Buffer, gzip: Buffer }>} */
  const responses = new Map();

  /**
   * The response for this text, compressed once (off the event loop, in libuv's threads), the most recently used kept.
   * @param {string} text
   */
  async function compressed(text) {
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    let response = responses.get(etag);
    if (!response) {
      const body = Buffer.from(text, 'utf8');
      const [br, gzipped] = await Promise.all([
        // brotli at its best quality, as the builds' own copies (the budgets check what is sent against that)
        brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
        gzip(body, { level: 9 }),
      ]);
      response = { etag, body, br, gzip: gzipped };
      if (responses.size >= MAX_CACHED_RESPONSES) responses.delete(/** @type {string} */ (responses.keys().next().value));
    } else {
      responses.delete(etag);
    }
    responses.set(etag, response);
    return response;
  }

  /** @type {Map<string, Promise<Answer>>} */
  const answering = new Map();

  /**
   * The script for a query, or the status to answer instead; one making at a time per query (the page that preloads
   * it starts the making, so the browser's request finds it made or on the way: see static-server.cjs).
   * @param {URLSearchParams} searchParams
   * @returns {Promise<Answer>}
   */
  function answer(searchParams) {
    // the same exposes in another order are the same response
    const key = [...new Set(searchParams.getAll('x'))].sort().join('&');
    let making = answering.get(key);
    if (!making && answering.size >= MAX_MAKING) return Promise.resolve({ status: 503 });
    if (!making) {
      making = make(searchParams).finally(() => answering.delete(key));
      answering.set(key, making);
    }
    return making;
  }

  /**
   * @typedef {{ status: 200, etag: string, body: Buffer, br: Buffer, gzip: Buffer, files: number } | { status: 400 | 404 | 503 }} Answer
   * @param {URLSearchParams} searchParams
   * @returns {Promise<Answer>}
   */
  async function make(searchParams) {
    const parsed = parseFederationScriptsQuery(searchParams);
    if (!parsed) return { status: 400 };
    const asked = [...new Map(parsed.map((entry) => [`${entry.remote}/${entry.expose}+${entry.chunks}`, entry])).values()].sort((a, b) =>
      `${a.remote}/${a.expose}`.localeCompare(`${b.remote}/${b.expose}`),
    );
    const [runtimeConfig, html] = await Promise.all([config(), page()]);
    if (!runtimeConfig || !html) return { status: 404 };
    const remotes = /** @type {Record<string, unknown>} */ (runtimeConfig.remotes ?? {});
    /** @type {Record<string, string>} */
    const wanted = {};
    for (const { remote } of asked) {
      const url = remotes[remote];
      if (typeof url === 'string' && /^https?:/.test(url)) wanted[remote] = url;
    }
    const read = Object.keys(wanted).length ? await manifests.read(wanted, { waitMs: MANIFEST_WAIT_MS }) : {};
    const files = exposeFiles(withNamedChunks(asked, html), remotes, read);
    const bodies = await Promise.all(files.map((file) => scripts.read(file.url)));
    const parts = partsToSend(files, bodies, remotes);
    return { status: 200, files: parts.length, ...(await compressed(combineScripts(parts))) };
  }

  return { answer };
}

module.exports = {
  FEDERATION_SCRIPTS_PATH,
  PART_MARKER,
  parseFederationScriptsQuery,
  withNamedChunks,
  combineScripts,
  createScriptReader,
  partsToSend,
  createFederationScripts,
};
