import { isRtl } from '../i18n/i18n';

// U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE.
const LRI = '\u2066';
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
