-- One schema for PGlite and PostgreSQL. Money is numeric(12,2); the Db layer
-- parses numeric and bigint into JavaScript numbers on both drivers.
-- in public so every schema (tests use one per app) finds gin_trgm_ops and similarity()
create extension if not exists pg_trgm with schema public;

create table business_settings (
  key text primary key,
  value jsonb not null
);

create table pages (
  slug text primary key,
  title text not null,
  content text not null,
  status boolean not null default true
);

create table zones (
  id serial primary key,
  name text not null,
  display_name text not null,
  -- polygon as [[lat,lng], ...]; point-in-polygon runs in TypeScript, the bbox narrows candidates in SQL
  coordinates jsonb not null,
  min_lat double precision not null,
  max_lat double precision not null,
  min_lng double precision not null,
  max_lng double precision not null,
  status boolean not null default true,
  cash_on_delivery boolean not null default true,
  digital_payment boolean not null default true,
  offline_payment boolean not null default false,
  increased_delivery_fee numeric(6,2) not null default 0,
  increased_delivery_fee_status boolean not null default false,
  increase_delivery_charge_message text,
  created_at timestamptz not null default now()
);

create table modules (
  id serial primary key,
  module_name text not null,
  module_type text not null check (module_type in ('food','grocery','pharmacy','ecommerce','parcel')),
  slug text not null unique,
  icon text not null,
  thumbnail text not null,
  status boolean not null default true,
  theme_id integer not null default 1,
  description text not null default '',
  all_zone_service boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now()
);

create table zone_module (
  zone_id integer not null references zones(id) on delete cascade,
  module_id integer not null references modules(id) on delete cascade,
  per_km_shipping_charge numeric(12,2) not null default 0,
  minimum_shipping_charge numeric(12,2) not null default 0,
  maximum_shipping_charge numeric(12,2),
  maximum_cod_order_amount numeric(12,2),
  delivery_charge_type text not null default 'distance',
  primary key (zone_id, module_id)
);

create table stores (
  id serial primary key,
  name text not null,
  slug text not null unique,
  phone text not null default '',
  email text not null default '',
  address text not null default '',
  latitude double precision not null,
  longitude double precision not null,
  zone_id integer not null references zones(id),
  module_id integer not null references modules(id),
  minimum_order numeric(12,2) not null default 0,
  tax numeric(6,2) not null default 0,
  schedule_order boolean not null default false,
  free_delivery boolean not null default false,
  delivery boolean not null default true,
  take_away boolean not null default true,
  active boolean not null default true,
  always_open boolean not null default false,
  delivery_time text not null default '30-40 min',
  veg boolean not null default true,
  non_veg boolean not null default true,
  featured boolean not null default false,
  prescription_order boolean not null default false,
  cutlery boolean not null default false,
  self_delivery_system boolean not null default false,
  minimum_shipping_charge numeric(12,2) not null default 0,
  per_km_shipping_charge numeric(12,2) not null default 0,
  maximum_shipping_charge numeric(12,2),
  extra_packaging_status boolean not null default false,
  extra_packaging_amount numeric(12,2) not null default 0,
  announcement boolean not null default false,
  announcement_message text,
  avg_rating numeric(3,2) not null default 0,
  rating_count integer not null default 0,
  ratings jsonb not null default '[0,0,0,0,0]',
  order_count integer not null default 0,
  created_at timestamptz not null default now(),
  search tsvector generated always as (to_tsvector('simple', coalesce(name,'') || ' ' || coalesce(address,''))) stored
);
create index stores_module_zone_idx on stores (module_id, zone_id) where active;
create index stores_search_idx on stores using gin (search);
create index stores_name_trgm_idx on stores using gin (name gin_trgm_ops);

create table store_schedules (
  id serial primary key,
  store_id integer not null references stores(id) on delete cascade,
  day smallint not null check (day between 0 and 6), -- 0 = Sunday
  opening_time time not null,
  closing_time time not null
);
create index store_schedules_store_idx on store_schedules (store_id, day);

create table store_discounts (
  store_id integer primary key references stores(id) on delete cascade,
  discount numeric(12,2) not null,
  discount_type text not null default 'percent',
  min_purchase numeric(12,2) not null default 0,
  max_discount numeric(12,2) not null default 0,
  start_date date not null,
  end_date date not null,
  start_time time not null default '00:00',
  end_time time not null default '23:59'
);

