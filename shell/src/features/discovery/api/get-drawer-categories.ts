import { moduleAtom, request, useLanguage, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The spec's drawer lists show up to 10 entries, then View all. */
export const DRAWER_LIST_SIZE = 10;

/** The part of a category the drawer shows. */
export interface DrawerCategory {
  id: number;
  name: string;
  slug?: string | null;
}

/** Categories are per module and localised: the key holds the language, the zone and the module (the headers the call carries). */
export const getDrawerCategoriesKey = (language: string, zoneId: string | null, moduleId: number | undefined) =>
  ['categories', language, zoneId, moduleId] as const;

export async function fetchDrawerCategories(): Promise<DrawerCategory[]> {
  const categories = await request<DrawerCategory[]>('categories');
  return Array.isArray(categories) ? categories.slice(0, DRAWER_LIST_SIZE) : [];
}

/** Fetched only while `enabled` (the Categories section is open). */
export function useDrawerCategories(enabled: boolean) {
  const language = useLanguage();
  const zoneId = useAtomValue(zoneIdAtom);
  const module = useAtomValue(moduleAtom);
  return useSWR(enabled && module ? getDrawerCategoriesKey(language, zoneId, module.id) : null, fetchDrawerCategories);
}
