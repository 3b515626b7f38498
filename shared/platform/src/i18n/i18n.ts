import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { getSessionStore, languageAtom } from '../session/atoms';
import { ar } from './messages/ar';
import { tr } from './messages/tr';

/**
 * The spec's English texts are the message keys, so English needs no
 * dictionary and every spec message appears verbatim. Other languages map the
 * English text to a translation; a missing one falls back to English.
 * Apps add their own texts with registerMessages at module load.
 */
export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'tr', name: 'Türkçe' },
] as const;

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ckb', 'yi']);

const DICTIONARY_KEY = Symbol.for('@storefront/platform/i18n');
type GlobalWithDictionary = typeof globalThis & { [DICTIONARY_KEY]?: Map<string, Messages> };

function dictionaries(): Map<string, Messages> {
  const scope = globalThis as GlobalWithDictionary;
  scope[DICTIONARY_KEY] ??= new Map([
    ['ar', { ...ar }],
    ['tr', { ...tr }],
  ]);
  return scope[DICTIONARY_KEY];
}

export function registerMessages(language: string, messages: Messages): void {
  const all = dictionaries();
  all.set(language, { ...all.get(language), ...messages });
}

export function isRtl(language: string | null | undefined): boolean {
  return RTL_LANGUAGES.has((language ?? 'en').split('-')[0]);
}

export function translate(language: string | null | undefined, key: string, vars?: Vars): string {
  const template = (language && language !== 'en' ? dictionaries().get(language)?.[key] : undefined) ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** Translates outside React (toasts from event handlers, the API layer). */
export function t(key: string, vars?: Vars): string {
  return translate(getSessionStore().get(languageAtom), key, vars);
}

export function useLanguage(): string {
  return useAtomValue(languageAtom, { store: getSessionStore() }) ?? 'en';
}

export function useT(): (key: string, vars?: Vars) => string {
  const language = useLanguage();
  return useCallback((key: string, vars?: Vars) => translate(language, key, vars), [language]);
}
