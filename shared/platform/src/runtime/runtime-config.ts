/**
 * The deploy-time settings the shell reads from /runtime-config.json, kept
 * where every remote can read them (the location remote needs the maps key).
 * Kept on globalThis for the same reason as the bus: one value per page even
 * if a second copy of this module loads.
 */
export interface RuntimeConfig {
  apiUrl: string;
  /** Browser key of the maps provider; empty when the site uses the API's own geo endpoints only. */
  mapsApiKey: string;
  /** Federation name → URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
}

const RUNTIME_CONFIG_KEY = Symbol.for('@storefront/platform/runtime-config');
type GlobalWithRuntimeConfig = typeof globalThis & { [RUNTIME_CONFIG_KEY]?: RuntimeConfig };

export function getRuntimeConfig(): RuntimeConfig {
  const scope = globalThis as GlobalWithRuntimeConfig;
  scope[RUNTIME_CONFIG_KEY] ??= { apiUrl: 'http://localhost:4000', mapsApiKey: '', remotes: {} };
  return scope[RUNTIME_CONFIG_KEY];
}

/** Called once by the shell (or a remote's standalone harness) after reading /runtime-config.json. */
export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  const scope = globalThis as GlobalWithRuntimeConfig;
  scope[RUNTIME_CONFIG_KEY] = { ...getRuntimeConfig(), ...next };
}

/** The maps key for the pick-location map; '' when none is configured. */
export function getMapsApiKey(): string {
  return getRuntimeConfig().mapsApiKey;
}
