-- A category's products_count (categories routes) is the number of active items of active stores
-- whose category_ids list it (`category_ids @> [{"id": "<id>"}]`), in the caller's zones. Counted
-- per request that was one GIN look-up and join per category: ~21 of them for the grocery module,
-- 370-760 ms on the 100,000-item seed. The triggers below keep those numbers per category and zone
-- instead, so a request sums a few rows of this table.
-- category_key is the id as items list it (a JSON string), so it matches exactly what @> matched.
create table category_zone_item_counts (
  category_key text not null,
  zone_id integer not null,
  items integer not null,
  primary key (category_key, zone_id)
);

-- The distinct keys an item's category_ids lists: the ids `category_ids @> [{"id": key}]` is true for.
create function item_category_keys(category_ids jsonb) returns setof text language sql immutable as $$
  select distinct e->>'id'
    from jsonb_array_elements(case when jsonb_typeof(category_ids) = 'array' then category_ids else '[]'::jsonb end) e
   where jsonb_typeof(e->'id') = 'string'
$$;

insert into category_zone_item_counts (category_key, zone_id, items)
select k.key, s.zone_id, count(*)
  from items i join stores s on s.id = i.store_id cross join lateral item_category_keys(i.category_ids) k(key)
 where i.status and s.active
 group by 1, 2;

-- Items inserted or deleted, a statement at a time (the seed inserts thousands per statement). The
-- store rows are share-locked first so a concurrent change of a store's active or zone waits (or is
-- waited for) and each side counts the other's rows. Items deleted by a store's deletion find no
-- store here: stores_category_counts_delete has taken them off already.
create function items_category_counts_insert_delete() returns trigger language plpgsql as $$
begin
  perform 1 from stores where id in (select store_id from changed_items) for share;
  insert into category_zone_item_counts (category_key, zone_id, items)
  select k.key, s.zone_id, case when tg_op = 'DELETE' then -count(*) else count(*) end
    from changed_items i join stores s on s.id = i.store_id cross join lateral item_category_keys(i.category_ids) k(key)
   where i.status and s.active
   group by 1, 2 order by 1, 2
  on conflict (category_key, zone_id) do update set items = category_zone_item_counts.items + excluded.items;
  return null;
end
$$;
create trigger items_category_counts_insert after insert on items referencing new table as changed_items
  for each statement execute function items_category_counts_insert_delete();
create trigger items_category_counts_delete after delete on items referencing old table as changed_items
  for each statement execute function items_category_counts_insert_delete();

-- An item's status, categories or store changed (stock, prices, names... touch nothing here).
create function items_category_counts_update() returns trigger language plpgsql as $$
begin
  perform 1 from stores where id in (old.store_id, new.store_id) for share;
  insert into category_zone_item_counts (category_key, zone_id, items)
  select key, zone_id, sum(delta)
    from (select k.key, s.zone_id, -1 as delta
            from stores s cross join lateral item_category_keys(old.category_ids) k(key)
           where s.id = old.store_id and s.active and old.status
          union all
          select k.key, s.zone_id, 1
            from stores s cross join lateral item_category_keys(new.category_ids) k(key)
           where s.id = new.store_id and s.active and new.status) delta
   group by 1, 2 having sum(delta) <> 0 order by 1, 2
  on conflict (category_key, zone_id) do update set items = category_zone_item_counts.items + excluded.items;
  return null;
end
$$;
create trigger items_category_counts_update after update of status, category_ids, store_id on items for each row
  when (old.status is distinct from new.status or old.category_ids is distinct from new.category_ids or old.store_id is distinct from new.store_id)
  execute function items_category_counts_update();

-- A store switched on or off or moved to another zone: its active items move with it.
create function stores_category_counts_update() returns trigger language plpgsql as $$
begin
  insert into category_zone_item_counts (category_key, zone_id, items)
  select key, zone_id, sum(delta)
    from (select k.key, old.zone_id as zone_id, -1 as delta
            from items i cross join lateral item_category_keys(i.category_ids) k(key)
           where i.store_id = old.id and i.status and old.active
          union all
          select k.key, new.zone_id, 1
            from items i cross join lateral item_category_keys(i.category_ids) k(key)
           where i.store_id = new.id and i.status and new.active) delta
   group by 1, 2 having sum(delta) <> 0 order by 1, 2
  on conflict (category_key, zone_id) do update set items = category_zone_item_counts.items + excluded.items;
  return null;
end
$$;
create trigger stores_category_counts_update after update of active, zone_id on stores for each row
  when (old.active is distinct from new.active or old.zone_id is distinct from new.zone_id)
  execute function stores_category_counts_update();

-- A store deleted: its items go with it (on delete cascade) after the store row is gone, so they
-- are taken off while it is still there.
create function stores_category_counts_delete() returns trigger language plpgsql as $$
begin
  insert into category_zone_item_counts (category_key, zone_id, items)
  select k.key, old.zone_id, -count(*)
    from items i cross join lateral item_category_keys(i.category_ids) k(key)
   where i.store_id = old.id and i.status and old.active
   group by 1 order by 1
  on conflict (category_key, zone_id) do update set items = category_zone_item_counts.items + excluded.items;
  return old;
end
$$;
create trigger stores_category_counts_delete before delete on stores for each row execute function stores_category_counts_delete();
