import type { FastifyError } from 'fastify'
import { MESSAGES } from './messages.js'
import type { Language } from './translate.js'

export type ValidationIssue = NonNullable<FastifyError['validation']>[number]
type Texts = Record<Language, string>

/**
 * A schema refusal (ajv) in words a customer understands: the field as the
 * form labels it, never its wire name ("f_name"), and the rule in plain words.
 * A field the customer never types (a list's offset, an id in the address)
 * gets a message about the value or the page address instead.
 */
const LABELS: Record<string, Texts> = {
  f_name: { en: 'First name', ar: 'الاسم الأول', tr: 'Ad' },
  l_name: { en: 'Last name', ar: 'اسم العائلة', tr: 'Soyad' },
  name: { en: 'Name', ar: 'الاسم', tr: 'Ad' },
  email: { en: 'Email', ar: 'البريد الإلكتروني', tr: 'E-posta' },
  email_or_phone: { en: 'Email or phone', ar: 'البريد الإلكتروني أو الهاتف', tr: 'E-posta veya telefon' },
  phone: { en: 'Phone number', ar: 'رقم الهاتف', tr: 'Telefon numarası' },
  password: { en: 'Password', ar: 'كلمة المرور', tr: 'Şifre' },
  confirm_password: { en: 'Password confirmation', ar: 'تأكيد كلمة المرور', tr: 'Şifre tekrarı' },
  ref_code: { en: 'Referral code', ar: 'رمز الإحالة', tr: 'Referans kodu' },
  address: { en: 'Address', ar: 'العنوان', tr: 'Adres' },
  address_type: { en: 'Address label', ar: 'نوع العنوان', tr: 'Adres türü' },
  contact_person_name: { en: 'Contact name', ar: 'اسم جهة الاتصال', tr: 'İletişim kişisinin adı' },
  contact_person_number: { en: 'Phone number', ar: 'رقم الهاتف', tr: 'Telefon numarası' },
  contact_person_email: { en: 'Email', ar: 'البريد الإلكتروني', tr: 'E-posta' },
  road: { en: 'Street', ar: 'الشارع', tr: 'Sokak' },
  house: { en: 'House', ar: 'المنزل', tr: 'Bina' },
  floor: { en: 'Floor', ar: 'الطابق', tr: 'Kat' },
  order_id: { en: 'Order id', ar: 'رقم الطلب', tr: 'Sipariş numarası' },
  contact_number: { en: 'Contact number', ar: 'رقم التواصل', tr: 'İletişim numarası' },
  order_note: { en: 'Order note', ar: 'ملاحظة الطلب', tr: 'Sipariş notu' },
  delivery_instruction: { en: 'Delivery instruction', ar: 'تعليمات التوصيل', tr: 'Teslimat talimatı' },
  coupon_code: { en: 'Coupon code', ar: 'رمز القسيمة', tr: 'Kupon kodu' },
  dm_tips: { en: 'Delivery man tip', ar: 'إكرامية المندوب', tr: 'Kurye bahşişi' },
  amount: { en: 'Amount', ar: 'المبلغ', tr: 'Tutar' },
  point: { en: 'Points', ar: 'النقاط', tr: 'Puan' },
  quantity: { en: 'Quantity', ar: 'الكمية', tr: 'Miktar' },
  message: { en: 'Message', ar: 'الرسالة', tr: 'Mesaj' },
  reason: { en: 'Reason', ar: 'السبب', tr: 'Neden' },
  comment: { en: 'Review', ar: 'المراجعة', tr: 'Yorum' },
  rating: { en: 'Rating', ar: 'التقييم', tr: 'Puan' },
}

/** In the query string `name` is what the customer searched for. */
const QUERY_LABELS: Record<string, Texts> = {
  name: { en: 'Search text', ar: 'نص البحث', tr: 'Arama metni' },
}

type Rule = 'required' | 'tooLong' | 'tooShort' | 'tooLarge' | 'tooSmall' | 'above' | 'below' | 'tooMany' | 'invalid'

const WITH_LABEL: Record<Rule, Texts> = {
  required: { en: '{label} is required.', ar: 'يجب إدخال {label}.', tr: '{label} gereklidir.' },
  tooLong: {
    en: '{label} must not be longer than {limit} characters.',
    ar: 'يجب ألا يزيد {label} عن {limit} حرفًا.',
    tr: '{label} en fazla {limit} karakter olabilir.',
  },
  tooShort: {
    en: '{label} must be at least {limit} characters.',
    ar: 'يجب ألا يقل {label} عن {limit} أحرف.',
    tr: '{label} en az {limit} karakter olmalıdır.',
  },
  tooLarge: {
    en: '{label} must not be more than {limit}.',
    ar: 'يجب ألا يزيد {label} عن {limit}.',
    tr: '{label} en fazla {limit} olabilir.',
  },
  tooSmall: { en: '{label} must be at least {limit}.', ar: 'يجب ألا يقل {label} عن {limit}.', tr: '{label} en az {limit} olmalıdır.' },
  above: {
    en: '{label} must be more than {limit}.',
    ar: 'يجب أن يكون {label} أكبر من {limit}.',
    tr: '{label} {limit} değerinden büyük olmalıdır.',
  },
  below: {
    en: '{label} must be less than {limit}.',
    ar: 'يجب أن يكون {label} أقل من {limit}.',
    tr: '{label} {limit} değerinden küçük olmalıdır.',
  },
  tooMany: {
    en: '{label}: too many entries (at most {limit}).',
    ar: '{label}: عدد كبير جدًا من العناصر (الحد الأقصى {limit}).',
    tr: '{label}: çok fazla seçim (en fazla {limit}).',
  },
  invalid: { en: '{label} is not valid.', ar: 'قيمة {label} غير صالحة.', tr: '{label} geçerli değil.' },
}

