import { cacheKeys } from '@storefront/contract';
import { fetchModuleList, languageAtom, moduleAtom, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The home lists change slowly: one fetch per five minutes (spec §9 caches). */
export const HOME_LIST_CACHE_MS = 5 * 60 * 1000;

type Query = Record<string, string | number | undefined>;

/**
 * A list of the chosen module's home, asked with the module and zone headers: both are part of
 * the key, so another module or zone is another list. Nothing is asked without a module and a zone.
 * `viewer` names whose list it is when the answer depends on the signed-in customer (part of the key).
 * The key and the fetcher are the shared ones (cacheKeys.moduleList, fetchModuleList): the shell asks for the
 * home's first list with them while this remote's code loads, and this hook then takes that answer.
 */
export function useModuleList<T>(path: string | null, query: Query = {}, viewer = '') {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  const language = useAtomValue(languageAtom);
  const key = path && module && hasZone ? cacheKeys.moduleList(path, JSON.stringify(query), module.id, zoneId, language, viewer) : null;
  return useSWR(key, fetchModuleList<T>, { dedupingInterval: HOME_LIST_CACHE_MS, revalidateOnFocus: false });
}
