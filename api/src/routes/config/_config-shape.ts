/** module_config: what each module type's screens switch on (6amMart `module_config`). */
export const moduleConfig = {
  food: {
    order_status: { accepted: true }, order_place_to_schedule_interval: true, add_on: true, stock: false, veg_non_veg: true,
    unit: false, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: true,
    show_restaurant_text: true, is_parcel: false, organic: false, cutlery: true, common_condition: false, nutrition: true,
    allergy: true, basic: false, halal: true, brand: false, generic_name: false,
    description: 'Restaurants: food variations, add-ons, veg and halal markers, daily availability windows.',
  },
  grocery: {
    order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false,
    unit: true, order_attachment: false, always_open: false, all_zone_service: false, item_available_time: false,
    show_restaurant_text: false, is_parcel: false, organic: true, cutlery: false, common_condition: false, nutrition: true,
    allergy: true, basic: false, halal: true, brand: false, generic_name: false,
    description: 'Groceries: stock, units, organic produce.',
  },
  pharmacy: {
    order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false,
    unit: true, order_attachment: true, always_open: false, all_zone_service: false, item_available_time: false,
    show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: true, nutrition: false,
    allergy: false, basic: true, halal: false, brand: false, generic_name: true,
    description: 'Pharmacy: prescriptions, generic names, common conditions.',
  },
  ecommerce: {
    order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: true, veg_non_veg: false,
    unit: true, order_attachment: false, always_open: true, all_zone_service: false, item_available_time: false,
    show_restaurant_text: false, is_parcel: false, organic: false, cutlery: false, common_condition: false, nutrition: false,
    allergy: false, basic: false, halal: false, brand: true, generic_name: false,
    description: 'Shop: brands, colour and size variations, product pages.',
  },
  parcel: {
    order_status: { accepted: false }, order_place_to_schedule_interval: false, add_on: false, stock: false, veg_non_veg: false,
    unit: false, order_attachment: false, always_open: true, all_zone_service: false, item_available_time: false,
    show_restaurant_text: false, is_parcel: true, organic: false, cutlery: false, common_condition: false, nutrition: false,
    allergy: false, basic: false, halal: false, brand: false, generic_name: false,
    description: 'Parcel: send anything across town, charged per km by parcel category.',
  },
}

export const languages = [
  { key: 'en', value: 'English', direction: 'ltr', default: true },
  { key: 'ar', value: 'العربية', direction: 'rtl', default: false },
  { key: 'tr', value: 'Türkçe', direction: 'ltr', default: false },
]

/** Where 2.x clients join `base_urls.x + '/' + image`; the same URLs the *_full_url fields carry. */
export function baseUrls(publicUrl: string) {
  const storage = (kind: string) => `${publicUrl}/storage/${kind}`
  return {
    item_image_url: storage('item'),
    refund_image_url: storage('refund'),
    customer_image_url: storage('customer'),
    banner_image_url: storage('banner'),
    category_image_url: storage('category'),
    review_image_url: storage('review'),
    notification_image_url: storage('notification'),
    store_image_url: storage('store'),
    vendor_image_url: storage('store'),
    store_cover_photo_url: storage('store-cover'),
    delivery_man_image_url: storage('delivery-man'),
    chat_image_url: storage('chat'),
    campaign_image_url: storage('campaign'),
    item_campaign_image_url: storage('campaign-item'),
    business_logo_url: storage('business'),
    module_image_url: storage('module'),
    module_thumbnail_url: storage('module-thumbnail'),
    order_attachment_url: storage('order'),
    parcel_category_image_url: storage('parcel-category'),
    landing_page_image_url: storage('landing'),
    brand_image_url: storage('brand'),
    gateway_image_url: storage('gateway'),
  }
}
