import { registerLazyNamespace } from '@storefront/platform';
import en from './en.json';

/**
 * mf-parcel's texts under its own namespace, registered when this module loads: they
 * are bundled with mf-parcel's code, so they deploy with it. English texts are the
 * keys; a text missing here falls back to the platform's namespace.
 */
export const { useT, t } = registerLazyNamespace('mf-parcel', {
  en,
  // another language's texts load when the page first uses it: an English visitor downloads none
  languages: { ar: () => import('./ar.json'), tr: () => import('./tr.json') },
});
