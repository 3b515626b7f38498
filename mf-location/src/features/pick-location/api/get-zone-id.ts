import type { LatLng, ZoneLookup } from '@storefront/contract';
import { ApiError, parseZoneIds, request } from '@storefront/platform';
import useSWR from 'swr';

export const zoneIdKey = (latLng: LatLng | null) => (latLng ? (['config/get-zone-id', latLng.lat, latLng.lng] as const) : null);

export interface ZoneResult {
  /** The zone ids exactly as the API sent them: a JSON array string such as "[3,1]". */
  zoneId: string;
  zoneIds: number[];
  zoneData: ZoneLookup['zone_data'];
}

export async function fetchZone({ lat, lng }: LatLng): Promise<ZoneResult> {
  const response = await request<ZoneLookup>('config/get-zone-id', { query: { lat, lng } });
  const raw = response?.zone_id as unknown;
  const zoneId = typeof raw === 'string' ? raw : JSON.stringify(raw ?? []);
  const zoneIds = parseZoneIds(zoneId);
  if (zoneIds.length === 0) throw new ApiError(404, 'Service not available in this area');
  return { zoneId, zoneIds, zoneData: response.zone_data ?? [] };
}

/** The delivery zones serving a point; nothing is asked until there is a point. */
export function useZone(latLng: LatLng | null) {
  return useSWR<ZoneResult, ApiError>(zoneIdKey(latLng), () => fetchZone(latLng as LatLng), {
    revalidateIfStale: false,
  });
}
