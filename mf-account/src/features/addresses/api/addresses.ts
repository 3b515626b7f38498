import type { Address, AddressList } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The most saved addresses the panel shows: one page, large enough for any address book. */
export const ADDRESS_PAGE_SIZE = 100;

/** Keyed by the token, so another sign-in never shows the previous customer's addresses. */
export const addressListKey = (token: string | null) => (token ? (['customer/address/list', token] as const) : null);

export const fetchAddresses = () => request<AddressList>('customer/address/list', { query: { limit: ADDRESS_PAGE_SIZE, offset: 1 } });

export function useSavedAddresses() {
  const token = useAtomValue(tokenAtom);
  return useSWR<AddressList, ApiError>(addressListKey(token), fetchAddresses);
}

/** What add and update send: the address fields, the label already folded into the type. */
export type AddressInput = Omit<Address, 'id' | 'zone_id' | 'zone_ids'>;

/** Adds a new address, or updates the customer's address `id`; answers the server's message. */
export const saveAddress = (input: AddressInput, id?: number) =>
  request<{ message: string; zone_ids?: number[] }>(id ? `customer/address/update/${id}` : 'customer/address/add', {
    method: id ? 'PUT' : 'POST',
    body: input,
  });

/** Whether the store's zone serves the address (unknown store zone: every address is eligible). */
export const servesAddress = (address: Address, storeZoneId: number | null) =>
  storeZoneId === null || (address.zone_ids ?? (address.zone_id ? [address.zone_id] : [])).includes(storeZoneId);
