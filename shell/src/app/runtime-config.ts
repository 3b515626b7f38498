import { loadRuntimeConfig as loadSharedRuntimeConfig, parseRuntimeConfig as parseSharedRuntimeConfig, type RuntimeConfig } from '@storefront/platform';

/** What the shell uses when /runtime-config.json is missing or unreadable: the local ports. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  mapsApiKey: '',
  remotes: {
    mf_catalogue: 'http://localhost:3001/mf-manifest.json',
    mf_cart: 'http://localhost:3002/mf-manifest.json',
    mf_account: 'http://localhost:3003/mf-manifest.json',
    mf_location: 'http://localhost:3004/mf-manifest.json',
    mf_parcel: 'http://localhost:3005/mf-manifest.json',
  },
};

/** Reads /runtime-config.json with the shell's defaults (the local remotes) for anything missing or invalid. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  return parseSharedRuntimeConfig(raw, DEFAULT_RUNTIME_CONFIG);
}

/** Fetches the deploy-time settings, never from the HTTP cache; any failure yields the defaults. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  return loadSharedRuntimeConfig(DEFAULT_RUNTIME_CONFIG, fetchImpl);
}
