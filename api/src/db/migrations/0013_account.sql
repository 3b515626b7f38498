-- The customer's account (issue 15): wallet top-ups through the payment page, the wallet
-- bonus offers, and uploaded profile images (checked by their bytes before they get here).

create table wallet_fund_requests (
  id serial primary key,
  customer_id integer not null references customers(id) on delete cascade,
  amount numeric(12,2) not null check (amount > 0),
  token_hash text not null unique, -- sha256 of the payment page's token; the token is never stored
  callback text,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'canceled')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index wallet_fund_requests_customer_idx on wallet_fund_requests (customer_id);

create table wallet_bonuses (
  id serial primary key,
  title text not null,
  description text not null default '',
  bonus_type text not null check (bonus_type in ('percentage', 'amount')),
  bonus_amount numeric(12,2) not null check (bonus_amount >= 0),
  minimum_add_amount numeric(12,2) not null default 0,
  maximum_bonus_amount numeric(12,2) not null default 0,
  start_date date not null,
  end_date date not null,
  status boolean not null default true
);

alter table wallet_transactions add column admin_bonus numeric(12,2) not null default 0;

create table customer_images (
  customer_id integer primary key references customers(id) on delete cascade,
  file text not null unique, -- random name: customer ids are sequential, the picture is not for anyone to enumerate
  content_type text not null,
  bytes bytea not null,
  updated_at timestamptz not null default now()
);
