/**
 * What parcel/charge and parcel/place answer in English when they refuse:
 * translated here by key; any other message is shown as the server wrote it.
 */
export const PARCEL_SERVER_MESSAGES = [
  'Receiver address is required',
  'Parcels are not picked up at this address yet.',
  'The receiver’s address is outside the area we deliver parcels to.',
  'Parcel category not found',
  'The order total has changed. Please review your order.',
] as const;

const known: ReadonlySet<string> = new Set(PARCEL_SERVER_MESSAGES);

export const parcelServerMessage = (message: string, translate: (text: string) => string) =>
  known.has(message) ? translate(message) : message;
