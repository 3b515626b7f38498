-- Live orders (issue 16): where the courier of an order is and how far it still has to go,
-- the push events a customer or guest receives (kept so a reconnecting stream resumes from
-- Last-Event-ID), and the platform's push token.
alter table orders add column rider_lat double precision;
alter table orders add column rider_lng double precision;
-- kilometres from the courier to the destination, written by the dispatcher
alter table orders add column remaining_distance double precision;

create table push_events (
  id bigserial primary key,
  customer_id integer references customers(id) on delete cascade,
  guest_ref integer references guests(id) on delete cascade,
  type text not null check (type in ('order_status', 'message', 'referral_code')),
  data jsonb not null,
  created_at timestamptz not null default now(),
  check ((customer_id is null) <> (guest_ref is null))
);
create index push_events_customer on push_events (customer_id, id) where customer_id is not null;
create index push_events_guest on push_events (guest_ref, id) where guest_ref is not null;
create index push_events_created on push_events (created_at);

alter table customers add column cm_firebase_token text;
