import { registerNamespace } from '@storefront/platform';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';

/**
 * mf-catalogue's texts under its own namespace, registered when this module loads: they
 * are bundled with mf-catalogue's code, so they deploy with it. English texts are the
 * keys; a text missing here falls back to the platform's namespace.
 */
export const { useT, t } = registerNamespace('mf-catalogue', { en, ar, tr });
