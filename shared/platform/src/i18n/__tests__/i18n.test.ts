import { getSessionStore, languageAtom, resetSessionStore } from '../../session/atoms';
import { LANGUAGES, isRtl, registerMessages, t, translate } from '../i18n';

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

describe('translate', () => {
  it('returns the English key itself in English', () => {
    expect(translate('en', 'Item added to cart')).toBe('Item added to cart');
    expect(translate(null, 'Item added to cart')).toBe('Item added to cart');
    expect(translate('en', 'A text nobody translated')).toBe('A text nobody translated');
  });

  it('translates to Arabic and Turkish', () => {
    expect(translate('ar', 'Item added to cart')).toBe('تمت إضافة المنتج إلى السلة');
    expect(translate('tr', 'Item added to cart')).toBe('Ürün sepete eklendi');
  });

  it('falls back to English for a missing translation or an unknown language', () => {
    expect(translate('ar', 'A text nobody translated')).toBe('A text nobody translated');
    expect(translate('de', 'Item added to cart')).toBe('Item added to cart');
  });

  it('fills in values, in every language, and leaves unknown placeholders alone', () => {
    expect(translate('en', 'Variation {name} can not remain without selection', { name: 'Size' })).toBe(
      'Variation Size can not remain without selection',
    );
    expect(translate('ar', 'Variation {name} can not remain without selection', { name: 'الحجم' })).toBe(
      'لا يمكن ترك الخيار الحجم بدون تحديد',
    );
    expect(translate('tr', 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}', { name: 'Boy', min: 1, max: 0 })).toBe(
      'Seçilen Boy seçeneği en az 1 ve en fazla 0 arasında olmalıdır',
    );
    expect(translate('en', 'Hello {who} and {other}', { who: 'you' })).toBe('Hello you and {other}');
  });
});

describe('t', () => {
  it('follows the language in the session', () => {
    expect(t('Try again')).toBe('Try again');
    getSessionStore().set(languageAtom, 'tr');
    expect(t('Try again')).toBe('Tekrar dene');
    getSessionStore().set(languageAtom, 'ar');
    expect(t('Try again')).toBe('حاول مرة أخرى');
  });
});

describe('registerMessages', () => {
  it("adds an app's own texts without dropping the shared ones", () => {
    registerMessages('tr', { 'Order Now': 'Şimdi sipariş ver' });
    expect(translate('tr', 'Order Now')).toBe('Şimdi sipariş ver');
    expect(translate('tr', 'Try again')).toBe('Tekrar dene');
  });

  it('can add a whole new language', () => {
    registerMessages('fr', { 'Try again': 'Réessayer' });
    expect(translate('fr', 'Try again')).toBe('Réessayer');
  });

  it('is shared by a second copy of the module', () => {
    let second!: typeof import('../i18n');
    jest.isolateModules(() => {
      second = require('../i18n');
    });
    second.registerMessages('ar', { 'Registered elsewhere': 'مسجل في مكان آخر' });
    expect(translate('ar', 'Registered elsewhere')).toBe('مسجل في مكان آخر');
  });
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
