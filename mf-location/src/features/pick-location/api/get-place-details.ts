import type { LatLng } from '@storefront/contract';
import { ApiError, request } from '@storefront/platform';

interface PlaceDetailsResponse {
  result: { formatted_address?: string; name?: string; geometry: { location: { lat: number; lng: number } } };
}

export const placeDetailsKey = (placeId: string) => ['config/place-api-details', placeId] as const;

/** The coordinates of a chosen prediction (and the provider's address for it, if any). */
export async function fetchPlaceDetails(placeId: string): Promise<{ latLng: LatLng; address?: string }> {
  const response = await request<PlaceDetailsResponse>('config/place-api-details', { query: { placeid: placeId } });
  const location = response?.result?.geometry?.location;
  const lat = Number(location?.lat);
  const lng = Number(location?.lng);
  if (!location || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    throw new ApiError(404, 'Could not find this place on the map.');
  }
  return { latLng: { lat, lng }, address: response.result.formatted_address || undefined };
}
