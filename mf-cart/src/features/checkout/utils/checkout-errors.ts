import { ApiError, NETWORK_ERROR_MESSAGE, toast } from '@storefront/platform';
import { ValidationError } from 'yup';
import { t } from '../../../i18n';

/** The server's code for a total that changed between the page and the order (refetch and show the new bill). */
export const ORDER_AMOUNT_CODE = 'order_amount';

/**
 * The order API's refusals the checkout shows, written out so each has its
 * translations (the API answers with these English texts as its messages).
 */
export const ORDER_SERVER_MESSAGES = [
  'The order total has changed. Please review your order.',
  'Guest checkout is not available. Please sign in to place your order.',
  'The delivery address is outside the area this store delivers to.',
  'Name is required',
  'Phone Number is required',
  'Email is required',
  'This Idempotency-Key was already used for another order.',
  'Maximum 3 images can be send at a time.',
  'Please upload your prescription image',
  'Only images can be uploaded (PNG, JPEG, WebP or GIF).',
  'Each image must be 5 MB or smaller.',
] as const;

/** A failed checkout call in the visitor's language: the server's message (the API speaks English keys), else the generic one. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return t(error.message);
  if (error instanceof ValidationError) return t('Please check the order details and try again.');
  return t(NETWORK_ERROR_MESSAGE);
}

export function toastCheckoutFailure(error: unknown): void {
  toast('error', checkoutErrorMessage(error));
}

/** coupon/apply's refusals by status (404 unknown, 406 used up, 407 expired); other refusals say why themselves. */
export function couponErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('Coupon not found');
    if (error.status === 406) return t('This coupon has reached its usage limit');
    if (error.status === 407) return t('This coupon has expired');
  }
  return checkoutErrorMessage(error);
}
