-- Account areas the storefront's profile pages read: wallet, loyalty points,
-- chat, promotions and visited stores. Schema only; the routes come later.

create table wallet_transactions (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  transaction_type text not null, -- add_fund, order_place, loyalty_point, cashback, refund, referrer
  reference text,
  credit numeric(12,2) not null default 0,
  debit numeric(12,2) not null default 0,
  balance numeric(12,2) not null,
  created_at timestamptz not null default now()
);
create index wallet_transactions_customer_idx on wallet_transactions (customer_id, created_at desc);

create table loyalty_point_transactions (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  transaction_type text not null, -- order_place, point_to_wallet
  reference text,
  credit integer not null default 0,
  debit integer not null default 0,
  balance integer not null,
  created_at timestamptz not null default now()
);
create index loyalty_point_transactions_customer_idx on loyalty_point_transactions (customer_id, created_at desc);

create table conversations (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  receiver_type text not null check (receiver_type in ('vendor','delivery_man','admin')),
  receiver_id integer,
  order_id integer references orders(id) on delete set null,
  unread_message_count integer not null default 0,
  last_message_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index conversations_customer_idx on conversations (customer_id, last_message_at desc);

create table messages (
  id serial primary key,
  conversation_id integer not null references conversations(id) on delete cascade,
  sender_type text not null check (sender_type in ('customer','vendor','delivery_man','admin')),
  message text not null default '',
  files jsonb not null default '[]',
  is_seen boolean not null default false,
  created_at timestamptz not null default now()
);
create index messages_conversation_idx on messages (conversation_id, created_at);

create table advertisements (
  id serial primary key,
  add_type text not null check (add_type in ('video_promotion','store_promotion')),
  title text not null,
  description text not null default '',
  store_id integer not null references stores(id) on delete cascade,
  module_id integer not null references modules(id),
  is_rating_active boolean not null default true,
  is_review_active boolean not null default true,
  start_date date not null,
  end_date date not null,
  priority integer not null default 0,
  status boolean not null default true,
  created_at timestamptz not null default now()
);

create table store_visits (
  customer_id integer not null references customers(id) on delete cascade,
  store_id integer not null references stores(id) on delete cascade,
  visited_at timestamptz not null default now(),
  primary key (customer_id, store_id)
);

-- the demo dispatcher moves orders through their statuses; the documented seed orders stay put
alter table orders add column demo_frozen boolean not null default false;