const WITHOUT_LABEL: Record<Rule, Texts> = {
  required: { en: 'Some required information is missing.', ar: 'بعض المعلومات المطلوبة ناقصة.', tr: 'Bazı gerekli bilgiler eksik.' },
  tooLong: {
    en: 'A value you entered is too long (at most {limit} characters).',
    ar: 'إحدى القيم المدخلة طويلة جدًا (الحد الأقصى {limit} حرفًا).',
    tr: 'Girdiğiniz bir değer çok uzun (en fazla {limit} karakter).',
  },
  tooShort: {
    en: 'A value you entered is too short (at least {limit} characters).',
    ar: 'إحدى القيم المدخلة قصيرة جدًا (الحد الأدنى {limit} أحرف).',
    tr: 'Girdiğiniz bir değer çok kısa (en az {limit} karakter).',
  },
  tooLarge: {
    en: 'A number you entered is too large (at most {limit}).',
    ar: 'أحد الأرقام المدخلة كبير جدًا (الحد الأقصى {limit}).',
    tr: 'Girdiğiniz bir sayı çok büyük (en fazla {limit}).',
  },
  tooSmall: {
    en: 'A number you entered is too small (at least {limit}).',
    ar: 'أحد الأرقام المدخلة صغير جدًا (الحد الأدنى {limit}).',
    tr: 'Girdiğiniz bir sayı çok küçük (en az {limit}).',
  },
  above: {
    en: 'A number you entered is too small (it must be more than {limit}).',
    ar: 'أحد الأرقام المدخلة صغير جدًا (يجب أن يكون أكبر من {limit}).',
    tr: 'Girdiğiniz bir sayı çok küçük ({limit} değerinden büyük olmalı).',
  },
  below: {
    en: 'A number you entered is too large (it must be less than {limit}).',
    ar: 'أحد الأرقام المدخلة كبير جدًا (يجب أن يكون أقل من {limit}).',
    tr: 'Girdiğiniz bir sayı çok büyük ({limit} değerinden küçük olmalı).',
  },
  tooMany: {
    en: 'Too many entries were chosen (at most {limit}).',
    ar: 'تم اختيار عدد كبير جدًا من العناصر (الحد الأقصى {limit}).',
    tr: 'Çok fazla seçim yapıldı (en fazla {limit}).',
  },
  invalid: {
    en: 'Some information you entered is not valid. Please check it and try again.',
    ar: 'بعض المعلومات المدخلة غير صالحة. يرجى التحقق منها والمحاولة مرة أخرى.',
    tr: 'Girdiğiniz bazı bilgiler geçerli değil. Lütfen kontrol edip tekrar deneyin.',
  },
}

const PAGE_ADDRESS: Texts = {
  en: 'The address of this page contains a value that is not valid.',
  ar: 'يحتوي عنوان هذه الصفحة على قيمة غير صالحة.',
  tr: 'Bu sayfanın adresinde geçerli olmayan bir değer var.',
}

/** The field an issue is about (its top-level name), as the error's `code`. */
export function fieldOf(issue: ValidationIssue): string {
  const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty
  if (missing) return missing
  const path = issue.instancePath?.replace(/^\//, '').split('/')
  // an array's entry (`/add_ons/0/id`) is about the array
  return path?.[0] || 'request'
}

function ruleOf(issue: ValidationIssue): { rule: Rule; limit?: number } {
  const limit = (issue.params as { limit?: number } | undefined)?.limit
  switch (issue.keyword) {
    case 'required':
      return { rule: 'required' }
    case 'maxLength':
      return { rule: 'tooLong', limit }
    case 'minLength':
      return limit === 1 ? { rule: 'required' } : { rule: 'tooShort', limit }
    case 'maximum':
      return { rule: 'tooLarge', limit }
    case 'minimum':
      return { rule: 'tooSmall', limit }
    case 'exclusiveMinimum':
      return { rule: 'above', limit }
    case 'exclusiveMaximum':
      return { rule: 'below', limit }
    case 'maxItems':
    case 'maxProperties':
      return { rule: 'tooMany', limit }
    case 'minItems':
      return { rule: 'required' }
    default:
      return { rule: 'invalid' }
  }
}

const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])))

/** One schema refusal as the customer reads it, in their language. */
export function describeValidationIssue(issue: ValidationIssue, context: string | undefined, language: Language): string {
  const field = fieldOf(issue)
  const { rule, limit } = ruleOf(issue)
  const inBody = context === undefined || context === 'body'
  const label = inBody ? LABELS[field] : context === 'querystring' ? QUERY_LABELS[field] : undefined
  if (label) {
    if (rule === 'invalid' && (field === 'email' || field === 'contact_person_email')) {
      const invalidEmail = 'Please insert a valid email.'
      return language === 'en' ? invalidEmail : MESSAGES[invalidEmail][language]
    }
    return fill(WITH_LABEL[rule][language], { label: label[language], limit })
  }
  if (!inBody) return PAGE_ADDRESS[language]
  return fill(WITHOUT_LABEL[rule][language], { limit })
}
