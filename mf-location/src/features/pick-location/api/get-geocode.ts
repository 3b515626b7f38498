import type { LatLng } from '@storefront/contract';
import { ApiError, request } from '@storefront/platform';

export const geocodeKey = ({ lat, lng }: LatLng) => ['config/geocode-api', lat, lng] as const;

/** The address at a point: the first result's formatted address. */
export async function fetchAddressAt({ lat, lng }: LatLng): Promise<string> {
  const response = await request<{ results: { formatted_address: string }[] }>('config/geocode-api', { query: { lat, lng } });
  const address = response?.results?.[0]?.formatted_address;
  if (!address) throw new ApiError(404, 'No address was found for this place.');
  return address;
}
