import { registerMessages } from '@storefront/platform';

// mf-location's own texts; the spec's ('Pick Locations', the permission dialog ...) live in shared.
registerMessages('ar', {
  'Pick your location': 'اختر موقعك',
  'Use current location': 'استخدم الموقع الحالي',
  'Searching...': 'جارٍ البحث...',
  'No results found': 'لا توجد نتائج',
  'Selected address': 'العنوان المختار',
  'Finding the address...': 'جارٍ تحديد العنوان...',
  'Search for your address or use your current location.': 'ابحث عن عنوانك أو استخدم موقعك الحالي.',
  'Could not detect your current location.': 'تعذر تحديد موقعك الحالي.',
  'Your browser cannot detect your location.': 'لا يستطيع متصفحك تحديد موقعك.',
  'Could not find this place on the map.': 'تعذر العثور على هذا المكان على الخريطة.',
  'No address was found for this place.': 'لم يتم العثور على عنوان لهذا المكان.',
  'Service not available in this area': 'الخدمة غير متوفرة في هذه المنطقة',
  'Got it': 'حسنًا',
  Map: 'الخريطة',
  'Set delivery location': 'حدد موقع التوصيل',
  'Delivery location: {address}': 'موقع التوصيل: {address}',
});

registerMessages('tr', {
  'Pick your location': 'Konumunuzu seçin',
  'Use current location': 'Mevcut konumu kullan',
  'Searching...': 'Aranıyor...',
  'No results found': 'Sonuç bulunamadı',
  'Selected address': 'Seçilen adres',
  'Finding the address...': 'Adres bulunuyor...',
  'Search for your address or use your current location.': 'Adresinizi arayın veya mevcut konumunuzu kullanın.',
  'Could not detect your current location.': 'Mevcut konumunuz belirlenemedi.',
  'Your browser cannot detect your location.': 'Tarayıcınız konumunuzu belirleyemiyor.',
  'Could not find this place on the map.': 'Bu yer haritada bulunamadı.',
  'No address was found for this place.': 'Bu yer için adres bulunamadı.',
  'Service not available in this area': 'Bu bölgede hizmet verilmiyor',
  'Got it': 'Anladım',
  Map: 'Harita',
  'Set delivery location': 'Teslimat konumunu belirleyin',
  'Delivery location: {address}': 'Teslimat konumu: {address}',
});
