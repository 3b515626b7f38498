import type { RuntimeConfig } from './runtime-config';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** What a page uses when /runtime-config.json is missing or unreadable: the local API, no remotes. */
export const LOCAL_RUNTIME_CONFIG: RuntimeConfig = { apiUrl: 'http://localhost:4000', mapsApiKey: '', remotes: {} };

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
export function parseRuntimeConfig(raw: unknown, defaults: RuntimeConfig = LOCAL_RUNTIME_CONFIG): RuntimeConfig {
  const record = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const remotes = { ...defaults.remotes };
  if (record.remotes && typeof record.remotes === 'object' && !Array.isArray(record.remotes)) {
    for (const [name, entry] of Object.entries(record.remotes as Record<string, unknown>)) {
      if (/^[A-Za-z_$][\w$]*$/.test(name) && isHttpUrl(entry)) remotes[name] = entry;
    }
  }
  return {
    apiUrl: isHttpUrl(record.apiUrl) ? record.apiUrl : defaults.apiUrl,
    mapsApiKey: typeof record.mapsApiKey === 'string' ? record.mapsApiKey : defaults.mapsApiKey,
    remotes,
  };
}

/** Fetches the deploy-time settings, never from the HTTP cache; any failure yields the defaults. */
export async function loadRuntimeConfig(
  defaults: RuntimeConfig = LOCAL_RUNTIME_CONFIG,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json(), defaults);
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_PATH} could not be read; using the defaults.`, error);
    return defaults;
  }
}
