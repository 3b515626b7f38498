-- Placing orders (issue 14): where an order came from, the payment page's secret,
-- one order per idempotency key, and prescription images.

alter table orders add column source text not null default 'cart'
  check (source in ('cart', 'buy_now', 'campaign', 'prescription', 'parcel'));
-- sha256 of the token in the payment page's address (digital payment): only its holder pays or fails the order
alter table orders add column payment_token_hash text;
alter table orders add column callback text;

-- One order per (owner, key): a double click, a retry or a second tab sending the same
-- key gets the first answer back. The owner is 'customer:<id>' or 'guest:<ref>'.
create table order_requests (
  owner text not null,
  idempotency_key text not null,
  -- sha256 of the request body: the same key with another body is refused, not answered with the first order
  request_hash text not null,
  order_id integer references orders(id) on delete cascade,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (owner, idempotency_key)
);

-- Prescription images, served only to their order's owner. Kept in the database so
-- every API instance serves them and a backup holds them.
create table order_attachments (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  position smallint not null,
  content_type text not null,
  size integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  unique (order_id, position)
);
