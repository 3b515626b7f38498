import { request } from '@storefront/platform';

/** POST customer/loyalty-point/point-transfer: converts points into wallet money at the business's rate. */
export const transferPoints = (point: number) =>
  request<{ message: string }>('customer/loyalty-point/point-transfer', { method: 'POST', body: { point } });

/** What point-transfer answers (English texts of the API); the minimum's message is built from the config. */
export const LOYALTY_SERVER_MESSAGES = [
  'Points converted to wallet balance successfully.',
  'You do not have enough loyalty points.',
  'Enter a whole number of points.',
  'Converting loyalty points is not available.',
] as const;
