import { act, render, screen } from '@testing-library/react';
import { getSessionStore, languageAtom, resetSessionStore } from '../../session/atoms';
import { LANGUAGES, isRtl, loadLanguage, registerLazyNamespace, registerNamespace } from '../i18n';
import { getTexts, PLATFORM_NAMESPACE } from '../texts-instance';

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

const setLanguage = (language: string | null) => getSessionStore().set(languageAtom, language);

const cart = registerNamespace('test-cart', {
  en: {
    'Try again': 'Try again',
    '{count} items_one': '{count} item',
    '{count} items_other': '{count} items',
    'Hello {who} and {other}': 'Hello {who} and {other}',
  },
  ar: {
    'Try again': 'أعد المحاولة',
    '{count} items_zero': 'لا توجد منتجات',
    '{count} items_one': 'منتج واحد',
    '{count} items_two': 'منتجان',
    '{count} items_few': '{count} منتجات',
    '{count} items_many': '{count} منتجًا',
    '{count} items_other': '{count} منتج',
  },
  tr: { 'Try again': 'Yeniden dene', '{count} items_one': '{count} ürün', '{count} items_other': '{count} ürün' },
});
const parcel = registerNamespace('test-parcel', {
  en: { 'Try again': 'Try again', 'Order #{id}': 'Order #{id}' },
  ar: { 'Try again': 'حاول ثانية', 'Order #{id}': 'الطلب رقم {id}' },
  tr: { 'Try again': 'Bir daha dene', 'Order #{id}': 'Sipariş #{id}' },
});

// First in the file: nothing has asked for another language yet.
it("loads the platform's own texts in another language on first use, and a namespace falls back to them", async () => {
  expect(getTexts().hasResourceBundle('en', PLATFORM_NAMESPACE)).toBe(true);
  expect(getTexts().hasResourceBundle('ar', PLATFORM_NAMESPACE)).toBe(false);
  setLanguage('ar');
  expect(cart.t('Out of Limits')).toBe('Out of Limits');
  await loadLanguage('ar');
  expect(getTexts().hasResourceBundle('ar', PLATFORM_NAMESPACE)).toBe(true);
  expect(cart.t('Out of Limits')).toBe('تجاوز الحد المسموح');
  expect(getTexts().hasResourceBundle('tr', PLATFORM_NAMESPACE)).toBe(false);
});

describe('a namespace', () => {
  it('shows the English text itself in English and when no language is chosen', () => {
    expect(cart.t('Try again')).toBe('Try again');
    setLanguage('en');
    expect(parcel.t('Order #{id}', { id: 7 })).toBe('Order #7');
  });

  it('translates to Arabic and Turkish, each app with its own text for the same English key', () => {
    setLanguage('ar');
    expect(cart.t('Try again')).toBe('أعد المحاولة');
    expect(parcel.t('Try again')).toBe('حاول ثانية');
    setLanguage('tr');
    expect(cart.t('Try again')).toBe('Yeniden dene');
    expect(parcel.t('Try again')).toBe('Bir daha dene');
  });

  it("falls back to the platform's texts, then to English", () => {
    setLanguage('tr');
    expect(parcel.t('Out of Stock')).toBe('Stokta yok');
    expect(parcel.t('Something went wrong. Please try again.')).toBe('Bir şeyler ters gitti. Lütfen tekrar deneyin.');
    expect(parcel.t('A server message nobody translated.')).toBe('A server message nobody translated.');
    setLanguage('de');
    expect(parcel.t('Order #{id}', { id: 7 })).toBe('Order #7');
  });

  it('fills in values and leaves a value nobody passed visible', () => {
    setLanguage('ar');
    expect(parcel.t('Order #{id}', { id: 12 })).toBe('الطلب رقم 12');
    setLanguage('en');
    expect(cart.t('Hello {who} and {other}', { who: 'you' })).toBe('Hello you and {other}');
  });

  it('keeps sentences with dots and colons whole (they are no key separators)', () => {
    setLanguage('tr');
    expect(cart.t('Variation {name} can not remain without selection', { name: 'Boy' })).toBe('Boy seçeneği seçilmeden bırakılamaz');
    expect(parcel.t('This part of the page could not be loaded.')).toBe('Sayfanın bu bölümü yüklenemedi.');
  });
});

describe('plural forms', () => {
  it('English: one and other', () => {
    expect(cart.t('{count} items', { count: 1 })).toBe('1 item');
    expect(cart.t('{count} items', { count: 0 })).toBe('0 items');
    expect(cart.t('{count} items', { count: 2 })).toBe('2 items');
  });

  it('Arabic: zero, one, two, few, many and other', () => {
    setLanguage('ar');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => cart.t('{count} items', { count }));
    expect(forms).toEqual(['لا توجد منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج']);
  });

  it('Turkish: one and other', () => {
    setLanguage('tr');
    expect(cart.t('{count} items', { count: 1 })).toBe('1 ürün');
    expect(cart.t('{count} items', { count: 5 })).toBe('5 ürün');
  });
});

