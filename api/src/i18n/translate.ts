import { MESSAGES, type Translation } from './messages.js'

export type Language = 'en' | 'ar' | 'tr'

const SUPPORTED = new Set<Language>(['en', 'ar', 'tr'])

/** `X-localization: ar`, `ar-SA` or `AR` is Arabic; anything else is English. */
export function parseLanguage(raw: string | undefined): Language {
  const code = raw?.trim().toLowerCase().slice(0, 2) as Language | undefined
  return code && SUPPORTED.has(code) ? code : 'en'
}

const placeholder = /\{(\w+)\}/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The messages with parts filled in, as patterns: `{name}: Out of Stock` matches `Pizza: Out of Stock`. */
const TEMPLATES = Object.entries(MESSAGES)
  .filter(([english]) => /\{\w+\}/.test(english))
  .map(([english, translation]) => {
    const names = [...english.matchAll(placeholder)].map((match) => match[1])
    const pattern = new RegExp(`^${escape(english).replace(/\\\{\w+\\\}/g, '(.+?)')}$`)
    return { pattern, names, translation }
  })

/**
 * What a customer reads when a message has no translation yet: the kind of
 * refusal in their language, rather than English text.
 */
const BY_STATUS: Record<number, Translation> = {
  400: {
    ar: 'تعذر قبول المعلومات المدخلة. يرجى التحقق منها والمحاولة مرة أخرى.',
    tr: 'Girilen bilgiler kabul edilemedi. Lütfen kontrol edip tekrar deneyin.',
  },
  401: { ar: 'يرجى تسجيل الدخول.', tr: 'Lütfen giriş yapın.' },
  403: { ar: 'لا يمكن إتمام هذا الإجراء.', tr: 'Bu işlem yapılamıyor.' },
  404: { ar: 'لم نعثر على ما تبحث عنه.', tr: 'Aradığınız şey bulunamadı.' },
  409: { ar: 'هذا موجود بالفعل.', tr: 'Bu zaten mevcut.' },
  413: { ar: 'الملف كبير جدًا.', tr: 'Dosya çok büyük.' },
  429: MESSAGES['Too many requests, please try again later.'],
  500: MESSAGES['Something went wrong. Please try again.'],
}

function fallback(status: number): Translation {
  if (BY_STATUS[status]) return BY_STATUS[status]
  return status >= 500 ? BY_STATUS[500] : BY_STATUS[400]
}

function fill(text: string, names: string[], values: string[]): string {
  return text.replace(placeholder, (whole, name: string) => {
    const index = names.indexOf(name)
    return index === -1 ? whole : values[index]
  })
}

/** The known translation of an English message, or undefined. */
export function lookup(message: string, language: Exclude<Language, 'en'>): string | undefined {
  const exact = MESSAGES[message]
  if (exact) return exact[language]
  for (const { pattern, names, translation } of TEMPLATES) {
    const match = pattern.exec(message)
    if (match) return fill(translation[language], names, match.slice(1))
  }
  return undefined
}

/**
 * An error message in the customer's language. English stays as written; a
 * message without a translation becomes the refusal's kind (by status) so no
 * English reaches an Arabic or Turkish reader.
 */
export function translateError(message: string, language: Language, status: number): string {
  if (language === 'en') return message
  return lookup(message, language) ?? fallback(status)[language]
}

/** A success message (`{"message": ...}` of a 2xx) in the customer's language, when it is known. */
export function translateNotice(message: string, language: Language): string {
  if (language === 'en') return message
  return lookup(message, language) ?? message
}
