import { cartErrorReason, type CartRefusalReason } from '@storefront/domain';
import { ApiError, NETWORK_ERROR_MESSAGE, toast } from '@storefront/platform';
import { t } from '../../../i18n';

/** The spec: cart failure toasts stay 5000 ms. */
export const CART_TOAST_MS = 5000;

/** The rule behind a failed cart call, when the API named one (409 cart_store, stock, cart_item_limit). */
export function refusalOf(error: unknown): CartRefusalReason | undefined {
  return error instanceof ApiError ? cartErrorReason(error.code) : undefined;
}

/** The API's English messages for its cart refusals by code, so they are translated whatever the server's wording. */
export const CART_REFUSAL_MESSAGES: Record<string, string> = {
  store_closed: 'This store is closed now. Its items cannot be added to the cart.',
  zone: 'This store does not deliver to your area. Choose a store in your delivery zone.',
};

/** Toasts a failed cart call: the server's message, or the generic one for anything else. */
export function toastCartFailure(error: unknown): void {
  const reason = refusalOf(error);
  const known = error instanceof ApiError && error.code ? CART_REFUSAL_MESSAGES[error.code] : undefined;
  if (reason === 'Out of Stock' || reason === 'Out of Limits') toast('error', t(reason), CART_TOAST_MS);
  else if (known) toast('error', t(known), CART_TOAST_MS);
  else toast('error', t(error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE), CART_TOAST_MS);
}
