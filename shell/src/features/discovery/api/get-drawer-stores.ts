import type { Store } from '@storefront/contract';
import { moduleAtom, request, useLanguage, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { DRAWER_LIST_SIZE } from './get-drawer-categories';

export type DrawerStoreList = 'latest' | 'popular';

/** Stores are per zone and module, names per language: all three are in the key. */
export const getDrawerStoresKey = (list: DrawerStoreList, language: string, zoneId: string | null, moduleId: number | undefined) =>
  [`stores/${list}`, language, zoneId, moduleId, DRAWER_LIST_SIZE] as const;

export async function fetchDrawerStores(list: DrawerStoreList): Promise<Store[]> {
  const page = await request<{ stores?: Store[] }>(`stores/${list}`, { query: { type: 'all', offset: 1, limit: DRAWER_LIST_SIZE } });
  return (page?.stores ?? []).slice(0, DRAWER_LIST_SIZE);
}

/** Latest or popular stores for the phone drawer, fetched only while its section is open. */
export function useDrawerStores(list: DrawerStoreList, enabled: boolean) {
  const language = useLanguage();
  const zoneId = useAtomValue(zoneIdAtom);
  const module = useAtomValue(moduleAtom);
  return useSWR(enabled && module ? getDrawerStoresKey(list, language, zoneId, module.id) : null, () => fetchDrawerStores(list));
}
