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

/** Fetches the deploy-time settings, never from the HTTP cache; any failure yields the defaults. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  return loadSharedRuntimeConfig(DEFAULT_RUNTIME_CONFIG, fetchImpl);
}
