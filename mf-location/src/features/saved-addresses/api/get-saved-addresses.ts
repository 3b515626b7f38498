import type { Address, AddressList } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/**
 * The customer's saved addresses, under the same key and query as mf-account's
 * address book (['customer/address/list', token]), so both read one cache entry
 * and an address saved there shows here without a second request.
 */
export function useSavedAddresses() {
  const token = useAtomValue(tokenAtom);
  return useSWR<AddressList, ApiError>(token ? ['customer/address/list', token] : null, () =>
    request<AddressList>('customer/address/list', { query: { limit: 100, offset: 1 } }),
  );
}

/** The point of a saved address, when its coordinates are numbers. */
export function addressLatLng(address: Address): { lat: number; lng: number } | null {
  const lat = Number(address.latitude);
  const lng = Number(address.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
