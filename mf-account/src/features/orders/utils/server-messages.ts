import { NETWORK_ERROR_MESSAGE } from '@storefront/platform';

/**
 * What customer/order/cancel and the order reads answer: English texts of the API,
 * translated here by key; any other message is shown as the server wrote it.
 */
export const ORDER_SERVER_MESSAGES = [
  'Order canceled successfully',
  'This order can no longer be canceled: the store has already confirmed it.',
  'The reason field is required.',
  'Order not found',
] as const;

const known: ReadonlySet<string> = new Set([...ORDER_SERVER_MESSAGES, NETWORK_ERROR_MESSAGE]);

export const orderServerMessage = (message: string, translate: (text: string) => string) =>
  known.has(message) ? translate(message) : message;
