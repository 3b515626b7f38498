import { getSessionStore, languageAtom } from '../session/atoms';
import { addLanguageLoaders, ensureLanguage, getTexts, translateNow, useNamespaceT, type Translate } from './texts-instance';

/**
 * Texts run on i18next, one namespace per app (see docs/architecture.md,
 * "Texts"). The spec's English texts are the keys, so every spec message
 * stays verbatim and a missing translation falls back to English. A text that
 * counts things has one key per plural form, i18next's suffixes on the English
 * key ('{count} items_one', '_other'; Arabic also '_zero', '_two', '_few',
 * '_many'), and is called with a `count`.
 */
export { useLanguage, type Translate, type Vars } from './texts-instance';

/**
 * Fetches the texts of `language` for every app that loads its languages on use
 * (registerLazyNamespace), so a language switch can wait for them and show the
 * whole page, and its confirmation, in the new language at once.
 */
export { loadLanguage } from './texts-instance';

/** One language's texts of a namespace: English key to text. */
export type Texts = Record<string, string>;

/** A namespace's texts by language; `en` lists every key (at least the plural forms need it). */
export interface NamespaceTexts {
  en: Texts;
  ar: Texts;
  tr: Texts;
}

export interface NamespaceTranslators {
  /** The hook the app's components translate with. */
  useT: () => Translate;
  /** The same texts outside React, in the language of the moment (toasts). */
  t: Translate;
}

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'tr', name: 'Türkçe' },
] as const;

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ckb', 'yi']);

export function isRtl(language: string | null | undefined): boolean {
  return RTL_LANGUAGES.has((language ?? 'en').split('-')[0]);
}

/**
 * Adds an app's texts under its namespace and returns the translators bound to
 * it. Called when the app's i18n module loads, so a remote's texts travel with
 * its own bundle. A key missing from the namespace is looked up in the
 * platform's (the domain's rule messages, the network error).
 */
export function registerNamespace(namespace: string, texts: NamespaceTexts): NamespaceTranslators {
  const instance = getTexts();
  for (const [language, bundle] of Object.entries(texts)) instance.addResourceBundle(language, namespace, bundle, true, true);
  return { useT: () => useNamespaceT(namespace), t: translateNow(namespace) };
}

/** Loads one language's texts of a namespace: a dynamic import of its JSON (`() => import('./ar.json')`). */
export type TextsLoader = () => Promise<Texts | { default: Texts }>;

/** English, bundled; every other language loaded when a visitor first uses it. */
export interface LazyNamespaceTexts {
  en: Texts;
  /** By language code: `{ ar: () => import('./ar.json'), tr: () => import('./tr.json') }`. */
  languages: Record<string, TextsLoader>;
}

/**
 * Like registerNamespace, but only English travels in the app's first-view
 * bundle: another language's texts are fetched when a component or a toast of
 * the namespace first needs that language (an English visitor downloads no
 * Arabic and no Turkish). Until they arrive a text shows in English; the
 * components re-render when they do. A failed load is tried again next time.
 */
export function registerLazyNamespace(namespace: string, texts: LazyNamespaceTexts): NamespaceTranslators {
  getTexts().addResourceBundle('en', namespace, texts.en, true, true);
  addLanguageLoaders(namespace, texts.languages);
  ensureLanguage(namespace, getSessionStore().get(languageAtom)).catch(() => undefined);
  return { useT: () => useNamespaceT(namespace), t: translateNow(namespace) };
}
