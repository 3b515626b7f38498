import { registerMessages } from '@storefront/platform';

// The catalogue's own texts (the spec's shared ones are registered by @storefront/platform).
registerMessages('ar', {
  Home: 'الرئيسية',
  'Popular Items Nearby': 'المنتجات الشائعة بالقرب منك',
  'Add to cart': 'أضف إلى السلة',
  'Out of Stock': 'غير متوفر في المخزون',
  'Choose options': 'اختر الخيارات',
  'This item has options to choose before it can be added to the cart.':
    'هذا المنتج له خيارات يجب اختيارها قبل إضافته إلى السلة.',
  '{value} OFF': 'خصم {value}',
  'Original price {price}': 'السعر الأصلي {price}',
  Rating: 'التقييم',
  Veg: 'نباتي',
  'Non-Veg': 'غير نباتي',
  'No unit type': 'لا يوجد نوع وحدة',
  'Items not found!': 'لم يتم العثور على منتجات!',
  'No popular items in this module for your area yet.': 'لا توجد منتجات شائعة في هذه الوحدة لمنطقتك بعد.',
  'Popular items could not be loaded.': 'تعذر تحميل المنتجات الشائعة.',
  'Popular items could not be refreshed.': 'تعذر تحديث المنتجات الشائعة.',
  'Try again': 'حاول مرة أخرى',
  Loading: 'جارٍ التحميل',
  'Select a type of module for your orders': 'اختر نوع الوحدة لطلباتك',
  'Choose a module': 'اختر وحدة',
  'Insert delivery location': 'أدخل موقع التوصيل',
  'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not':
    'يرجى إضافة موقع التوصيل حتى نتمكن من التحقق مما إذا كان المطعم يوصل إلى منطقتك أم لا',
  'Pick from Map': 'اختر من الخريطة',
});

registerMessages('tr', {
  Home: 'Ana sayfa',
  'Popular Items Nearby': 'Yakındaki popüler ürünler',
  'Add to cart': 'Sepete ekle',
  'Out of Stock': 'Stokta yok',
  'Choose options': 'Seçenekleri seçin',
  'This item has options to choose before it can be added to the cart.':
    'Bu ürünün sepete eklenmeden önce seçilmesi gereken seçenekleri var.',
  '{value} OFF': '{value} İNDİRİM',
  'Original price {price}': 'Orijinal fiyat {price}',
  Rating: 'Puan',
  Veg: 'Vejetaryen',
  'Non-Veg': 'Vejetaryen değil',
  'No unit type': 'Birim türü yok',
  'Items not found!': 'Ürün bulunamadı!',
  'No popular items in this module for your area yet.': 'Bu modülde bölgeniz için henüz popüler ürün yok.',
  'Popular items could not be loaded.': 'Popüler ürünler yüklenemedi.',
  'Popular items could not be refreshed.': 'Popüler ürünler yenilenemedi.',
  'Try again': 'Tekrar deneyin',
  Loading: 'Yükleniyor',
  'Select a type of module for your orders': 'Siparişleriniz için bir modül türü seçin',
  'Choose a module': 'Modül seçin',
  'Insert delivery location': 'Teslimat konumu ekleyin',
  'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not':
    'Restoranın bölgenize teslimat yapıp yapmadığını kontrol edebilmemiz için lütfen teslimat konumunuzu ekleyin',
  'Pick from Map': 'Haritadan seç',
});
