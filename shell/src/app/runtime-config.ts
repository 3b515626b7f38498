import {
  loadRuntimeConfig as loadSharedRuntimeConfig,
  parseRuntimeConfig as parseSharedRuntimeConfig,
  type RuntimeConfig,
} from '@storefront/platform';
import localRuntimeConfig from '../../public/runtime-config.json';

/**
 * What the shell uses when /runtime-config.json is missing or unreadable: the
 * local ports, from the default file (generated from apps.json).
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = localRuntimeConfig;

/** Reads /runtime-config.json with the shell's defaults (the local remotes) for anything missing or invalid. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  return parseSharedRuntimeConfig(raw, DEFAULT_RUNTIME_CONFIG);
}

/**
 * The id of the `<script type="application/json">` in which the static server
 * (scripts/lib/shell-page.cjs, for the Node server and the docker image) puts the run-time config into the page, so
 * the shell does not wait for a request to /runtime-config.json before it
 * registers the remotes. A data block: not run, so the Content Security Policy allows it.
 */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

/** The run-time config the page was served with, if the server inlined one that parses. */
export function inlineRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined; // unreadable: fetch it instead
  }
}

/**
 * The deploy-time settings: the ones inlined in the page when the server put
 * them there, else fetched, never from the HTTP cache; any failure yields the defaults.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig(doc);
  if (inline) return Promise.resolve(inline);
  return loadSharedRuntimeConfig(DEFAULT_RUNTIME_CONFIG, fetchImpl);
}
