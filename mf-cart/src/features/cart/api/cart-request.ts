import { checkWire, type CartLine } from '@storefront/contract';
import { request, type RequestOptions } from '@storefront/platform';

/**
 * Every cart call answers with the whole cart. A guest is identified by its
 * guest id; a signed-in customer by the bearer token the client always sends.
 */
export async function cartRequest(path: string, options?: RequestOptions): Promise<CartLine[]> {
  const lines = await request<CartLine[]>(`customer/cart/${path}`, options);
  // Development and tests check the answer against the API's schema; production builds drop the check.
  if (process.env.NODE_ENV !== 'production') checkWire('Cart', lines);
  return Array.isArray(lines) ? lines : [];
}
