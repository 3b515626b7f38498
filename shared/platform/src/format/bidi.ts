import { isRtl } from '../i18n/i18n';

// U+2066 LEFT-TO-RIGHT ISOLATE, U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE.
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A number with its symbol or unit ('$12.50', '3.40 km') kept in its own
 * left-to-right order inside right-to-left text: without the isolate the bidi
 * algorithm may move the symbol to the other side or swap it with the words
 * around it ('{price} each'). Left-to-right languages get the text unchanged.
 */
export function isolateNumber(text: string, language: string): string {
  return isRtl(language) ? `${LRI}${text}${PDI}` : text;
}

/**
 * Text from the API put into a translated sentence ('Delivery {time}' with '15-25 min', an address) kept in its
 * own direction, taken from its first letter: in right-to-left text a Latin value that starts or ends with digits
 * otherwise comes apart ('min 25-15', 'Canal Street … NY 382'). Where the value stands alone in an element, the
 * element for this is `<bdi>`. Left-to-right languages get the text unchanged.
 */
export function isolateText(text: string, language: string): string {
  return isRtl(language) ? `${FSI}${text}${PDI}` : text;
}
