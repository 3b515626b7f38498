-- Reviews (issue 15 item 7): a customer rates the items and the delivery man of their own
-- delivered order, once each; the last delivered order not yet reviewed is offered for
-- rating until it is reviewed or the prompt is cancelled.

alter table orders add column is_reviewed boolean not null default false;
alter table orders add column is_review_canceled boolean not null default false;
create index orders_review_reminder_idx on orders (customer_id, created_at desc)
  where order_status = 'delivered' and not is_reviewed and not is_review_canceled;

-- once per item per order (seeded reviews have no order)
create unique index reviews_order_item_unique on reviews (order_id, item_id) where order_id is not null;
alter table reviews add column store_id integer references stores(id) on delete cascade;
update reviews r set store_id = i.store_id from items i where i.id = r.item_id;
create index reviews_store_idx on reviews (store_id, created_at desc);

-- review pictures, typed by their bytes on upload and served under an unguessable token
create table review_images (
  id serial primary key,
  review_id integer not null references reviews(id) on delete cascade,
  token text not null unique,
  content_type text not null,
  bytes bytea not null
);
create index review_images_review_idx on review_images (review_id);

create table delivery_man_reviews (
  id serial primary key,
  delivery_man_id integer not null references delivery_men(id) on delete cascade,
  customer_id integer references customers(id) on delete set null,
  order_id integer not null references orders(id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text not null default '',
  created_at timestamptz not null default now()
);
create unique index delivery_man_reviews_order_unique on delivery_man_reviews (order_id);
create index delivery_man_reviews_dm_idx on delivery_man_reviews (delivery_man_id, created_at desc);
