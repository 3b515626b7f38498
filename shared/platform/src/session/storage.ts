import { createJSONStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

/**
 * Stores a string as it is (the platform stores `token`, `guest_id`, `zoneid`
 * and `location` as raw strings, not JSON); `null` removes the key.
 */
export const rawStringStorage: SyncStorage<string | null> = {
  getItem: (key, initialValue) => browserStorage()?.getItem(key) ?? initialValue,
  setItem: (key, value) => {
    const storage = browserStorage();
    if (!storage) return;
    if (value === null || value === '') storage.removeItem(key);
    else storage.setItem(key, value);
  },
  removeItem: (key) => browserStorage()?.removeItem(key),
};

/** JSON values; a corrupt stored value reads as the initial value instead of throwing. */
export function jsonStorage<T>(): SyncStorage<T> {
  const json = createJSONStorage<T>(() => browserStorage() ?? memoryStorage);
  return {
    getItem: (key, initialValue) => {
      try {
        return json.getItem(key, initialValue) ?? initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem: (key, value) => {
      if (value === null || value === undefined) json.removeItem(key);
      else json.setItem(key, value);
    },
    removeItem: (key) => json.removeItem(key),
  };
}

const memoryValues = new Map<string, string>();
const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => memoryValues.get(key) ?? null,
  setItem: (key, value) => void memoryValues.set(key, value),
  removeItem: (key) => void memoryValues.delete(key),
};
