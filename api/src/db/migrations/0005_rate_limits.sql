-- Rate-limit counters shared by every API instance on this database (http/rate-limit-store.ts):
-- one row per limited key (route + client address, or an order id), reset when its window ends.
create table rate_limits (
  key text primary key,
  count integer not null,
  expires_at timestamptz not null
);
create index rate_limits_expires_idx on rate_limits (expires_at);
