import type { Customer } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** Keyed by the token, so another sign-in never shows the previous customer. */
export const customerInfoKey = (token: string | null) => (token ? (['customer/info', token] as const) : null);

export const fetchCustomerInfo = () => request<Customer>('customer/info');

export function useCustomerInfo() {
  const token = useAtomValue(tokenAtom);
  return useSWR<Customer, ApiError>(customerInfoKey(token), fetchCustomerInfo);
}
