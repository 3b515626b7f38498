import { moduleAtom, tokenAtom, useLanguage, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR, { type SWRConfiguration } from 'swr';

export interface ScopeOptions extends SWRConfiguration {
  /** Only for a signed-in customer (the token is then part of the key). */
  signedIn?: boolean;
  /** Waits for a module and a picked zone (the API answers 403 without them). */
  needsZone?: boolean;
}

/**
 * A home list keyed by what the request's headers carry: the module, the zones, the language and, for a
 * customer's own list, the token; so another module or zone is another list, and no request goes out
 * before the module and zone are known.
 */
export function useScopedSWR<T>(
  name: string,
  fetcher: () => Promise<T>,
  { signedIn = false, needsZone = true, ...options }: ScopeOptions = {},
) {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  const token = useAtomValue(tokenAtom);
  const language = useLanguage();
  const ready = Boolean(module) && (!needsZone || hasZone) && (!signedIn || Boolean(token));
  return useSWR(ready ? [name, module?.id, zoneId, language, signedIn ? token : null] : null, fetcher, options);
}
