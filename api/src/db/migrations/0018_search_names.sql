-- The search box suggests names, not items: on 100,000 items a word like "chicken"
-- matches a few thousand rows (the same products sold by many stores), and ranking
-- them for every keystroke cost the suggestions their p99. search_names keeps, per
-- module, zone and name, the busiest sellable item of that name (its id, slug and
-- image for the suggestion, its search document for the match): a few thousand rows
-- in all, so a suggestion reads tens of rows instead of thousands.
--
-- Kept by triggers, so it is never stale: an insert upserts the new rows (the seed's
-- bulk inserts stay linear); an update or delete of items, or a store's activity or
-- zone changing, recomputes the names it touched. Recomputing upserts and deletes
-- only the names left without an item, so concurrent orders of the same product
-- wait on one row instead of failing on a unique key.
create table search_names (
  module_id integer not null,
  zone_id integer not null,
  name_key text not null,
  item_id integer not null,
  name text not null,
  slug text not null,
  image text not null,
  order_count integer not null,
  search_document tsvector not null,
  primary key (module_id, zone_id, name_key)
);
create index search_names_document_idx on search_names using gin (search_document);
create index search_names_busiest_idx on search_names (module_id, order_count desc, item_id);
create index items_module_name_idx on items (module_id, lower(name));

-- Recomputes the given (module, name) keys from items: the busiest sellable item per zone.
create function search_names_refresh(key_modules integer[], key_names text[]) returns void language sql as $$
  insert into search_names as sn (module_id, zone_id, name_key, item_id, name, slug, image, order_count, search_document)
  select distinct on (i.module_id, s.zone_id, lower(i.name))
         i.module_id, s.zone_id, lower(i.name), i.id, i.name, i.slug, i.image, i.order_count, i.search_document
    from (select distinct k.module_id, k.name_key from unnest(key_modules, key_names) as k(module_id, name_key)) k
    join items i on i.module_id = k.module_id and lower(i.name) = k.name_key
    join stores s on s.id = i.store_id
   where i.status and i.is_approved and s.active
   order by i.module_id, s.zone_id, lower(i.name), i.order_count desc, i.id
  on conflict (module_id, zone_id, name_key) do update
     set item_id = excluded.item_id, name = excluded.name, slug = excluded.slug, image = excluded.image,
         order_count = excluded.order_count, search_document = excluded.search_document;
  delete from search_names sn
   using unnest(key_modules, key_names) as k(module_id, name_key)
   where sn.module_id = k.module_id and sn.name_key = k.name_key
     and not exists (select 1 from items i join stores s on s.id = i.store_id
                      where i.module_id = sn.module_id and lower(i.name) = sn.name_key and s.zone_id = sn.zone_id
                        and i.status and i.is_approved and s.active);
$$;

create function search_names_items_insert() returns trigger language plpgsql as $$
begin
  insert into search_names as sn (module_id, zone_id, name_key, item_id, name, slug, image, order_count, search_document)
  select distinct on (n.module_id, s.zone_id, lower(n.name))
         n.module_id, s.zone_id, lower(n.name), n.id, n.name, n.slug, n.image, n.order_count, n.search_document
    from new_rows n join stores s on s.id = n.store_id
   where n.status and n.is_approved and s.active
   order by n.module_id, s.zone_id, lower(n.name), n.order_count desc, n.id
  on conflict (module_id, zone_id, name_key) do update
     set item_id = excluded.item_id, name = excluded.name, slug = excluded.slug, image = excluded.image,
         order_count = excluded.order_count, search_document = excluded.search_document
   where excluded.order_count > sn.order_count or (excluded.order_count = sn.order_count and excluded.item_id < sn.item_id);
  return null;
end
$$;

-- (transition tables cannot be combined with UPDATE OF column lists, so the update
-- triggers compare the old and new rows themselves and ignore, say, a stock change)
create function search_names_items_change() returns trigger language plpgsql as $$
declare
  key_modules integer[];
  key_names text[];
begin
  if tg_op = 'DELETE' then
    select array_agg(o.module_id), array_agg(lower(o.name)) into key_modules, key_names from old_rows o;
  else
    select array_agg(k.module_id), array_agg(k.name_key) into key_modules, key_names
      from old_rows o join new_rows n on n.id = o.id
     cross join lateral (values (o.module_id, lower(o.name)), (n.module_id, lower(n.name))) as k(module_id, name_key)
     where (o.name, o.slug, o.image, o.status, o.is_approved, o.order_count, o.store_id, o.module_id, o.search_document)
           is distinct from (n.name, n.slug, n.image, n.status, n.is_approved, n.order_count, n.store_id, n.module_id, n.search_document);
  end if;
  if key_modules is not null then
    perform search_names_refresh(key_modules, key_names);
  end if;
  return null;
end
$$;

create function search_names_stores_change() returns trigger language plpgsql as $$
declare
  key_modules integer[];
  key_names text[];
begin
  select array_agg(i.module_id), array_agg(lower(i.name)) into key_modules, key_names
    from old_rows o join new_rows n on n.id = o.id join items i on i.store_id = n.id
   where (o.active, o.zone_id) is distinct from (n.active, n.zone_id);
  if key_modules is not null then
    perform search_names_refresh(key_modules, key_names);
  end if;
  return null;
end
$$;

create trigger items_search_names_insert after insert on items
  referencing new table as new_rows for each statement execute function search_names_items_insert();
create trigger items_search_names_update after update on items
  referencing old table as old_rows new table as new_rows for each statement execute function search_names_items_change();
create trigger items_search_names_delete after delete on items
  referencing old table as old_rows for each statement execute function search_names_items_change();
create trigger stores_search_names_update after update on stores
  referencing old table as old_rows new table as new_rows for each statement execute function search_names_stores_change();

-- databases seeded before this migration
select search_names_refresh(array_agg(k.module_id), array_agg(k.name_key))
  from (select distinct module_id, lower(name) as name_key from items) k;
