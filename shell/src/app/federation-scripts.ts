import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The remotes' scripts in one response (docs/performance.md, "The remotes' scripts in one response"; the server's
 * side is scripts/lib/federation-scripts.cjs). Where the page's server answers that path (it says so in the
 * FEDERATION_SCRIPTS_META tag it adds), the remote entries and expose chunks the federation's run time is about to
 * load come as one script from the shell's origin, which compresses to about half of the files apart: the remote
 * entries are mostly the same webpack start-up code.
 *
 * - Every `loadRemote` of a remote whose container is not on the page yet joins the open batch (the first view
 *   mounts its header's remotes in one render); the batch is asked for when the run time first needs one of its
 *   entries (after that remote's manifest has come), as one `<script>`.
 * - A batch the page preloaded (`<link rel="preload" data-federation-scripts>`, the server's choice for the path,
 *   such as /home's) is the same script, asked for when one of its exposes is requested.
 * - The run time takes the entry from the global the script declared; the expose's chunks are already installed, so
 *   its own preload of them is left out. A script that fails, or a remote it lacks, leaves the run time to load
 *   that remote the usual way (with the retry and fallback plugins).
 */

/** The longest the first batch waits for the first render (see firstViewRendered). */
const FIRST_RENDER_WAIT_MS = 1000;
/** The longest the run time waits for a batch's script before it loads the remote's entry itself. */
const SCRIPT_WAIT_MS = 10_000;

let renderedNow: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => (renderedNow = resolve));

/**
 * Called once the app's first render is committed: every remote the first view shows has been requested by then
 * (a remote's component asks for its code when it renders), so the first batch holds them all. Until then, or
 * FIRST_RENDER_WAIT_MS, a batch the run time needs waits: the header's remotes render in different slices of the
 * first render, and their manifests can come in between.
 */
export function firstViewRendered(): void {
  renderedNow();
}

/** The meta tag the server adds, holding the path (FEDERATION_SCRIPTS_META in scripts/lib/shell-page.cjs). */
export const FEDERATION_SCRIPTS_META = 'storefront-federation-scripts';

interface Batch {
  /** `<remote>/<Expose>` of each expose it holds. */
  exposes: Set<string>;
  remotes: Set<string>;
  /** The script's URL: the preload's, or made from `exposes` when asked for. */
  url?: string;
  /** Settles when the script has run or failed (or SCRIPT_WAIT_MS have passed). */
  loaded?: Promise<void>;
  settled?: boolean;
}

interface Container {
  get: unknown;
  init: unknown;
}

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Container).get === 'function' &&
  typeof (value as Container).init === 'function';

/** `mf_cart/CartButton` → the remote and the expose's name (`CartButton`); null for another id (a shared package). */
function parseId(id: string): { remote: string; expose: string } | null {
  const match = /^([\w-]+)\/([\w-]+)$/.exec(id);
  return match ? { remote: match[1]!, expose: match[2]! } : null;
}

/** The exposes a preloaded batch's URL asks for (its `x` values, without the chunks after `+`). */
function exposesOf(url: string, doc: Document): string[] {
  return new URL(url, doc.baseURI).searchParams.getAll('x').map((value) => value.split('+')[0]!);
}

/** The plugin, or null when the page's server does not answer the path (the docker image's nginx, a remote's own page). */
export function federationScriptsPlugin(doc: Document = document): ModuleFederationRuntimePlugin | null {
  const path = doc.querySelector<HTMLMetaElement>(`meta[name="${FEDERATION_SCRIPTS_META}"]`)?.content;
  if (!path) return null;
  const scope = globalThis as unknown as Record<string, unknown>;
  const batches: Batch[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-federation-scripts]')) {
    // the server's batch for this window's width (a batch for wide windows holds the top bar's location button)
    if (link.media && !doc.defaultView?.matchMedia?.(link.media).matches) continue;
    const exposes = exposesOf(link.href, doc);
    batches.push({ exposes: new Set(exposes), remotes: new Set(exposes.map((id) => id.split('/')[0]!)), url: link.href });
  }
  let open: Batch | null = null;

  const batchOf = (remote: string) => batches.find((batch) => batch.remotes.has(remote));

  function load(batch: Batch): Promise<void> {
    if (batch === open) open = null; // what is requested from now on goes into another batch
    batch.loaded ??= new Promise<void>((resolve) => {
      const query = [...batch.exposes].map((id) => `x=${encodeURIComponent(id)}`).join('&');
      const script = doc.createElement('script');
      script.src = batch.url ?? `${path}?${query}`;
      const done = () => {
        clearTimeout(timer);
        script.remove();
        batch.settled = true;
        resolve();
      };
      // a response that hangs: the run time loads the remotes itself (a script that runs later finds their containers there)
      const timer = setTimeout(done, SCRIPT_WAIT_MS);
      script.onload = script.onerror = done;
      doc.head.appendChild(script);
    });
    return batch.loaded;
  }

  /** A batch of the run time's requests waits for the first render's (a preloaded one is as the server made it). */
  async function loadWhenRendered(batch: Batch): Promise<void> {
    if (!batch.url) await Promise.race([rendered, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
    return load(batch);
  }

  return {
    name: 'storefront-federation-scripts',
    beforeRequest(args) {
      const id = parseId(args.id);
      if (!id || isContainer(scope[id.remote])) return args;
      const batch = batchOf(id.remote);
      if (batch && batch !== open) {
        // a preloaded batch is asked for now, so its script runs as soon as it has come (another expose of a remote
        // whose batch is asked for already loads its own chunks, as usual)
        if (batch.url && batch.exposes.has(args.id)) void load(batch);
        return args;
      }
      open ??= batches[batches.push({ exposes: new Set(), remotes: new Set() }) - 1]!;
      open.exposes.add(args.id);
      open.remotes.add(id.remote);
      return args;
    },
    beforePreloadRemote({ preloadOps }) {
      // the run time's own loading of an expose's chunks, for an expose whose batch holds them; a preload on intent
      // (a route's link) of a remote not on the page yet is a batch of its own
      for (let index = preloadOps.length - 1; index >= 0; index--) {
        const op = preloadOps[index]!;
        const exposes = op.exposes?.map((expose) => `${op.nameOrAlias}/${expose.replace(/^\.\//, '')}`) ?? [];
        if (exposes.length > 0 && !batchOf(op.nameOrAlias) && !isContainer(scope[op.nameOrAlias]) && exposes.every(parseId)) {
          batches.push({ exposes: new Set(exposes), remotes: new Set([op.nameOrAlias]) });
        }
        const batch = batchOf(op.nameOrAlias);
        // a batch that came without the remote's container leaves the run time's own loading as it is
        const lacking = batch?.settled && !isContainer(scope[op.nameOrAlias]);
        if (batch && !lacking && exposes.length > 0 && exposes.every((id) => batch.exposes.has(id))) {
          preloadOps.splice(index, 1);
          void loadWhenRendered(batch); // a preload on intent still loads them, in their batch
        }
      }
    },
    async loadEntry({ remoteInfo }) {
      const batch = batchOf(remoteInfo.name);
      if (!batch) return undefined;
      await loadWhenRendered(batch);
      const container = scope[remoteInfo.entryGlobalName || remoteInfo.name];
      return isContainer(container) ? (container as never) : undefined;
    },
  };
}
