import { createInstance, type i18n as I18n } from 'i18next';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSessionStore, languageAtom } from '../session/atoms';
import en from './texts/en.json';

export type Vars = Record<string, string | number>;
export type Translate = (key: string, vars?: Vars) => string;

/** The platform's own texts and the domain's rule messages; every app's namespace falls back to it. */
export const PLATFORM_NAMESPACE = 'platform';

function createTexts(): I18n {
  const instance = createInstance({
    // English only: the other languages load when first used (PLATFORM_LANGUAGES below), like the apps' texts.
    resources: { en: { [PLATFORM_NAMESPACE]: en } },
    lng: 'en',
    fallbackLng: 'en',
    ns: [PLATFORM_NAMESPACE],
    defaultNS: PLATFORM_NAMESPACE,
    fallbackNS: PLATFORM_NAMESPACE,
    // English sentences are the keys: their dots and colons are no separators.
    keySeparator: false,
    nsSeparator: false,
    // The texts write values as {name}; React escapes, so i18next must not.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    // A value nobody passed stays visible as {name} instead of vanishing.
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
    initAsync: false,
    // a language's texts may arrive after the first render (registerLazyNamespace): re-render then
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  void instance.init();
  return instance;
}

// A remote may bundle its own copy of this module (a standalone harness, a
// version mismatch): the one i18next instance lives on globalThis, so every
// copy on the page shares the texts every app registered.
const TEXTS_KEY = Symbol.for('@storefront/platform/i18next');
type GlobalWithTexts = typeof globalThis & { [TEXTS_KEY]?: I18n };

export function getTexts(): I18n {
  const scope = globalThis as GlobalWithTexts;
  scope[TEXTS_KEY] ??= createTexts();
  return scope[TEXTS_KEY];
}

export function useLanguage(): string {
  return useAtomValue(languageAtom, { store: getSessionStore() }) ?? 'en';
}

/** A namespace's texts in one language. */
export function translator(namespace: string, language: string): Translate {
  const fixed = getTexts().getFixedT(language, namespace);
  return (key, vars) => fixed(key, vars ?? {});
}

/** Loads one language of a namespace (registerLazyNamespace); resolves to the texts or a module holding them. */
export type LanguageLoader = () => Promise<Record<string, string> | { default: Record<string, string> }>;

// Like the instance, on globalThis: every copy of this module sees every app's loaders.
const LOADERS_KEY = Symbol.for('@storefront/platform/i18n-loaders');
type GlobalWithLoaders = typeof globalThis & {
  [LOADERS_KEY]?: Map<string, { load: Record<string, LanguageLoader>; requested: Map<string, Promise<void>> }>;
};

function loaders() {
  const scope = globalThis as GlobalWithLoaders;
  scope[LOADERS_KEY] ??= new Map([[PLATFORM_NAMESPACE, { load: PLATFORM_LANGUAGES, requested: new Map([['en', Promise.resolve()]]) }]]);
  return scope[LOADERS_KEY];
}

/**
 * The platform's other languages. Every namespace falls back to the platform's
 * (the domain's rule messages, the network error), so ensuring any namespace's
 * language ensures the platform's too.
 */
const PLATFORM_LANGUAGES: Record<string, LanguageLoader> = {
  ar: () => import('./texts/ar.json'),
  tr: () => import('./texts/tr.json'),
};

/** Remembers how to load a namespace's other languages. */
export function addLanguageLoaders(namespace: string, load: Record<string, LanguageLoader>): void {
  loaders().set(namespace, { load, requested: new Map([['en', Promise.resolve()]]) });
}

/**
 * Starts loading a namespace's texts in `language` once, with the platform's
 * texts it falls back to, if they have a loader and are not here yet; a
 * failure is retried next time.
 */
export function ensureLanguage(namespace: string, language: string | null | undefined): Promise<void> {
  const own = ensureOneLanguage(namespace, language);
  if (namespace === PLATFORM_NAMESPACE) return own;
  return Promise.all([ensureOneLanguage(PLATFORM_NAMESPACE, language), own]).then(() => undefined);
}

function ensureOneLanguage(namespace: string, language: string | null | undefined): Promise<void> {
  const entry = loaders().get(namespace);
  const code = (language ?? 'en').split('-')[0]!;
  const load = entry?.load[code];
  if (!entry || !load) return Promise.resolve();
  const pending = entry.requested.get(code);
  if (pending) return pending;
  const loading = load().then(
    (module) => {
      const texts = 'default' in module && typeof module.default === 'object' ? module.default : module;
      getTexts().addResourceBundle(code, namespace, texts as Record<string, string>, true, true);
    },
    (error: unknown) => {
      entry.requested.delete(code);
      throw error;
    },
  );
  entry.requested.set(code, loading);
  return loading;
}

/** Loads every lazily registered namespace's texts in `language`; resolves when all are here (a failed one rejects). */
export function loadLanguage(language: string): Promise<void> {
  return Promise.all([...loaders().keys()].map((namespace) => ensureLanguage(namespace, language))).then(() => undefined);
}

/** A namespace's texts in the language of the moment (toasts from event handlers, code outside React). */
export function translateNow(namespace: string): Translate {
  return (key, vars) => {
    const language = getSessionStore().get(languageAtom) ?? 'en';
    ensureLanguage(namespace, language).catch(() => undefined);
    return translator(namespace, language)(key, vars);
  };
}

/** A namespace's texts in the current language; re-renders when the language changes or texts arrive. */
export function useNamespaceT(namespace: string): Translate {
  const language = useLanguage();
  useEffect(() => {
    ensureLanguage(namespace, language).catch(() => undefined);
  }, [namespace, language]);
  const { t } = useTranslation(namespace, { i18n: getTexts(), lng: language, useSuspense: false });
  return useCallback<Translate>((key, vars) => t(key, vars ?? {}), [t]);
}
