import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

/**
 * A phone number in E.164 (`+15550142424`), the one form the server stores and compares,
 * so `15550142424`, `+15550142424` and `+1 555 014 2424` are one customer. A number without
 * a country code is read in `defaultCountry` (the business country of the config). Null when
 * it cannot be a phone number. `isPossible`, not `isValid`: the 555-01xx demo range is fictional.
 */
export function toE164(input: string, defaultCountry: string): string | null {
  const text = input.trim()
  if (!/^\+?[0-9 ().-]{4,24}$/.test(text)) return null
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: defaultCountry.toUpperCase() as CountryCode })
  return parsed?.isPossible() ? parsed.number : null
}
