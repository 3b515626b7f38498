import { NETWORK_ERROR_MESSAGE } from '@storefront/platform';

/**
 * What customer/address answers and the panel shows: the success messages it toasts and the
 * refusals it puts in the form. They are English texts of the API, translated here by key.
 */
export const ADDRESS_SERVER_MESSAGES = [
  'Successfully added!',
  'Updated successfully.',
  'Service not available in this area',
  'The phone number is invalid.',
  'Address not found',
] as const;

// the client's own failure text (offline, no answer) is a platform text
const known: ReadonlySet<string> = new Set([...ADDRESS_SERVER_MESSAGES, NETWORK_ERROR_MESSAGE]);

/** The server's message translated when it is one of ours; any other is shown as the server wrote it. */
export const serverMessage = (message: string, translate: (text: string) => string) => (known.has(message) ? translate(message) : message);
