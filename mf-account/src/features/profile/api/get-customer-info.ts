import { getCustomerInfo, tokenAtom, type ApiError, type Customer } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** Keyed by the token, so another sign-in never shows the previous customer. */
export const customerInfoKey = (token: string | null) => (token ? (['customer/info', token] as const) : null);

export const fetchCustomerInfo = () => getCustomerInfo();

export function useCustomerInfo() {
  const token = useAtomValue(tokenAtom);
  return useSWR<Customer, ApiError>(customerInfoKey(token), fetchCustomerInfo);
}
