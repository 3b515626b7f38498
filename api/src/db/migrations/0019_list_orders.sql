-- Item lists read their first rows in the list's order and stop (sql-builder.ts pageOfIds:
-- the total is capped, so no list counts every matching row). items/latest had no index in
-- its order, so every page sorted the whole module (25,000 items on the 100,000-item seed);
-- this one lets it walk the newest sellable items of the module and stop after the cap.
create index items_listed_latest_idx on items (module_id, created_at desc, id desc) where status and is_approved;
