import type { CartLine } from '@storefront/contract';
import { request, type RequestOptions } from '@storefront/platform';

/**
 * Every cart call answers with the whole cart. A guest is identified by its
 * guest id; a signed-in customer by the bearer token the client always sends.
 */
export const cartRequest = (path: string, options?: RequestOptions) =>
  request<CartLine[]>(`customer/cart/${path}`, options).then((lines) => (Array.isArray(lines) ? lines : []));
