/** Business settings, landing-page content and policy pages of the demo marketplace. */
export const businessSettings = {
  business_name: 'Parcel & Plate Market',
  address: '1 Bryant Park, New York, NY 10036, USA',
  phone: '+15550100000',
  email: 'hello@example.com',
  country: 'US',
  country_picker_status: 1,
  currency_symbol: '$',
  currency_code: 'USD',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  free_delivery_over: 50,
  guest_checkout_status: 1,
  schedule_order: true,
  schedule_order_slot_duration: 30,
  cash_on_delivery: true,
  digital_payment: true,
  offline_payment_status: 0,
  home_delivery_status: 1,
  takeaway_status: 1,
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  loyalty_point_exchange_rate: 10,
  loyalty_point_item_purchase_point: 5,
  loyalty_point_minimum_point: 100,
  ref_earning_status: 1,
  ref_earning_exchange_rate: 5,
  refund_active_status: true,
  refund_policy: 1,
  cancelation_policy: 1,
  shipping_policy: 0,
  prescription_order_status: true,
  dm_tips_status: 1,
  toggle_veg_non_veg: true,
  tax_included: 0,
  additional_charge_status: 0,
  additional_charge_name: 'Service Charge',
  additional_charge: 0,
  partial_payment_status: 1,
  partial_payment_method: 'both',
  add_fund_status: 1,
  timeformat: '12',
  footer_text: 'Copyright 2026 Parcel & Plate Market. All rights reserved.',
  cookies_text: 'We use cookies to remember your location, language and cart.',
  maintenance_mode: false,
  social_media: [
    { id: 1, name: 'facebook', link: 'https://www.facebook.com/', status: 1 },
    { id: 2, name: 'instagram', link: 'https://www.instagram.com/', status: 1 },
    { id: 3, name: 'twitter', link: 'https://x.com/', status: 1 },
    { id: 4, name: 'linkedin', link: 'https://www.linkedin.com/', status: 1 },
    { id: 5, name: 'pinterest', link: 'https://www.pinterest.com/', status: 1 },
  ],
  landing_page_links: {
    app_url_android_status: '1',
    app_url_android: 'https://play.google.com/store',
    app_url_ios_status: '1',
    app_url_ios: 'https://www.apple.com/app-store/',
    web_app_url_status: '0',
    web_app_url: '',
  },
}

export const landingPage = {
  fixed_header_title: 'Everything you need, delivered',
  fixed_header_sub_title: 'Food, groceries, pharmacy, shopping and parcels: one app, one checkout.',
  fixed_module_title: 'Your everyday needs',
  fixed_module_sub_title: 'Pick a module to start shopping in your area.',
  fixed_location_title: 'Find stores near you',
  fixed_referal_title: 'Invite a friend, both save',
  fixed_referal_sub_title: 'Share your code and earn wallet credit on their first order.',
  fixed_newsletter_title: 'Sign up to our newsletter',
  fixed_newsletter_sub_title: 'Receive the latest deals and new stores, once a week.',
  fixed_footer_description:
    'Parcel & Plate Market connects you with restaurants, grocers, pharmacies and shops in your city, and sends parcels across town.',
  fixed_promotional_banner_full_url: null,
  download_user_app_links: {
    playstore_url_status: '1',
    playstore_url: 'https://play.google.com/store',
    apple_store_url_status: '1',
    apple_store_url: 'https://www.apple.com/app-store/',
  },
  promotion_banners: [
    { title: 'Free delivery over $50', sub_title: 'On every module, every day.' },
    { title: 'Track every order live', sub_title: 'See your courier on the map.' },
  ],
  special_criterias: [
    { id: 1, title: 'Fast delivery', image_full_url: null },
    { id: 2, title: 'Trusted stores', image_full_url: null },
    { id: 3, title: 'Secure payment', image_full_url: null },
  ],
  available_zone_status: 1,
  available_zone_title: 'Available in these areas',
  available_zone_short_description: 'We deliver in Manhattan, Brooklyn, San Francisco and Chicago.',
}

/**
 * The other-banners of each module home, as headlines (the generated images
 * show them). A slot left out has no banner, so the page hides it.
 */
export const otherBanners = {
  food: {
    promotional_banner: 'Lunch deals, every weekday',
    new_arrival_section_banner: 'New kitchens in town',
    best_reviewed_section_banner: 'Dishes our customers love',
    bottom_section_banner: 'Free delivery on your first order',
    basic_section_nearby: 'Restaurants near you',
  },
  grocery: {
    promotional_banner: 'Fresh picks every morning',
    new_arrival_section_banner: 'New on the shelves',
    best_reviewed_section_banner: 'Top-rated groceries',
    bottom_section_banner: 'Stock up and save',
    basic_section_nearby: 'Grocers near you',
  },
  pharmacy: {
    promotional_banner: 'Health essentials, delivered',
    new_arrival_section_banner: 'New in the pharmacy',
    best_reviewed_section_banner: 'Most trusted products',
    bottom_section_banner: 'Refill reminders, never run out',
  },
  ecommerce: {
    promotional_banner: 'Shop the season',
    new_arrival_section_banner: 'Just arrived',
    best_reviewed_section_banner: 'Best reviewed picks',
    bottom_section_banner: 'Gifts for everyone',
  },
  parcel: {
    promotional_banner: 'Send anything across town',
  },
}

const paragraph = (topic: string) =>
  `<p>This ${topic} explains how Parcel & Plate Market handles your orders. It is demo content for the reference server.</p>`

export const policyPages = [
  { slug: 'terms-and-conditions', title: 'Terms and Conditions', content: paragraph('agreement') },
  { slug: 'privacy-policy', title: 'Privacy Policy', content: paragraph('privacy policy') },
  { slug: 'refund-policy', title: 'Refund Policy', content: paragraph('refund policy') },
  { slug: 'cancellation-policy', title: 'Cancellation Policy', content: paragraph('cancellation policy') },
  { slug: 'shipping-policy', title: 'Shipping Policy', content: paragraph('shipping policy') },
  { slug: 'about-us', title: 'About Us', content: "<p>We bring your city's stores to your door.</p>" },
]
