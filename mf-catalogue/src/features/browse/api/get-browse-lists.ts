import { moduleAtom, request, zoneIdAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

export interface Category {
  id: number;
  name: string;
  slug?: string;
  image_full_url?: string | null;
  parent_id?: number;
  childes?: Category[];
}
export interface Brand {
  id: number;
  name: string;
  image_full_url?: string | null;
  items_count?: number;
}

/** §9: categories are cached 5 minutes; brands change as rarely. */
export const BROWSE_CACHE_MS = 5 * 60 * 1000;

const rows = <T extends { id: number; name: string }>(value: unknown): T[] =>
  Array.isArray(value) ? value.filter((row): row is T => Boolean(row) && typeof row.id === 'number' && typeof row.name === 'string') : [];

/** A list of the chosen module in the saved zones (both are request headers, so both are in the key). */
function useModuleList<T extends { id: number; name: string }>(path: string | null) {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  return useSWR(path ? [path, module?.id ?? null, zoneId] : null, async () => rows<T>(await request<unknown>(path!)), {
    dedupingInterval: BROWSE_CACHE_MS,
  });
}

export const useCategories = () => useModuleList<Category>('categories');
export const useChildCategories = (id: string | number | undefined) => useModuleList<Category>(id ? `categories/childes/${id}` : null);
export const useBrands = () => useModuleList<Brand>('brand');
