import type { RuntimeConfig } from '@storefront/shared';

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

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim()) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads whatever the file holds field by field: a valid field wins, anything
 * else keeps its default, so one typo in a deploy cannot blank the page.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const record = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const remotes = { ...DEFAULT_RUNTIME_CONFIG.remotes };
  if (record.remotes && typeof record.remotes === 'object' && !Array.isArray(record.remotes)) {
    for (const [name, entry] of Object.entries(record.remotes as Record<string, unknown>)) {
      if (/^[A-Za-z_$][\w$]*$/.test(name) && isHttpUrl(entry)) remotes[name] = entry;
    }
  }
  return {
    apiUrl: isHttpUrl(record.apiUrl) ? record.apiUrl : DEFAULT_RUNTIME_CONFIG.apiUrl,
    mapsApiKey: typeof record.mapsApiKey === 'string' ? record.mapsApiKey : DEFAULT_RUNTIME_CONFIG.mapsApiKey,
    remotes,
  };
}

/** Fetches the deploy-time settings, never from the HTTP cache; any failure yields the defaults. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`[shell] ${RUNTIME_CONFIG_PATH} could not be read; using the default remotes and API.`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
