import { createInstance, type i18n as I18n } from 'i18next';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getSessionStore, languageAtom } from '../session/atoms';
import ar from './texts/ar.json';
import en from './texts/en.json';
import tr from './texts/tr.json';

export type Vars = Record<string, string | number>;
export type Translate = (key: string, vars?: Vars) => string;

/** The platform's own texts and the domain's rule messages; every app's namespace falls back to it. */
export const PLATFORM_NAMESPACE = 'platform';

function createTexts(): I18n {
  const instance = createInstance({
    resources: { en: { [PLATFORM_NAMESPACE]: en }, ar: { [PLATFORM_NAMESPACE]: ar }, tr: { [PLATFORM_NAMESPACE]: tr } },
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
    react: { useSuspense: false },
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

/** A namespace's texts in the language of the moment (toasts from event handlers, code outside React). */
export function translateNow(namespace: string): Translate {
  return (key, vars) => translator(namespace, getSessionStore().get(languageAtom) ?? 'en')(key, vars);
}

/** A namespace's texts in the current language; re-renders when the language changes or texts arrive. */
export function useNamespaceT(namespace: string): Translate {
  const language = useLanguage();
  const { t } = useTranslation(namespace, { i18n: getTexts(), lng: language, useSuspense: false });
  return useCallback<Translate>((key, vars) => t(key, vars ?? {}), [t]);
}
