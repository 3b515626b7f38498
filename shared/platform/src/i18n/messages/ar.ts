import type { Messages } from '../i18n';

export const ar: Messages = {
  // session and errors (spec §8)
  'Your account is inactive or Your token has been expired': 'حسابك غير نشط أو انتهت صلاحية الرمز الخاص بك',
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'You are not logged in': 'لم تقم بتسجيل الدخول',
  'Out of Stock': 'غير متوفر في المخزون',
  'Out of Limits': 'تجاوز الحد المسموح',
  'No changes found to update.': 'لم يتم العثور على تغييرات للتحديث.',
  'A module must be selected to continue.': 'يجب اختيار وحدة للمتابعة.',
  'Select a type of module for your orders': 'اختر نوع الوحدة لطلباتك',
  'You must be login to access this page.': 'يجب تسجيل الدخول للوصول إلى هذه الصفحة.',
  'You must pick a zone to access this page.': 'يجب اختيار منطقة للوصول إلى هذه الصفحة.',
  // success messages
  'Item added to cart': 'تمت إضافة المنتج إلى السلة',
  'Item updated successfully': 'تم تحديث المنتج بنجاح',
  'Cart item remove successfully': 'تمت إزالة المنتج من السلة بنجاح',
  'Removed from cart.': 'تمت الإزالة من السلة.',
  'New location has been set.': 'تم تعيين الموقع الجديد.',
  'New delivery address selected.': 'تم اختيار عنوان توصيل جديد.',
  'Updated successfully.': 'تم التحديث بنجاح.',
  'A module has been selected.': 'تم اختيار وحدة.',
  'Sign in successfully.': 'تم تسجيل الدخول بنجاح.',
  'Signup successfully.': 'تم إنشاء الحساب بنجاح.',
  'Logout successful.': 'تم تسجيل الخروج بنجاح.',
  'Language has been changed': 'تم تغيير اللغة',
  // modules
  'No module found': 'لم يتم العثور على وحدة',
  'Contact with the site owner to activate modules.': 'تواصل مع مالك الموقع لتفعيل الوحدات.',
  // remote mount fallback
  'This part of the page could not be loaded.': 'تعذر تحميل هذا الجزء من الصفحة.',
  'Try again': 'حاول مرة أخرى',
  Loading: 'جارٍ التحميل',
  // chrome
  Home: 'الرئيسية',
  'Sign In': 'تسجيل الدخول',
  'Sign Up': 'إنشاء حساب',
  'Track order': 'تتبع الطلب',
  Language: 'اللغة',
  // modules by type
  Food: 'الطعام',
  Grocery: 'البقالة',
  Pharmacy: 'الصيدلية',
  Ecommerce: 'التجارة الإلكترونية',
  Parcel: 'الطرود',
  // location
  'Pick Locations': 'اختر الموقع',
  'Search location here...': 'ابحث عن الموقع هنا...',
  'Please allow browser location permission': 'يرجى السماح بإذن الموقع في المتصفح',
  'Your browser location track permission is off. Please turn on the location permission to detect current location':
    'إذن تتبع الموقع في متصفحك متوقف. يرجى تشغيل إذن الموقع لتحديد موقعك الحالي',
  // cart
  'Shopping Cart': 'سلة التسوق',
  'Your cart is empty': 'سلتك فارغة',
  'No items added in your cart. Please add product to your cart list.':
    'لم تتم إضافة أي منتجات إلى سلتك. يرجى إضافة منتج إلى قائمة السلة.',
  'Continue Shopping': 'متابعة التسوق',
  'Proceed To Checkout': 'المتابعة إلى الدفع',
  'You have Saved': 'لقد وفرت',
  'more for free delivery': 'إضافية للتوصيل المجاني',
  'You have reduced delivery charge': 'لقد خفضت رسوم التوصيل',
  Subtotal: 'المجموع الفرعي',
  'Add to cart': 'أضف إلى السلة',
  'Update to cart': 'تحديث السلة',
  'Not Available now': 'غير متوفر الآن',
  'This variation is out of stock. Choose another variation to proceed further.':
    'هذا الخيار غير متوفر في المخزون. اختر خيارًا آخر للمتابعة.',
  'Variation {name} can not remain without selection': 'لا يمكن ترك الخيار {name} بدون تحديد',
  'Selected variation named {name} must be in between Minimum {min} and Maximum {max}':
    'يجب أن يكون الخيار المحدد {name} بين الحد الأدنى {min} والحد الأقصى {max}',
  'This Variation needs to be selected in between minimum {min} and Maximum {max} items.':
    'يجب اختيار ما بين {min} كحد أدنى و{max} كحد أقصى من عناصر هذا الخيار.',
  'Your cart has been cleared successfully. And selected item added to the cart.':
    'تم مسح سلتك بنجاح. وتمت إضافة المنتج المحدد إلى السلة.',
  'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not':
    'يرجى إضافة موقع التوصيل حتى نتمكن من التحقق مما إذا كان المطعم يوصل إلى منطقتك أم لا',
  'Pick from Map': 'اختر من الخريطة',
  'This campaign is over': 'انتهت هذه الحملة',
  // tracking
  'Need a order id': 'مطلوب رقم الطلب',
  'Need a contact number': 'مطلوب رقم التواصل',
  'Order not found': 'الطلب غير موجود',
};