describe('useT', () => {
  function Label() {
    return <p>{cart.useT()('{count} items', { count: 2 })}</p>;
  }

  it('re-renders in the new language when the visitor switches', () => {
    render(<Label />);
    expect(screen.getByText('2 items')).toBeInTheDocument();
    act(() => setLanguage('ar'));
    expect(screen.getByText('منتجان')).toBeInTheDocument();
  });

  it('shows texts a namespace registers after the first render', () => {
    setLanguage('tr');
    const late = registerNamespace('test-late', { en: { Late: 'Late' }, ar: { Late: 'متأخر' }, tr: { Late: 'Geç' } });
    function LateLabel() {
      return <p>{late.useT()('Late')}</p>;
    }
    render(<LateLabel />);
    expect(screen.getByText('Geç')).toBeInTheDocument();
  });
});

it('keeps one i18next instance per page, even for a second copy of the module', () => {
  let second!: typeof import('../i18n');
  jest.isolateModules(() => {
    second = require('../i18n');
  });
  second.registerNamespace('test-elsewhere', { en: { Hi: 'Hi' }, ar: { Hi: 'مرحبا' }, tr: { Hi: 'Merhaba' } });
  setLanguage('ar');
  expect(registerNamespace('test-elsewhere', { en: {}, ar: {}, tr: {} }).t('Hi')).toBe('مرحبا');
});

describe('isRtl', () => {
  it('is true for Arabic, Persian, Hebrew and Urdu, also with a region', () => {
    for (const code of ['ar', 'fa', 'he', 'ur', 'ar-EG']) expect(isRtl(code)).toBe(true);
  });

  it('is false for left-to-right languages and when no language is chosen', () => {
    for (const code of ['en', 'tr', 'fr', null, undefined]) expect(isRtl(code)).toBe(false);
  });
});

it('offers English, Arabic and Turkish', () => {
  expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'ar', 'tr']);
});

describe('a namespace whose other languages load on first use', () => {
  it('shows English at once, then the language once its texts arrive, loading each language once', async () => {
    const loads: string[] = [];
    const lazy = registerLazyNamespace('test-lazy', {
      en: { 'Place Order': 'Place Order' },
      languages: {
        ar: () => {
          loads.push('ar');
          return Promise.resolve({ default: { 'Place Order': 'تأكيد الطلب' } });
        },
        tr: () => {
          loads.push('tr');
          return Promise.resolve({ 'Place Order': 'Siparişi Ver' });
        },
      },
    });
    function Button() {
      return <button>{lazy.useT()('Place Order')}</button>;
    }
    render(<Button />);
    expect(screen.getByRole('button')).toHaveTextContent('Place Order');
    expect(loads).toEqual([]);
    act(() => setLanguage('ar'));
    expect(await screen.findByRole('button', { name: 'تأكيد الطلب' })).toBeInTheDocument();
    act(() => setLanguage('tr'));
    expect(await screen.findByRole('button', { name: 'Siparişi Ver' })).toBeInTheDocument();
    act(() => setLanguage('ar'));
    expect(screen.getByRole('button')).toHaveTextContent('تأكيد الطلب');
    expect(loads).toEqual(['ar', 'tr']);
    expect(lazy.t('Place Order')).toBe('تأكيد الطلب');
  });

  it('tries a failed load again the next time the language is needed', async () => {
    let attempts = 0;
    const flaky = registerLazyNamespace('test-flaky', {
      en: { Hello: 'Hello' },
      languages: {
        ar: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Hello: 'مرحبا' })),
      },
    });
    setLanguage('ar');
    expect(flaky.t('Hello')).toBe('Hello');
    await Promise.resolve();
    await Promise.resolve();
    expect(flaky.t('Hello')).toBe('Hello');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flaky.t('Hello')).toBe('مرحبا');
    expect(attempts).toBe(2);
  });
});

it('loadLanguage fetches a language for every lazy namespace, so a switch can wait for it', async () => {
  const first = registerLazyNamespace('test-wait-a', { en: { Yes: 'Yes' }, languages: { tr: () => Promise.resolve({ Yes: 'Evet' }) } });
  const second = registerLazyNamespace('test-wait-b', { en: { No: 'No' }, languages: { tr: () => Promise.resolve({ No: 'Hayır' }) } });
  await loadLanguage('tr');
  setLanguage('tr');
  expect(first.t('Yes')).toBe('Evet');
  expect(second.t('No')).toBe('Hayır');
});
