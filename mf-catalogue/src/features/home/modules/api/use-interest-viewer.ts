import { cacheKeys, checkWire, type Customer } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';

/** customer/info with what it says about interests (the account's /interest saves them). */
type CustomerWithInterests = Customer & { interest?: number[] };

/** The same key as the account's profile: one customer/info request on the page, refreshed when /interest saves. */
async function fetchCustomer(): Promise<CustomerWithInterests> {
  const customer = await request<CustomerWithInterests>('customer/info');
  if (process.env.NODE_ENV !== 'production') checkWire('Customer', customer);
  return customer;
}

/**
 * Whose "items you will love" these are (items/recommended ranks a customer's interest categories
 * first): 'guest', or the token and the saved interests, so signing in, out or saving other
 * interests asks again. Null while a signed-in customer's info loads (one request, not two).
 */
export function useInterestViewer(): string | null {
  const token = useAtomValue(tokenAtom);
  const info = useSWR<CustomerWithInterests, ApiError>(token ? cacheKeys.customerInfo(token) : null, fetchCustomer);
  if (!token) return 'guest';
  // without the info (an error) the list still shows, in the order the server picks for this token
  if (info.error) return `${token}:`;
  if (!info.data) return null;
  return `${token}:${[...(info.data.interest ?? [])].sort((a, b) => a - b).join(',')}`;
}
