import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { LatLng, Module } from '@storefront/contract';
import { jsonStorage, rawStringStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

const onInit = { getOnInit: true } as const;

export const tokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.token, null, rawStringStorage, onInit);
export const guestIdAtom = atomWithStorage<string | null>(STORAGE_KEYS.guestId, null, rawStringStorage, onInit);
/** The zone ids as the platform stores and sends them: a JSON array string such as "[1,3]". */
export const zoneIdAtom = atomWithStorage<string | null>(STORAGE_KEYS.zoneId, null, rawStringStorage, onInit);
export const currentLatLngAtom = atomWithStorage<LatLng | null>(STORAGE_KEYS.currentLatLng, null, jsonStorage<LatLng | null>(), onInit);
/** The formatted delivery address. */
export const locationAtom = atomWithStorage<string | null>(STORAGE_KEYS.location, null, rawStringStorage, onInit);
export const moduleAtom = atomWithStorage<Module | null>(STORAGE_KEYS.module, null, jsonStorage<Module | null>(), onInit);
/** The chosen language code; null until the visitor picks one (then English applies). */
export const languageAtom = atomWithStorage<string | null>(STORAGE_KEYS.language, null, rawStringStorage, onInit);
export const searchedValuesAtom = atomWithStorage<string[]>(STORAGE_KEYS.searchedValues, [], jsonStorage<string[]>(), onInit);
export const countryAtom = atomWithStorage<string | null>(STORAGE_KEYS.country, null, rawStringStorage, onInit);
export const settingsAtom = atomWithStorage<{ direction: 'ltr' | 'rtl' } | null>(
  STORAGE_KEYS.settings,
  null,
  jsonStorage<{ direction: 'ltr' | 'rtl' } | null>(),
  onInit,
);

/** Zone ids parsed from the stored JSON array string; anything malformed reads as none. */
export const zoneIdsAtom = atom((get) => parseZoneIds(get(zoneIdAtom)));
export const isSignedInAtom = atom((get) => Boolean(get(tokenAtom)));
export const hasLocationAtom = atom((get) => Boolean(get(locationAtom) && get(zoneIdsAtom).length > 0));

export function parseZoneIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    // Only numbers and numeric strings are ids (a stored `true` is not zone 1).
    return list
      .filter((id) => typeof id === 'number' || (typeof id === 'string' && /^\s*\d+\s*$/.test(id)))
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

export function serializeZoneIds(ids: number[]): string {
  return JSON.stringify(ids);
}

// One store for the whole page: the shell's Provider and every remote read the
// same atoms. Kept on globalThis for the same reason as the bus.
const STORE_KEY = Symbol.for('@storefront/platform/session-store');
type GlobalWithStore = typeof globalThis & { [STORE_KEY]?: ReturnType<typeof createStore> };

export function getSessionStore(): ReturnType<typeof createStore> {
  const scope = globalThis as GlobalWithStore;
  scope[STORE_KEY] ??= createStore();
  return scope[STORE_KEY];
}

/**
 * For tests: a fresh store that becomes the page's store, holding what browser
 * storage holds now, as a page load would (persisted atoms read storage once,
 * when this module loads, so a test that fills localStorage first needs this).
 */
export function resetSessionStore(): ReturnType<typeof createStore> {
  const scope = globalThis as GlobalWithStore;
  const store = createStore();
  store.set(tokenAtom, rawStringStorage.getItem(STORAGE_KEYS.token, null));
  store.set(guestIdAtom, rawStringStorage.getItem(STORAGE_KEYS.guestId, null));
  store.set(zoneIdAtom, rawStringStorage.getItem(STORAGE_KEYS.zoneId, null));
  store.set(locationAtom, rawStringStorage.getItem(STORAGE_KEYS.location, null));
  store.set(languageAtom, rawStringStorage.getItem(STORAGE_KEYS.language, null));
  store.set(countryAtom, rawStringStorage.getItem(STORAGE_KEYS.country, null));
  store.set(currentLatLngAtom, jsonStorage<LatLng | null>().getItem(STORAGE_KEYS.currentLatLng, null));
  store.set(moduleAtom, jsonStorage<Module | null>().getItem(STORAGE_KEYS.module, null));
  store.set(searchedValuesAtom, jsonStorage<string[]>().getItem(STORAGE_KEYS.searchedValues, []));
  store.set(settingsAtom, jsonStorage<{ direction: 'ltr' | 'rtl' } | null>().getItem(STORAGE_KEYS.settings, null));
  scope[STORE_KEY] = store;
  return store;
}
