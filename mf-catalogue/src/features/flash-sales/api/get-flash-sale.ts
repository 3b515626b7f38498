import type { Item } from '@storefront/contract';
import { moduleAtom, request, useLanguage, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** One product of a flash sale (spec §3 Flash sale). */
export interface FlashSaleProduct {
  id: number;
  item_id: number;
  stock: number;
  sold: number;
  available_stock: number;
  discount: number;
  discount_type: string;
  price: number;
  item: Item;
}

export interface FlashSale {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  active_products: FlashSaleProduct[];
}

/** The card's request limit and the carousel's most products (spec §9). */
export const FLASH_SALE_CARD_LIMIT = 2;
export const FLASH_SALE_MAX_PRODUCTS = 15;

export const fetchFlashSale = () => request<FlashSale | null>('flash-sales', { query: { limit: FLASH_SALE_CARD_LIMIT, offset: 1 } });

/** The module's running flash sale, or null. */
export function useFlashSale() {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  const language = useLanguage();
  return useSWR(module && hasZone ? ['flash-sales', module.id, zoneId, language] : null, fetchFlashSale, { dedupingInterval: 60 * 1000 });
}
