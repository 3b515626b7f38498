import { cacheKeys, checkWire, type Customer } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** Keyed by the token, so another sign-in never shows the previous customer. */
export const customerInfoKey = (token: string | null) => (token ? cacheKeys.customerInfo(token) : null);

export async function fetchCustomerInfo(): Promise<Customer> {
  const customer = await request<Customer>('customer/info');
  if (process.env.NODE_ENV !== 'production') checkWire('Customer', customer);
  return customer;
}

export function useCustomerInfo() {
  const token = useAtomValue(tokenAtom);
  return useSWR<Customer, ApiError>(customerInfoKey(token), fetchCustomerInfo);
}
