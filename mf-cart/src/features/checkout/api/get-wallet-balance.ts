import { cacheKeys, checkWire, type Customer } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** The same key as the account's profile: one customer/info request on the page. */
const fetchCustomer = async (): Promise<Customer> => {
  const customer = await request<Customer>('customer/info');
  if (process.env.NODE_ENV !== 'production') checkWire('Customer', customer);
  return customer;
};

/** A signed-in customer's wallet balance; null for guests and until it loads. */
export function useWalletBalance(): number | null {
  const token = useAtomValue(tokenAtom);
  const { data } = useSWR<Customer, ApiError>(token ? cacheKeys.customerInfo(token) : null, fetchCustomer);
  return token && data ? Number(data.wallet_balance) || 0 : null;
}
