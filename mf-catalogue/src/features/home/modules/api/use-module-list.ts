import { languageAtom, moduleAtom, request, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The home lists change slowly: one fetch per five minutes (spec §9 caches). */
export const HOME_LIST_CACHE_MS = 5 * 60 * 1000;

type Query = Record<string, string | number | undefined>;

/**
 * A list of the chosen module's home, asked with the module and zone headers: both are part of
 * the key, so another module or zone is another list. Nothing is asked without a module and a zone.
 * `viewer` names whose list it is when the answer depends on the signed-in customer (part of the key).
 */
export function useModuleList<T>(path: string | null, query: Query = {}, viewer = '') {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  const language = useAtomValue(languageAtom);
  const key = path && module && hasZone ? ([path, JSON.stringify(query), module.id, zoneId, language, viewer] as const) : null;
  return useSWR(key, ([url]) => request<T>(url, { query }), { dedupingInterval: HOME_LIST_CACHE_MS, revalidateOnFocus: false });
}
