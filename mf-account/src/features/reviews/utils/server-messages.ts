/**
 * What the review, reminder and interest calls answer in English: translated here by key;
 * any other message is shown as the server wrote it.
 */
export const REVIEW_SERVER_MESSAGES = [
  'Review submitted successfully',
  'Order not found',
  'You can review an order only after it is delivered.',
  'This item is not part of the order.',
  'You have already reviewed this item.',
  'You have already reviewed the delivery man of this order.',
  'This order has no delivery man to review.',
  'The rating must be a whole number from 1 to 5.',
  'The review may not be greater than 1000 characters.',
  'Maximum 3 images can be send at a time.',
  'Each image must be 2 MB or smaller.',
  'Only images can be uploaded (PNG, JPEG, WebP or GIF).',
  'Review reminder canceled',
  'Interest updated successfully',
  'Choose at least one category.',
  'Some of the chosen categories do not exist.',
] as const;

const known: ReadonlySet<string> = new Set(REVIEW_SERVER_MESSAGES);

export const reviewServerMessage = (message: string, translate: (text: string) => string) =>
  known.has(message) ? translate(message) : message;
