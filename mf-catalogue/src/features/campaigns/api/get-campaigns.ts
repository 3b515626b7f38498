import type { Item, Store } from '@storefront/contract';
import { moduleAtom, request, useLanguage, zoneIdAtom, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** A basic campaign (spec §3 Campaign) as campaigns/basic and its details send it. */
export interface Campaign {
  id: number;
  slug: string;
  title: string;
  image_full_url: string;
  description?: string;
  available_date_starts?: string;
  available_date_ends?: string;
  start_time?: string;
  end_time?: string;
}

export interface CampaignDetails extends Campaign {
  stores: Store[];
}

/** A campaign item: an item with its campaign dates (it offers only Order Now). */
export type CampaignItem = Item & { available_date_starts?: string; available_date_ends?: string };

function useScopeKey(name: string, ...rest: (string | number | null)[]) {
  const module = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const hasZone = useAtomValue(zoneIdsAtom).length > 0;
  const language = useLanguage();
  return module && hasZone ? [name, module.id, zoneId, language, ...rest] : null;
}

export const fetchBasicCampaigns = () => request<Campaign[]>('campaigns/basic');
export const fetchItemCampaigns = () => request<CampaignItem[]>('campaigns/item');
export const fetchCampaignDetails = ([, , , , id]: readonly unknown[]) =>
  request<CampaignDetails>('campaigns/basic-campaign-details', { query: { basic_campaign_id: String(id) } });

/** The module's running campaigns in the saved zones. */
export function useBasicCampaigns() {
  return useSWR(useScopeKey('campaigns/basic'), fetchBasicCampaigns, { dedupingInterval: 5 * 60 * 1000 });
}

export function useItemCampaigns() {
  return useSWR(useScopeKey('campaigns/item'), fetchItemCampaigns, { dedupingInterval: 5 * 60 * 1000 });
}

/** One campaign with its stores; null key (no request) without a zone or a valid id. */
export function useCampaignDetails(id: string | null) {
  const key = useScopeKey('campaigns/basic-campaign-details', id);
  return useSWR(id ? key : null, fetchCampaignDetails);
}
