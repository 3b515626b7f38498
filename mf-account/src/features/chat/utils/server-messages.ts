/**
 * What customer/message/* answers in English when it refuses: translated here
 * by key; any other message is shown as the server wrote it.
 */
export const CHAT_SERVER_MESSAGES = [
  'You can chat with the delivery man of your order or with a store.',
  'Write a message or attach an image.',
  'Conversation not found',
  'Only images can be sent (PNG, JPEG, WebP or GIF).',
  'Each image must be 2 MB or smaller.',
  'The message is too long.',
] as const;

const known: ReadonlySet<string> = new Set(CHAT_SERVER_MESSAGES);

export const chatServerMessage = (message: string, translate: (text: string) => string) =>
  known.has(message) ? translate(message) : message;
