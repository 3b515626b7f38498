import type { Item } from '@storefront/contract';
import { moduleAtom, request, useLanguage, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import type { FlashSaleProduct } from './get-flash-sale';

export interface FlashSaleItems {
  total_size: number;
  flash_sale: { id: number; title: string; start_date: string; end_date: string };
  products: Item[];
  /** The page's products with the sale's stock and sold count. */
  active_products: FlashSaleProduct[];
}

export const FLASH_SALE_PAGE_SIZE = 30;

export function flashSaleItemsKey(id: string | null, moduleId: number | undefined, zoneId: string | null, language: string) {
  return id ? (['flash-sales/items', id, moduleId ?? null, zoneId, language] as const) : null;
}

export const fetchFlashSaleItems = ([, id]: NonNullable<ReturnType<typeof flashSaleItemsKey>>) =>
  request<FlashSaleItems>('flash-sales/items', { query: { flash_sale_id: id, limit: FLASH_SALE_PAGE_SIZE, offset: 1 } });

export function useFlashSaleItems(id: string | null) {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  const language = useLanguage();
  return useSWR(hasZone && module ? flashSaleItemsKey(id, module.id, zoneId, language) : null, fetchFlashSaleItems);
}