create table categories (
  id serial primary key,
  name text not null,
  slug text not null unique,
  image text not null,
  parent_id integer not null default 0,
  position integer not null default 0, -- 0 main category, 1 sub-category
  priority integer not null default 0,
  module_id integer not null references modules(id),
  status boolean not null default true,
  featured boolean not null default false,
  created_at timestamptz not null default now()
);
create index categories_module_parent_idx on categories (module_id, parent_id);

create table brands (
  id serial primary key,
  name text not null,
  slug text not null unique,
  image text not null,
  module_id integer not null references modules(id),
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table units (
  id serial primary key,
  unit text not null unique
);

create table common_conditions (
  id serial primary key,
  name text not null,
  slug text not null unique,
  status boolean not null default true
);

create table add_ons (
  id serial primary key,
  store_id integer not null references stores(id) on delete cascade,
  name text not null,
  price numeric(12,2) not null,
  status boolean not null default true
);
create index add_ons_store_idx on add_ons (store_id);

create table items (
  id serial primary key,
  name text not null,
  slug text not null unique,
  description text not null default '',
  image text not null,
  images jsonb not null default '[]',
  category_id integer not null references categories(id),
  -- [{"id": "12", "position": 1}, ...] main category first, then sub-category
  category_ids jsonb not null default '[]',
  brand_id integer references brands(id),
  unit_id integer references units(id),
  common_condition_id integer references common_conditions(id),
  price numeric(12,2) not null,
  tax numeric(6,2) not null default 0,
  tax_type text not null default 'percent',
  discount numeric(12,2) not null default 0,
  discount_type text not null default 'percent' check (discount_type in ('percent','amount')),
  variations jsonb not null default '[]',      -- [{type, price, stock}]
  food_variations jsonb not null default '[]', -- [{name, type, min, max, required, values:[{label, optionPrice}]}]
  choice_options jsonb not null default '[]',  -- [{name, title, options:[...]}]
  attributes jsonb not null default '[]',
  add_ons jsonb not null default '[]',         -- add_on ids
  available_time_starts time not null default '00:00',
  available_time_ends time not null default '23:59:59',
  veg boolean not null default false,
  is_halal boolean not null default false,
  organic boolean not null default false,
  recommended boolean not null default false,
  is_prescription_required boolean not null default false,
  generic_name text,
  status boolean not null default true,
  is_approved boolean not null default true,
  stock integer not null default 0,
  maximum_cart_quantity integer,
  store_id integer not null references stores(id) on delete cascade,
  module_id integer not null references modules(id),
  avg_rating numeric(3,2) not null default 0,
  rating_count integer not null default 0,
  ratings jsonb not null default '[0,0,0,0,0]',
  order_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('simple', coalesce(name,'')), 'A') ||
    setweight(to_tsvector('simple', coalesce(generic_name,'')), 'B') ||
    setweight(to_tsvector('simple', coalesce(description,'')), 'C')
  ) stored
);
create index items_store_idx on items (store_id);
create index items_module_idx on items (module_id, status);
create index items_category_idx on items (category_id);
create index items_category_ids_idx on items using gin (category_ids jsonb_path_ops);
create index items_brand_idx on items (brand_id);
create index items_search_idx on items using gin (search);
create index items_name_trgm_idx on items using gin (name gin_trgm_ops);
create index items_popular_idx on items (module_id, order_count desc);

create table reviews (
  id serial primary key,
  item_id integer not null references items(id) on delete cascade,
  customer_id integer,
  order_id integer,
  rating smallint not null check (rating between 1 and 5),
  comment text not null default '',
  created_at timestamptz not null default now()
);
create index reviews_item_idx on reviews (item_id);

