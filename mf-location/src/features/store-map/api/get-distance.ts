import type { LatLng } from '@storefront/contract';
import { request } from '@storefront/platform';
import useSWR from 'swr';

interface DistanceResponse {
  rows?: { elements?: { distance?: { value: number }; duration?: { value: number; text: string }; status: string }[] }[];
  /** 'great_circle' when the API had no road network to ask (a straight-line estimate). */
  source?: string;
}

export interface RouteDistance {
  metres: number;
  duration: string | null;
  estimate: boolean;
}

/** GET config/distance-api between the store and the delivery point. */
export async function fetchDistance(origin: LatLng, destination: LatLng): Promise<RouteDistance | null> {
  const response = await request<DistanceResponse>('config/distance-api', {
    query: {
      origin_lat: origin.lat,
      origin_lng: origin.lng,
      destination_lat: destination.lat,
      destination_lng: destination.lng,
      mode: 'driving',
    },
  });
  const element = response?.rows?.[0]?.elements?.[0];
  const metres = Number(element?.distance?.value);
  if (!element || element.status !== 'OK' || !Number.isFinite(metres)) return null;
  return { metres, duration: element.duration?.text ?? null, estimate: response.source === 'great_circle' };
}

export function useDistance(origin: LatLng | null, destination: LatLng | null) {
  return useSWR(
    origin && destination ? ['config/distance-api', origin.lat, origin.lng, destination.lat, destination.lng] : null,
    () => fetchDistance(origin!, destination!),
    { revalidateOnFocus: false },
  );
}
