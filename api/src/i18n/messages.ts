/**
 * The API's messages in the customer's language (X-localization: en, ar or tr).
 *
 * The code writes its messages in English; this table gives their Arabic and
 * Turkish texts, keyed by the English one. Most come word for word from the
 * storefront apps' own translations of the same messages, so a text reads the
 * same whether the app or the API wrote it. `{name}` marks a part the message
 * fills in (an item's name, an amount): it is carried over into the translation.
 */
export type Translation = { ar: string; tr: string }

export const MESSAGES: Record<string, Translation> = {
  'Logout successful.': { ar: 'تم تسجيل الخروج بنجاح.', tr: 'Çıkış başarılı.' },
  'Email is required': { ar: 'البريد الإلكتروني مطلوب', tr: 'E-posta gerekli' },
  'Address is required': { ar: 'العنوان مطلوب', tr: 'Adres gereklidir' },
  'Name is required': { ar: 'الاسم مطلوب', tr: 'Ad gereklidir' },
  'Phone Number is required': { ar: 'رقم الهاتف مطلوب', tr: 'Telefon Numarası gereklidir' },
  'Successfully added!': { ar: 'تمت الإضافة بنجاح!', tr: 'Başarıyla eklendi!' },
  'Updated successfully.': { ar: 'تم التحديث بنجاح.', tr: 'Başarıyla güncellendi.' },
  'Service not available in this area': { ar: 'الخدمة غير متوفرة في هذه المنطقة', tr: 'Bu bölgede hizmet verilmiyor' },
  'The phone number is invalid.': { ar: 'رقم الهاتف غير صالح.', tr: 'Telefon numarası geçersiz.' },
  'Address not found': { ar: 'العنوان غير موجود', tr: 'Adres bulunamadı' },
  'Order not found': { ar: 'الطلب غير موجود', tr: 'Sipariş bulunamadı' },
  'Order canceled successfully': { ar: 'تم إلغاء الطلب بنجاح', tr: 'Sipariş başarıyla iptal edildi' },
  'This order can no longer be canceled: the store has already confirmed it.': {
    ar: 'لم يعد بالإمكان إلغاء هذا الطلب: فقد أكده المتجر بالفعل.',
    tr: 'Bu sipariş artık iptal edilemez: mağaza siparişi onayladı.',
  },
  'The reason field is required.': { ar: 'حقل السبب مطلوب.', tr: 'Neden alanı zorunludur.' },
  'Successfully removed!': { ar: 'تمت الإزالة بنجاح!', tr: 'Başarıyla kaldırıldı!' },
  'Item already in wishlist': { ar: 'المنتج موجود بالفعل في المفضلة', tr: 'Ürün zaten istek listesinde' },
  'Store already in wishlist': { ar: 'المتجر موجود بالفعل في المفضلة', tr: 'Mağaza zaten istek listesinde' },
  'Account has been deleted': { ar: 'تم حذف الحساب', tr: 'Hesap silindi' },
  'Adding funds to the wallet is not available.': {
    ar: 'إضافة الرصيد إلى المحفظة غير متاحة.',
    tr: 'Cüzdana bakiye ekleme kullanılamıyor.',
  },
  'Converting loyalty points is not available.': { ar: 'تحويل نقاط الولاء غير متاح.', tr: 'Sadakat puanı aktarımı kullanılamıyor.' },
  'Enter a whole number of points.': { ar: 'أدخل عددًا صحيحًا من النقاط.', tr: 'Tam sayı olarak puan girin.' },
  'Password can not be updated while you are logged in by using social logins.': {
    ar: 'لا يمكن تحديث كلمة المرور أثناء تسجيل دخولك عبر حسابات التواصل الاجتماعي.',
    tr: 'Sosyal hesapla giriş yaptığınızda şifre güncellenemez.',
  },
  'Points converted to wallet balance successfully.': {
    ar: 'تم تحويل النقاط إلى رصيد المحفظة بنجاح.',
    tr: 'Puanlar cüzdan bakiyesine başarıyla aktarıldı.',
  },
  'The amount must be more than 0.': { ar: 'يجب أن يكون المبلغ أكبر من 0.', tr: "Tutar 0'dan büyük olmalıdır." },
  'The email has already been taken.': { ar: 'البريد الإلكتروني مستخدم بالفعل.', tr: 'Bu e-posta zaten kullanılıyor.' },
  'The email must be a valid email address.': {
    ar: 'يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.',
    tr: 'E-posta geçerli bir adres olmalıdır.',
  },
  'The image must be 2 MB or smaller.': { ar: 'يجب ألا يزيد حجم الصورة عن 2 ميغابايت.', tr: 'Resim en fazla 2 MB olmalıdır.' },
  'The image must be a jpg, jpeg, png or gif file.': {
    ar: 'يجب أن تكون الصورة ملف jpg أو jpeg أو png أو gif.',
    tr: 'Resim jpg, jpeg, png veya gif dosyası olmalıdır.',
  },
  'The password confirmation does not match.': { ar: 'تأكيد كلمة المرور غير مطابق.', tr: 'Şifre onayı eşleşmiyor.' },
  'This page is not available.': { ar: 'هذه الصفحة غير متاحة.', tr: 'Bu sayfa kullanılamıyor.' },
  'You do not have enough loyalty points.': { ar: 'ليس لديك نقاط ولاء كافية.', tr: 'Yeterli sadakat puanınız yok.' },
  'You need to convert at least {minimum} points.': {
    ar: 'يجب تحويل {minimum} نقطة على الأقل.',
    tr: 'En az {minimum} puan aktarmalısınız.',
  },
  'You can chat with the delivery man of your order or with a store.': {
    ar: 'يمكنك الدردشة مع عامل توصيل طلبك أو مع متجر.',
    tr: 'Siparişinizin kuryesiyle veya bir mağazayla sohbet edebilirsiniz.',
  },
  'Write a message or attach an image.': { ar: 'اكتب رسالة أو أرفق صورة.', tr: 'Bir mesaj yazın veya bir görsel ekleyin.' },
  'Conversation not found': { ar: 'المحادثة غير موجودة', tr: 'Sohbet bulunamadı' },
  'Only images can be sent (PNG, JPEG, WebP or GIF).': {
    ar: 'يمكن إرسال الصور فقط (PNG أو JPEG أو WebP أو GIF).',
    tr: 'Yalnızca görsel gönderilebilir (PNG, JPEG, WebP veya GIF).',
  },
  'Each image must be 2 MB or smaller.': { ar: 'يجب ألا يتجاوز حجم كل صورة 2 ميغابايت.', tr: 'Her görsel en fazla 2 MB olmalıdır.' },
  'The message is too long.': { ar: 'الرسالة طويلة جدًا.', tr: 'Mesaj çok uzun.' },
  'Your cart is empty': { ar: 'سلتك فارغة', tr: 'Sepetiniz boş' },
  'This store is closed now. Its items cannot be added to the cart.': {
    ar: 'هذا المتجر مغلق الآن. لا يمكن إضافة منتجاته إلى السلة.',
    tr: 'Bu mağaza şu anda kapalı. Ürünleri sepete eklenemez.',
  },
  'This store does not deliver to your area. Choose a store in your delivery zone.': {
    ar: 'هذا المتجر لا يوصل إلى منطقتك. اختر متجرًا في منطقة التوصيل الخاصة بك.',
    tr: 'Bu mağaza bölgenize teslimat yapmıyor. Teslimat bölgenizdeki bir mağazayı seçin.',
  },
  'Coupon not found': { ar: 'القسيمة غير موجودة', tr: 'Kupon bulunamadı' },
  'Each image must be 5 MB or smaller.': { ar: 'يجب ألا يزيد حجم كل صورة عن 5 ميغابايت.', tr: 'Her görsel en fazla 5 MB olmalıdır.' },
  'Maximum 3 images can be send at a time.': {
    ar: 'يمكن إرسال 3 صور كحد أقصى في المرة الواحدة.',
    tr: 'Tek seferde en fazla 3 görsel gönderilebilir.',
  },
  'Only images can be uploaded (PNG, JPEG, WebP or GIF).': {
    ar: 'يمكن رفع الصور فقط (PNG أو JPEG أو WebP أو GIF).',
    tr: 'Yalnızca görsel yüklenebilir (PNG, JPEG, WebP veya GIF).',
  },
  'Please upload your prescription image': { ar: 'يرجى رفع صورة الوصفة الطبية', tr: 'Lütfen reçete görselinizi yükleyin' },
  'The delivery address is outside the area this store delivers to.': {
    ar: 'عنوان التوصيل خارج المنطقة التي يوصل إليها هذا المتجر.',
    tr: 'Teslimat adresi bu mağazanın teslimat yaptığı bölgenin dışında.',
  },
  'This coupon has expired': { ar: 'انتهت صلاحية هذه القسيمة', tr: 'Bu kuponun süresi doldu' },
  'This store does not take prescription orders.': {
    ar: 'هذا المتجر لا يقبل الطلبات بوصفة طبية.',
    tr: 'Bu mağaza reçeteli sipariş almıyor.',
  },
  'Payment info updated.': { ar: 'تم تحديث معلومات الدفع.', tr: 'Ödeme bilgisi güncellendi.' },
  'The order total has changed. Please review your order.': {
    ar: 'تغيّر إجمالي الطلب. يرجى مراجعة طلبك.',
    tr: 'Sipariş toplamı değişti. Lütfen siparişinizi gözden geçirin.',
  },
  'Guest checkout is not available. Please sign in to place your order.': {
    ar: 'الدفع كضيف غير متاح. يرجى تسجيل الدخول لتقديم طلبك.',
    tr: 'Misafir olarak sipariş verilemiyor. Siparişinizi vermek için lütfen giriş yapın.',
  },
  'This Idempotency-Key was already used for another order.': {
    ar: 'تم استخدام هذا المفتاح لطلب آخر من قبل.',
    tr: 'Bu anahtar zaten başka bir sipariş için kullanıldı.',
  },
  'Out of Stock': { ar: 'غير متوفر في المخزون', tr: 'Stokta yok' },
  'Product not found!': { ar: 'المنتج غير موجود!', tr: 'Ürün bulunamadı!' },
  'Store not found!': { ar: 'المتجر غير موجود!', tr: 'Mağaza bulunamadı!' },
  'Need a order id': { ar: 'مطلوب رقم الطلب', tr: 'Sipariş numarası gerekli' },
  'Need a contact number': { ar: 'مطلوب رقم التواصل', tr: 'İletişim numarası gerekli' },
  'When the receiver pays, the charge is paid in cash on delivery.': {
    ar: 'عندما يدفع المستلم، تُدفع الرسوم نقدًا عند الاستلام.',
    tr: 'Alıcı öderse, ücret teslimatta nakit ödenir.',
  },
  'Order placed successfully': { ar: 'تم تقديم الطلب بنجاح', tr: 'Sipariş başarıyla verildi' },
  'Receiver name is required': { ar: 'اسم المستلم مطلوب', tr: 'Alıcının adı gerekli' },
  'Receiver phone is required': { ar: 'هاتف المستلم مطلوب', tr: 'Alıcının telefonu gerekli' },
  'Please enter a valid phone number': { ar: 'يرجى إدخال رقم هاتف صالح', tr: 'Lütfen geçerli bir telefon numarası girin' },
  'Receiver address is required': { ar: 'عنوان المستلم مطلوب', tr: 'Alıcının adresi gerekli' },
  'Parcels are not picked up at this address yet.': {
    ar: 'لا يتم استلام الطرود من هذا العنوان بعد.',
    tr: 'Bu adresten henüz kargo alınmıyor.',
  },
  'The receiver’s address is outside the area we deliver parcels to.': {
    ar: 'عنوان المستلم خارج المنطقة التي نوصّل إليها الطرود.',
    tr: 'Alıcının adresi kargo teslim ettiğimiz bölgenin dışında.',
  },
  'Parcel category not found': { ar: 'فئة الطرد غير موجودة', tr: 'Kargo kategorisi bulunamadı' },
  'Please insert a valid email.': { ar: 'يرجى إدخال بريد إلكتروني صالح.', tr: 'Lütfen geçerli bir e-posta girin.' },
  'Subscribed Successfully': { ar: 'تم الاشتراك بنجاح', tr: 'Abonelik başarılı' },
  'Something went wrong. Please try again.': {
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    tr: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  },
  'Out of Limits': { ar: 'تجاوز الحد المسموح', tr: 'Limit aşıldı' },
  'This campaign is over': { ar: 'انتهت هذه الحملة', tr: 'Bu kampanya sona erdi' },
  'Variation {name} can not remain without selection': {
    ar: 'لا يمكن ترك الخيار {name} بدون تحديد',
    tr: '{name} seçeneği seçilmeden bırakılamaz',
  },
  'Selected variation named {name} must be in between Minimum {min} and Maximum {max}': {
    ar: 'يجب أن يكون الخيار المحدد {name} بين الحد الأدنى {min} والحد الأقصى {max}',
    tr: 'Seçilen {name} seçeneği en az {min} ve en fazla {max} arasında olmalıdır',
  },
  'This Variation needs to be selected in between minimum {min} and Maximum {max} items.': {
    ar: 'يجب اختيار ما بين {min} كحد أدنى و{max} كحد أقصى من عناصر هذا الخيار.',
    tr: 'Bu seçenekten en az {min} ve en fazla {max} öğe seçilmelidir.',
  },
  'This variation is out of stock. Choose another variation to proceed further.': {
    ar: 'هذا الخيار غير متوفر في المخزون. اختر خيارًا آخر للمتابعة.',
    tr: 'Bu seçenek stokta yok. Devam etmek için başka bir seçenek seçin.',
  },
  'The password must be at least {min} characters.': {
    ar: 'يجب ألا تقل كلمة المرور عن {min} أحرف.',
    tr: 'Şifre en az {min} karakter olmalıdır.',
  },
  'The password may not be longer than {max} characters.': {
    ar: 'يجب ألا تزيد كلمة المرور عن {max} حرفًا.',
    tr: 'Şifre en fazla {max} karakter olabilir.',
  },
  'This password is too common. Choose another one.': {
    ar: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
    tr: 'Bu şifre çok yaygın. Başka bir şifre seçin.',
  },
  'The password needs more different characters.': {
    ar: 'تحتاج كلمة المرور إلى أحرف مختلفة أكثر.',
    tr: 'Şifrede daha fazla farklı karakter olmalıdır.',
  },
  'The password must not be made of your name, phone number or e-mail.': {
    ar: 'يجب ألا تتكون كلمة المرور من اسمك أو رقم هاتفك أو بريدك الإلكتروني.',
    tr: 'Şifre adınızdan, telefon numaranızdan veya e-postanızdan oluşmamalıdır.',
  },
  'This password is too easy to guess. Add more words or characters.': {
    ar: 'من السهل جدًا تخمين كلمة المرور هذه. أضف كلمات أو أحرفًا أخرى.',
    tr: 'Bu şifre tahmin edilmesi çok kolay. Daha fazla kelime veya karakter ekleyin.',
  },
  'The total amount of the order, exceeds maximum amount of the cash on delivery method': {
    ar: 'تجاوز المبلغ الإجمالي للطلب الحد الأقصى لطريقة الدفع عند الاستلام',
    tr: 'Siparişin toplam tutarı, kapıda ödeme yönteminin azami tutarını aşıyor',
  },
  'To apply this coupon, total item amount should be minimum': {
    ar: 'لتطبيق هذه القسيمة، يجب أن يكون إجمالي مبلغ المنتجات على الأقل',
    tr: 'Bu kuponu uygulamak için toplam ürün tutarı en az şu olmalıdır',
  },
  'Cash on delivery is not available for this order': {
    ar: 'الدفع عند الاستلام غير متاح لهذا الطلب',
    tr: 'Bu sipariş için kapıda ödeme kullanılamıyor',
  },
  'Digital payment is not available for this order': {
    ar: 'الدفع الإلكتروني غير متاح لهذا الطلب',
    tr: 'Bu sipariş için dijital ödeme kullanılamıyor',
  },
  'Wallet payment is not available for this order': {
    ar: 'الدفع بالمحفظة غير متاح لهذا الطلب',
    tr: 'Bu sipariş için cüzdanla ödeme kullanılamıyor',
  },
  'Your wallet balance is not enough to pay for this order': {
    ar: 'رصيد محفظتك لا يكفي لدفع ثمن هذا الطلب',
    tr: 'Cüzdan bakiyeniz bu siparişi ödemeye yetmiyor',
  },
  'The store is closed at the chosen time. Choose another time.': {
    ar: 'المتجر مغلق في الوقت المختار. اختر وقتًا آخر.',
    tr: 'Mağaza seçilen saatte kapalı. Başka bir saat seçin.',
  },
  'The store is closed now. Schedule your order for later.': {
    ar: 'المتجر مغلق الآن. جدول طلبك لوقت لاحق.',
    tr: 'Mağaza şu anda kapalı. Siparişinizi daha sonraya planlayın.',
  },
  'The order amount must be at least {amount} for this store': {
    ar: 'يجب ألا يقل مبلغ الطلب عن {amount} لهذا المتجر',
    tr: 'Bu mağaza için sipariş tutarı en az {amount} olmalıdır',
  },
  // written for the API (the storefront's apps have no text for these)
  'This coupon is not valid yet': { ar: 'هذه القسيمة غير صالحة بعد', tr: 'Bu kupon henüz geçerli değil' },
  'This coupon is not valid for this store': { ar: 'هذه القسيمة غير صالحة لهذا المتجر', tr: 'Bu kupon bu mağaza için geçerli değil' },
  'This coupon is not valid in your area': { ar: 'هذه القسيمة غير صالحة في منطقتك', tr: 'Bu kupon bölgenizde geçerli değil' },
  'This coupon is not available for you': { ar: 'هذه القسيمة غير متاحة لك', tr: 'Bu kupon sizin için kullanılamaz' },
  'You have reached the limit of uses of this coupon': {
    ar: 'لقد وصلت إلى الحد الأقصى لاستخدام هذه القسيمة',
    tr: 'Bu kuponun kullanım sınırına ulaştınız',
  },
  'Item not found': { ar: 'المنتج غير موجود', tr: 'Ürün bulunamadı' },
  'Store not found': { ar: 'المتجر غير موجود', tr: 'Mağaza bulunamadı' },
  'Cart item not found': { ar: 'العنصر غير موجود في السلة', tr: 'Sepet ürünü bulunamadı' },
  'Your cart has items from another store. Clear the cart to add items from this store.': {
    ar: 'سلتك تحتوي على منتجات من متجر آخر. أفرغ السلة لإضافة منتجات من هذا المتجر.',
    tr: 'Sepetinizde başka bir mağazanın ürünleri var. Bu mağazadan ürün eklemek için sepeti boşaltın.',
  },
  'An item in your cart is no longer sold. Remove it and try again.': {
    ar: 'أحد المنتجات في سلتك لم يعد متاحًا للبيع. أزله وحاول مرة أخرى.',
    tr: 'Sepetinizdeki bir ürün artık satılmıyor. Onu çıkarıp tekrar deneyin.',
  },
  'Buy Now and Order Now take exactly one item.': {
    ar: 'الشراء الآن والطلب الآن لمنتج واحد فقط.',
    tr: 'Hemen Al ve Hemen Sipariş Ver tek bir ürün içindir.',
  },
  'A campaign item is ordered with Order Now.': {
    ar: 'يُطلب منتج الحملة عبر زر اطلب الآن.',
    tr: 'Kampanya ürünü Hemen Sipariş Ver ile sipariş edilir.',
  },
  'This item is not sold by this store.': { ar: 'هذا المنتج لا يُباع في هذا المتجر.', tr: 'Bu ürün bu mağazada satılmıyor.' },
  'Please enter a valid email address': { ar: 'يرجى إدخال بريد إلكتروني صالح', tr: 'Lütfen geçerli bir e-posta adresi girin' },
  'Your delivery location is needed': { ar: 'نحتاج إلى موقع التوصيل الخاص بك', tr: 'Teslimat konumunuz gerekli' },
  'This store does not deliver. Choose take-away.': {
    ar: 'هذا المتجر لا يوصّل الطلبات. اختر الاستلام من المتجر.',
    tr: 'Bu mağaza teslimat yapmıyor. Gel al seçeneğini seçin.',
  },
  'This store does not offer take-away.': { ar: 'هذا المتجر لا يقدّم خدمة الاستلام.', tr: 'Bu mağaza gel al hizmeti sunmuyor.' },
  'This store does not take scheduled orders.': {
    ar: 'هذا المتجر لا يقبل الطلبات المجدولة.',
    tr: 'Bu mağaza ileri tarihli sipariş almıyor.',
  },
  'The chosen time is not valid.': { ar: 'الوقت المختار غير صالح.', tr: 'Seçilen saat geçerli değil.' },
  'This store is not taking orders right now.': { ar: 'هذا المتجر لا يستقبل الطلبات الآن.', tr: 'Bu mağaza şu anda sipariş almıyor.' },
  'This store belongs to another module than the one selected.': {
    ar: 'هذا المتجر يتبع قسمًا غير القسم المختار.',
    tr: 'Bu mağaza seçilen modülden farklı bir modüle ait.',
  },
  'This item belongs to another module than the one selected.': {
    ar: 'هذا المنتج يتبع قسمًا غير القسم المختار.',
    tr: 'Bu ürün seçilen modülden farklı bir modüle ait.',
  },
  'This parcel category belongs to another module than the one selected.': {
    ar: 'فئة الطرد هذه تتبع قسمًا غير القسم المختار.',
    tr: 'Bu kargo kategorisi seçilen modülden farklı bir modüle ait.',
  },
  'Prescription orders are not available.': { ar: 'طلبات الوصفات الطبية غير متاحة.', tr: 'Reçeteli siparişler kullanılamıyor.' },
  'A prescription order is paid on delivery.': { ar: 'يُدفع طلب الوصفة الطبية عند الاستلام.', tr: 'Reçeteli sipariş teslimatta ödenir.' },
  'The quantity cannot go below 1. Remove the line instead.': {
    ar: 'لا يمكن أن تقل الكمية عن 1. أزل المنتج بدلًا من ذلك.',
    tr: 'Miktar 1’in altına inemez. Bunun yerine ürünü çıkarın.',
  },
  'This item is not available right now.': { ar: 'هذا المنتج غير متاح الآن.', tr: 'Bu ürün şu anda mevcut değil.' },
  'This item with the same variation is already in your cart. Update its quantity instead.': {
    ar: 'هذا المنتج بنفس الخيار موجود بالفعل في سلتك. عدّل الكمية بدلًا من ذلك.',
    tr: 'Bu ürün aynı seçenekle zaten sepetinizde. Bunun yerine miktarını güncelleyin.',
  },
  'The min_price query parameter must not be above max_price.': {
    ar: 'يجب ألا يزيد أقل سعر عن أعلى سعر.',
    tr: 'En düşük fiyat en yüksek fiyattan fazla olamaz.',
  },
  'The nearby filter needs the latitude and longitude headers.': {
    ar: 'يحتاج فلتر القريب إلى موقعك.',
    tr: 'Yakındakiler filtresi için konumunuz gerekli.',
  },
  'Zone id is required!': { ar: 'اختر منطقة التوصيل أولًا.', tr: 'Önce teslimat bölgenizi seçin.' },
  'Module id is required!': { ar: 'يجب اختيار قسم للمتابعة.', tr: 'Devam etmek için bir modül seçilmelidir.' },
  'The maps provider is not answering. Please try again.': {
    ar: 'خدمة الخرائط لا تستجيب. يرجى المحاولة مرة أخرى.',
    tr: 'Harita hizmeti yanıt vermiyor. Lütfen tekrar deneyin.',
  },
  'Unknown guest id. Request a new one from auth/guest/request.': {
    ar: 'انتهت جلسة الزائر. يرجى إعادة تحميل الصفحة.',
    tr: 'Misafir oturumunuz sona erdi. Lütfen sayfayı yenileyin.',
  },
  'Too many requests, please try again later.': {
    ar: 'طلبات كثيرة جدًا، يرجى المحاولة لاحقًا.',
    tr: 'Çok fazla istek, lütfen daha sonra tekrar deneyin.',
  },
  'This payment link is not valid or has already been used.': {
    ar: 'رابط الدفع هذا غير صالح أو تم استخدامه بالفعل.',
    tr: 'Bu ödeme bağlantısı geçerli değil ya da zaten kullanıldı.',
  },
  'Only an order whose digital payment failed can switch to cash on delivery.': {
    ar: 'يمكن التحويل إلى الدفع عند الاستلام فقط للطلب الذي فشل دفعه الإلكتروني.',
    tr: 'Yalnızca dijital ödemesi başarısız olan sipariş kapıda ödemeye geçebilir.',
  },
  'The reason may not be greater than 255 characters.': {
    ar: 'يجب ألا يزيد السبب عن 255 حرفًا.',
    tr: 'Neden en fazla 255 karakter olabilir.',
  },
  'Send either an item id or a store id, not both.': {
    ar: 'اختر منتجًا أو متجرًا، وليس كليهما.',
    tr: 'Bir ürün ya da bir mağaza seçin, ikisini birden değil.',
  },
  'The item id or the store id is required.': { ar: 'اختر منتجًا أو متجرًا.', tr: 'Bir ürün ya da mağaza seçin.' },
  'Not found in your wishlist': { ar: 'غير موجود في قائمة أمنياتك', tr: 'İstek listenizde bulunamadı' },
  'The first name is required.': { ar: 'الاسم الأول مطلوب.', tr: 'Ad gereklidir.' },
  'The first name field is required.': { ar: 'الاسم الأول مطلوب.', tr: 'Ad gereklidir.' },
  'The last name is required.': { ar: 'اسم العائلة مطلوب.', tr: 'Soyad gereklidir.' },
  'The email is required.': { ar: 'البريد الإلكتروني مطلوب.', tr: 'E-posta gereklidir.' },
  'The phone number can not be changed.': { ar: 'لا يمكن تغيير رقم الهاتف.', tr: 'Telefon numarası değiştirilemez.' },
  'Successfully updated!': { ar: 'تم التحديث بنجاح!', tr: 'Başarıyla güncellendi!' },
  'Customer not found': { ar: 'الحساب غير موجود', tr: 'Hesap bulunamadı' },
  'The quantity field is required.': { ar: 'الكمية مطلوبة.', tr: 'Miktar gereklidir.' },
  'You can chat with a delivery man or a store.': {
    ar: 'يمكنك المحادثة مع مندوب توصيل أو متجر.',
    tr: 'Bir kurye ya da mağaza ile sohbet edebilirsiniz.',
  },
  'The latitude field is required.': { ar: 'حدد الموقع على الخريطة.', tr: 'Konumu haritada seçin.' },
  'The longitude field is required.': { ar: 'حدد الموقع على الخريطة.', tr: 'Konumu haritada seçin.' },
  'The contact person email must be a valid email address.': {
    ar: 'يجب أن يكون البريد الإلكتروني لجهة الاتصال صالحًا.',
    tr: 'İletişim kişisinin e-postası geçerli olmalıdır.',
  },
  'Service is temporarily unavailable in this area': {
    ar: 'الخدمة غير متاحة مؤقتًا في هذه المنطقة',
    tr: 'Hizmet bu bölgede geçici olarak kullanılamıyor',
  },
  'Place not found': { ar: 'المكان غير موجود', tr: 'Yer bulunamadı' },
  'Invalid credentials': { ar: 'بيانات الدخول غير صحيحة', tr: 'Giriş bilgileri hatalı' },
  'Guest id created successfully': { ar: 'تم إنشاء جلسة الزائر بنجاح', tr: 'Misafir oturumu başarıyla oluşturuldu' },
  'The phone or email field is required.': { ar: 'أدخل الهاتف أو البريد الإلكتروني.', tr: 'Telefon ya da e-posta girin.' },
  'Your account is blocked. Please contact support.': {
    ar: 'حسابك محظور. يرجى التواصل مع الدعم.',
    tr: 'Hesabınız engellendi. Lütfen destekle iletişime geçin.',
  },
  'Unauthenticated.': { ar: 'يرجى تسجيل الدخول.', tr: 'Lütfen giriş yapın.' },
  'Category not found!': { ar: 'الفئة غير موجودة!', tr: 'Kategori bulunamadı!' },
  'Common condition not found!': { ar: 'الحالة غير موجودة!', tr: 'Rahatsızlık bulunamadı!' },
  'Campaign not found!': { ar: 'الحملة غير موجودة!', tr: 'Kampanya bulunamadı!' },
  'Flash sale not found!': { ar: 'العرض السريع غير موجود!', tr: 'Flaş indirim bulunamadı!' },
  'Image not found': { ar: 'الصورة غير موجودة', tr: 'Görsel bulunamadı' },
  'The id is not valid.': { ar: 'الرابط غير صالح.', tr: 'Bağlantı geçerli değil.' },
  'The receiver type and id are required.': { ar: 'اختر من تريد مراسلته.', tr: 'Kime yazmak istediğinizi seçin.' },
  'The conversation id, or the receiver type and id, are required.': {
    ar: 'اختر المحادثة أو من تريد مراسلته.',
    tr: 'Bir sohbet ya da kime yazmak istediğinizi seçin.',
  },
  'Send the profile as multipart/form-data.': {
    ar: 'تعذر قراءة بيانات الملف الشخصي. يرجى المحاولة مرة أخرى.',
    tr: 'Profil bilgileri okunamadı. Lütfen tekrar deneyin.',
  },
  'Only manual login (phone or email and password) is available on this server.': {
    ar: 'تسجيل الدخول متاح فقط بالهاتف أو البريد الإلكتروني وكلمة المرور.',
    tr: 'Yalnızca telefon ya da e-posta ve şifre ile giriş yapılabilir.',
  },
  'Unexpected file field.': { ar: 'ملف غير متوقع.', tr: 'Beklenmeyen dosya.' },
  'The request contains a NUL character.': { ar: 'يحتوي الطلب على حرف غير صالح.', tr: 'İstek geçersiz bir karakter içeriyor.' },
  'The request contains a value the server cannot accept.': {
    ar: 'يحتوي الطلب على قيمة غير مقبولة.',
    tr: 'İstek kabul edilemeyen bir değer içeriyor.',
  },
  'The request path is too long.': { ar: 'عنوان الصفحة طويل جدًا.', tr: 'Sayfa adresi çok uzun.' },
  'The request URL is malformed.': { ar: 'عنوان الصفحة غير صالح.', tr: 'Sayfa adresi geçersiz.' },
  'The zoneid header must be a JSON array of zone ids, for example [1,2].': {
    ar: 'منطقة التوصيل المحفوظة غير صالحة. اختر موقعك من جديد.',
    tr: 'Kayıtlı teslimat bölgesi geçersiz. Konumunuzu yeniden seçin.',
  },
  'The moduleId header must be a module id, for example 1.': {
    ar: 'القسم المحفوظ غير صالح. اختر قسمًا من جديد.',
    tr: 'Kayıtlı modül geçersiz. Yeniden bir modül seçin.',
  },
  'The box must have min_lat <= max_lat and min_lng <= max_lng.': { ar: 'منطقة الخريطة غير صالحة.', tr: 'Harita alanı geçersiz.' },
  'The return address is not one of this storefront’s pages.': {
    ar: 'عنوان العودة ليس من صفحات هذا المتجر.',
    tr: 'Dönüş adresi bu mağazanın sayfalarından biri değil.',
  },
  'The cm firebase token field is required.': {
    ar: 'تعذر تفعيل الإشعارات. يرجى المحاولة مرة أخرى.',
    tr: 'Bildirimler etkinleştirilemedi. Lütfen tekrar deneyin.',
  },
  'The id field is required.': { ar: 'العنوان المطلوب غير محدد.', tr: 'Adres seçilmedi.' },
  // messages with a part filled in
  '{name}: Out of Stock': { ar: '{name}: غير متوفر في المخزون', tr: '{name}: Stokta yok' },
  '{name}: this item is not available right now.': { ar: '{name}: هذا المنتج غير متاح الآن.', tr: '{name}: bu ürün şu anda mevcut değil.' },
  'To apply this coupon, total item amount should be minimum {amount}': {
    ar: 'لتطبيق هذه القسيمة، يجب ألا يقل إجمالي المنتجات عن {amount}',
    tr: 'Bu kuponu uygulamak için ürün toplamı en az {amount} olmalıdır',
  },
  'At most {count} images can be sent at a time.': {
    ar: 'يمكن إرسال {count} صور كحد أقصى في المرة الواحدة.',
    tr: 'Bir seferde en fazla {count} görsel gönderilebilir.',
  },
  'The quantity cannot exceed {max}.': { ar: 'لا يمكن أن تتجاوز الكمية {max}.', tr: 'Miktar {max} adedi geçemez.' },
  'Add-on {id} is not available for this item': { ar: 'هذه الإضافة غير متاحة لهذا المنتج', tr: 'Bu ek ürün bu ürün için mevcut değil' },
  'Add-on {id} is sent more than once': { ar: 'تم اختيار هذه الإضافة أكثر من مرة', tr: 'Bu ek ürün birden fazla kez seçildi' },
  'The phone has already been taken.': { ar: 'رقم الهاتف مستخدم بالفعل.', tr: 'Bu telefon numarası zaten kullanılıyor.' },
  // reviews, the rating prompt and interests (routes/items/reviews/_form.ts REVIEW_MESSAGES)
  'Review submitted successfully': { ar: 'تم إرسال المراجعة بنجاح', tr: 'Yorum başarıyla gönderildi' },
  'You can review an order only after it is delivered.': {
    ar: 'يمكنك تقييم الطلب فقط بعد توصيله.',
    tr: 'Bir siparişi ancak teslim edildikten sonra değerlendirebilirsiniz.',
  },
  'This item is not part of the order.': { ar: 'هذا المنتج ليس ضمن الطلب.', tr: 'Bu ürün siparişte yok.' },
  'You have already reviewed this item.': { ar: 'لقد قيّمت هذا المنتج بالفعل.', tr: 'Bu ürünü zaten değerlendirdiniz.' },
  'You have already reviewed the delivery man of this order.': {
    ar: 'لقد قيّمت عامل التوصيل لهذا الطلب بالفعل.',
    tr: 'Bu siparişin kuryesini zaten değerlendirdiniz.',
  },
  'This order has no delivery man to review.': {
    ar: 'لا يوجد عامل توصيل لتقييمه في هذا الطلب.',
    tr: 'Bu siparişte değerlendirilecek bir kurye yok.',
  },
  'The rating must be a whole number from 1 to 5.': {
    ar: 'يجب أن يكون التقييم عددًا صحيحًا من 1 إلى 5.',
    tr: 'Puan 1 ile 5 arasında bir tam sayı olmalıdır.',
  },
  'The review may not be greater than 1000 characters.': {
    ar: 'لا يجوز أن تزيد المراجعة عن 1000 حرف.',
    tr: 'Yorum 1000 karakterden uzun olamaz.',
  },
  'Review reminder canceled': { ar: 'تم إلغاء تذكير التقييم', tr: 'Değerlendirme hatırlatıcısı iptal edildi' },
  'Interest updated successfully': { ar: 'تم تحديث الاهتمامات بنجاح', tr: 'İlgi alanları başarıyla güncellendi' },
  'Choose at least one category.': { ar: 'اختر فئة واحدة على الأقل.', tr: 'En az bir kategori seçin.' },
  'Some of the chosen categories do not exist.': {
    ar: 'بعض الفئات المختارة غير موجودة.',
    tr: 'Seçilen kategorilerden bazıları mevcut değil.',
  },
  'The item_id field is required.': { ar: 'حدد المنتج.', tr: 'Ürünü seçin.' },
  'The order_id field is required.': { ar: 'حدد الطلب.', tr: 'Siparişi seçin.' },
  'The delivery_man_id field is required.': { ar: 'حدد عامل التوصيل.', tr: 'Kuryeyi seçin.' },
}
