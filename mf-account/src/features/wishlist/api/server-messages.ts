import { NETWORK_ERROR_MESSAGE } from '@storefront/platform';

/** What customer/wish-list add and remove answer (English texts of the API), translated here by key. */
export const WISHLIST_SERVER_MESSAGES = [
  'Successfully added!',
  'Successfully removed!',
  'Item already in wishlist',
  'Store already in wishlist',
] as const;

const known: ReadonlySet<string> = new Set([...WISHLIST_SERVER_MESSAGES, NETWORK_ERROR_MESSAGE]);

export const wishlistServerMessage = (message: string, translate: (text: string) => string) =>
  known.has(message) ? translate(message) : message;