create table item_campaigns (
  id serial primary key,
  title text not null,
  slug text not null unique,
  description text not null default '',
  image text not null,
  store_id integer not null references stores(id) on delete cascade,
  module_id integer not null references modules(id),
  category_id integer references categories(id),
  category_ids jsonb not null default '[]',
  unit_id integer references units(id),
  price numeric(12,2) not null,
  tax numeric(6,2) not null default 0,
  discount numeric(12,2) not null default 0,
  discount_type text not null default 'percent' check (discount_type in ('percent','amount')),
  variations jsonb not null default '[]',
  food_variations jsonb not null default '[]',
  choice_options jsonb not null default '[]',
  attributes jsonb not null default '[]',
  add_ons jsonb not null default '[]',
  start_date date not null,
  end_date date not null,
  start_time time not null default '00:00',
  end_time time not null default '23:59:59',
  veg boolean not null default false,
  is_halal boolean not null default false,
  stock integer not null default 0,
  maximum_cart_quantity integer,
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table campaigns (
  id serial primary key,
  title text not null,
  slug text not null unique,
  description text not null default '',
  image text not null,
  module_id integer not null references modules(id),
  start_date date not null,
  end_date date not null,
  start_time time not null default '00:00',
  end_time time not null default '23:59:59',
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table campaign_stores (
  campaign_id integer not null references campaigns(id) on delete cascade,
  store_id integer not null references stores(id) on delete cascade,
  campaign_status text not null default 'confirmed',
  primary key (campaign_id, store_id)
);

create table flash_sales (
  id serial primary key,
  title text not null,
  module_id integer not null references modules(id),
  start_date timestamptz not null,
  end_date timestamptz not null,
  admin_discount_percentage numeric(6,2) not null default 0,
  vendor_discount_percentage numeric(6,2) not null default 0,
  is_publish boolean not null default true,
  created_at timestamptz not null default now()
);

create table flash_sale_items (
  id serial primary key,
  flash_sale_id integer not null references flash_sales(id) on delete cascade,
  item_id integer not null references items(id) on delete cascade,
  stock integer not null,
  sold integer not null default 0,
  discount numeric(12,2) not null,
  discount_type text not null default 'percent',
  price numeric(12,2) not null,
  status boolean not null default true,
  unique (flash_sale_id, item_id)
);

create table banners (
  id serial primary key,
  title text not null,
  type text not null check (type in ('default','store_wise','item_wise')),
  image text not null,
  store_id integer references stores(id) on delete cascade,
  item_id integer references items(id) on delete cascade,
  link text,
  zone_id integer references zones(id),
  module_id integer not null references modules(id),
  status boolean not null default true,
  featured boolean not null default false,
  created_at timestamptz not null default now()
);

create table coupons (
  id serial primary key,
  title text not null,
  code text not null unique,
  start_date date not null,
  expire_date date not null,
  min_purchase numeric(12,2) not null default 0,
  max_discount numeric(12,2) not null default 0,
  discount numeric(12,2) not null default 0,
  discount_type text not null default 'percent' check (discount_type in ('percent','amount')),
  coupon_type text not null default 'default' check (coupon_type in ('default','zone_wise','store_wise','free_delivery','first_order')),
  limit_per_user integer,
  data jsonb not null default '[]', -- zone ids or store ids, by coupon_type
  customer_ids jsonb not null default '["all"]',
  store_id integer references stores(id) on delete cascade,
  module_id integer not null references modules(id),
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table cashbacks (
  id serial primary key,
  title text not null,
  customer_ids jsonb not null default '["all"]',
  cashback_type text not null check (cashback_type in ('amount','percentage')),
  cashback_amount numeric(12,2) not null,
  min_purchase numeric(12,2) not null default 0,
  max_discount numeric(12,2) not null default 0,
  start_date date not null,
  end_date date not null,
  same_user_limit integer not null default 1,
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table parcel_categories (
  id serial primary key,
  name text not null,
  description text not null default '',
  image text not null,
  parcel_per_km_shipping_charge numeric(12,2),
  parcel_minimum_shipping_charge numeric(12,2),
  module_id integer not null references modules(id),
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table places (
  id serial primary key,
  place_id text not null unique,
  name text not null,
  secondary_text text not null,
  formatted_address text not null,
  kind text not null default 'neighborhood',
  latitude double precision not null,
  longitude double precision not null,
  zone_id integer references zones(id)
);
create index places_name_trgm_idx on places using gin (lower(name || ' ' || secondary_text) gin_trgm_ops);

create table customers (
  id serial primary key,
  f_name text not null,
  l_name text not null default '',
  phone text not null unique,
  email text unique,
  password_hash text not null,
  image text,
  is_phone_verified boolean not null default true,
  is_email_verified boolean not null default false,
  status boolean not null default true,
  wallet_balance numeric(12,2) not null default 0,
  loyalty_point integer not null default 0,
  ref_code text not null unique,
  ref_by integer,
  login_medium text not null default 'manual',
  current_language_key text not null default 'en',
  zone_id integer,
  interest jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table auth_tokens (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  token_hash text not null unique, -- sha256 of the bearer token; the token itself is never stored
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz
);

create table guests (
  id serial primary key,
  secret_hash text not null unique, -- sha256 of the guest_id the client holds
  created_at timestamptz not null default now(),
  merged_into_customer_id integer references customers(id) on delete set null
);

create table customer_addresses (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  address_type text not null default 'home',
  contact_person_name text not null,
  contact_person_number text not null,
  contact_person_email text,
  address text not null,
  latitude double precision not null,
  longitude double precision not null,
  zone_id integer references zones(id),
  floor text,
  road text,
  house text,
  additional_information text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customer_addresses_customer_idx on customer_addresses (customer_id);

create table cart_items (
  id serial primary key,
  customer_id integer references customers(id) on delete cascade,
  guest_ref integer references guests(id) on delete cascade,
  module_id integer not null references modules(id),
  store_id integer not null references stores(id) on delete cascade,
  item_id integer not null,
  item_type text not null check (item_type in ('Item','ItemCampaign')),
  quantity integer not null check (quantity > 0),
  variation jsonb not null default '[]',
  variation_key text not null default '', -- canonical form of the chosen variation, to find duplicates
  add_on_ids jsonb not null default '[]',
  add_on_qtys jsonb not null default '[]',
  unit_price numeric(12,2) not null,
  price numeric(12,2) not null, -- line total, always computed by the server
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((customer_id is null) <> (guest_ref is null))
);
create index cart_items_customer_idx on cart_items (customer_id) where customer_id is not null;
create index cart_items_guest_idx on cart_items (guest_ref) where guest_ref is not null;

create table wishlists (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  item_id integer references items(id) on delete cascade,
  store_id integer references stores(id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((item_id is null) <> (store_id is null))
);
create unique index wishlists_item_unique on wishlists (customer_id, item_id) where item_id is not null;
create unique index wishlists_store_unique on wishlists (customer_id, store_id) where store_id is not null;

create table delivery_men (
  id serial primary key,
  f_name text not null,
  l_name text not null,
  phone text not null,
  image text not null,
  avg_rating numeric(3,2) not null default 0,
  rating_count integer not null default 0,
  lat double precision not null,
  lng double precision not null,
  zone_id integer references zones(id),
  active boolean not null default true
);

create table cancellation_reasons (
  id serial primary key,
  reason text not null,
  user_type text not null default 'customer',
  status boolean not null default true
);

create table orders (
  id serial primary key,
  customer_id integer references customers(id) on delete set null,
  guest_ref integer references guests(id) on delete set null,
  is_guest boolean not null default false,
  store_id integer references stores(id),
  module_id integer not null references modules(id),
  zone_id integer references zones(id),
  order_amount numeric(12,2) not null,
  delivery_charge numeric(12,2) not null default 0,
  original_delivery_charge numeric(12,2) not null default 0,
  coupon_code text,
  coupon_discount_amount numeric(12,2) not null default 0,
  coupon_discount_title text,
  store_discount_amount numeric(12,2) not null default 0,
  total_tax_amount numeric(12,2) not null default 0,
  tax_status text not null default 'excluded',
  additional_charge numeric(12,2) not null default 0,
  dm_tips numeric(12,2) not null default 0,
  partially_paid_amount numeric(12,2) not null default 0,
  payment_status text not null default 'unpaid',
  payment_method text not null default 'cash_on_delivery',
  order_status text not null default 'pending',
  order_type text not null default 'delivery',
  delivery_address jsonb,
  receiver_details jsonb,
  parcel_category_id integer references parcel_categories(id),
  charge_payer text,
  delivery_man_id integer references delivery_men(id),
  order_note text,
  delivery_instruction text,
  cutlery boolean not null default false,
  distance double precision not null default 0,
  schedule_at timestamptz,
  scheduled boolean not null default false,
  otp text,
  cancellation_reason text,
  pending timestamptz,
  accepted timestamptz,
  confirmed timestamptz,
  processing timestamptz,
  handover timestamptz,
  picked_up timestamptz,
  delivered timestamptz,
  canceled timestamptz,
  failed timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_customer_idx on orders (customer_id, created_at desc);
create index orders_guest_idx on orders (guest_ref);

create table order_details (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  item_id integer,
  item_campaign_id integer,
  item_details jsonb not null,
  variation jsonb not null default '[]',
  add_ons jsonb not null default '[]',
  price numeric(12,2) not null,
  quantity integer not null,
  discount_on_item numeric(12,2) not null default 0,
  tax_amount numeric(12,2) not null default 0,
  total_add_on_price numeric(12,2) not null default 0,
  created_at timestamptz not null default now()
);
create index order_details_order_idx on order_details (order_id);

create table newsletter_subscriptions (
  id serial primary key,
  email text not null unique,
  created_at timestamptz not null default now()
);
