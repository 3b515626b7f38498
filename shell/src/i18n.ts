import { registerMessages } from '@storefront/platform';

// The shell's own texts; the spec's shared messages are registered by @storefront/platform.
registerMessages('ar', {
  Storefront: 'المتجر',
  '{name} home': 'الصفحة الرئيسية لـ {name}',
  Main: 'القائمة الرئيسية',
  Menu: 'القائمة',
  Modules: 'الوحدات',
  'Loading modules': 'جارٍ تحميل الوحدات',
  'Everything you need, delivered to your door': 'كل ما تحتاجه، يصلك إلى باب بيتك',
  'Set your delivery location to see the stores and items that deliver to you.':
    'حدد موقع التوصيل لترى المتاجر والمنتجات التي توصل إليك.',
  'Set delivery location': 'حدد موقع التوصيل',
  'Change the language?': 'تغيير اللغة؟',
  'The site will be shown in {language}.': 'سيتم عرض الموقع باللغة {language}.',
  Change: 'تغيير',
  Cancel: 'إلغاء',
  'Page not found': 'الصفحة غير موجودة',
  'The page you are looking for does not exist.': 'الصفحة التي تبحث عنها غير موجودة.',
  'Back to home': 'العودة إلى الرئيسية',
});

registerMessages('tr', {
  Storefront: 'Mağaza',
  '{name} home': '{name} ana sayfa',
  Main: 'Ana menü',
  Menu: 'Menü',
  Modules: 'Modüller',
  'Loading modules': 'Modüller yükleniyor',
  'Everything you need, delivered to your door': 'İhtiyacınız olan her şey kapınıza gelsin',
  'Set your delivery location to see the stores and items that deliver to you.':
    'Size teslimat yapan mağazaları ve ürünleri görmek için teslimat konumunuzu belirleyin.',
  'Set delivery location': 'Teslimat konumunu belirle',
  'Change the language?': 'Dil değiştirilsin mi?',
  'The site will be shown in {language}.': 'Site {language} dilinde gösterilecek.',
  Change: 'Değiştir',
  Cancel: 'İptal',
  'Page not found': 'Sayfa bulunamadı',
  'The page you are looking for does not exist.': 'Aradığınız sayfa mevcut değil.',
  'Back to home': 'Ana sayfaya dön',
});
