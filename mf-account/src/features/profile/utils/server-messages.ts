import { NETWORK_ERROR_MESSAGE } from '@storefront/platform';

/** A translator of the server's English messages that are in `known` (the app's texts have them); others show as written. */
export function serverMessages(known: readonly string[]) {
  const texts: ReadonlySet<string> = new Set([...known, NETWORK_ERROR_MESSAGE]);
  return (message: string, translate: (text: string) => string) => (texts.has(message) ? translate(message) : message);
}

/** What customer/update-profile and remove-account answer (English texts of the API). */
export const PROFILE_SERVER_MESSAGES = [
  'The email has already been taken.',
  'The email must be a valid email address.',
  'The image must be a jpg, jpeg, png or gif file.',
  'The image must be 2 MB or smaller.',
  'The password confirmation does not match.',
  'Password can not be updated while you are logged in by using social logins.',
] as const;

export const profileServerMessage = serverMessages(PROFILE_SERVER_MESSAGES);
