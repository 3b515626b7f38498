import { useMemo } from 'react';
import { useLanguage } from '../i18n/i18n';
import { isolateNumber } from './bidi';

/** Beyond this the distance reads '1k+ km' (the spec's cap). */
const MAX_KM = 1000;

/**
 * The formatters by language (and digits): building an Intl formatter, a compact one above all, costs
 * far more than formatting with it, and every card of a page asks for one.
 */
const distanceFormatters = new Map<string, (km: number) => string>();
const timeFormatters = new Map<string, (time: string | Date) => string>();

function remembered<T>(formatters: Map<string, T>, key: string, create: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Kilometres in the language's words and separators ('3.4 km', '3,4 km',
 * '3.4 كم'): zero or less reads 0, more than 1000 km reads '1k+'. Latin
 * digits, like prices.
 */
export function distanceFormatter(language = 'en', digits = 2): (km: number) => string {
  return remembered(distanceFormatters, `${language}:${digits}`, () => newDistanceFormatter(language, digits));
}

function newDistanceFormatter(language: string, digits: number): (km: number) => string {
  const unit = (maximumFractionDigits: number, notation: 'standard' | 'compact' = 'standard') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', numberingSystem: 'latn', maximumFractionDigits, notation });
  const near = unit(digits);
  const far = unit(0, 'compact');
  return (km) => {
    if (!Number.isFinite(km) || km <= 0) return isolateNumber(near.format(0), language);
    if (km > MAX_KM) return isolateNumber(beyond(far, language), language);
    return isolateNumber(near.format(km), language);
  };
}

/** 'HH:mm' from the API, 'HH:mm:ss', or a Date, as the language writes a time of day ('6:05 PM', '18:05'); '' for a malformed time. */
export function timeFormatter(language = 'en'): (time: string | Date) => string {
  return remembered(timeFormatters, language, () => newTimeFormatter(language));
}

function newTimeFormatter(language: string): (time: string | Date) => string {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', numberingSystem: 'latn' });
  return (time) => {
    const date = typeof time === 'string' ? timeOfDay(time) : time;
    return date && Number.isFinite(date.getTime()) ? isolateNumber(format.format(date), language) : '';
  };
}

/** '1k+ km', '1 ألف+ كم', '1 B+ km': the compact 1000 with a plus; English keeps the spec's lower-case k. */
function beyond(compact: Intl.NumberFormat, language: string): string {
  return compact
    .formatToParts(MAX_KM)
    .map((part) => {
      if (part.type !== 'compact') return part.value;
      return `${language.startsWith('en') ? part.value.toLowerCase() : part.value}+`;
    })
    .join('');
}

function timeOfDay(time: string): Date | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
}

/** Distances in the current language. */
export function useDistanceFormatter(digits = 2): (km: number) => string {
  const language = useLanguage();
  return useMemo(() => distanceFormatter(language, digits), [language, digits]);
}

/** Times of day in the current language. */
export function useTimeFormatter(): (time: string | Date) => string {
  const language = useLanguage();
  return useMemo(() => timeFormatter(language), [language]);
}
