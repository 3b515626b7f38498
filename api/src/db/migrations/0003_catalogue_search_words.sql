-- Typo tolerance for items/search and stores/search: the distinct words of item
-- and store names, trigram-indexed, so "chiken" finds the word "chicken"
-- (similarity 0.5) and the search then matches it through the items' GIN
-- full-text index. Comparing the query with whole names instead
-- (word_similarity) scores a one-letter typo at 0.5, under pg_trgm's 0.6 default.
create table search_words (
  word text primary key
);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

-- Statement-level with transition tables: one INSERT per statement, so seeding 100k items stays fast.
create function search_words_collect() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w.word
    from new_rows, unnest(tsvector_to_array(to_tsvector('simple', coalesce(new_rows.name, '')))) as w(word)
   where length(w.word) between 3 and 40
  on conflict do nothing;
  return null;
end
$$;

create trigger items_search_words_insert after insert on items
  referencing new table as new_rows for each statement execute function search_words_collect();
create trigger items_search_words_update after update on items
  referencing new table as new_rows for each statement execute function search_words_collect();
create trigger stores_search_words_insert after insert on stores
  referencing new table as new_rows for each statement execute function search_words_collect();
create trigger stores_search_words_update after update on stores
  referencing new table as new_rows for each statement execute function search_words_collect();

-- databases seeded before this migration
insert into search_words (word)
select distinct w.word
  from (select name from items union select name from stores) named,
       unnest(tsvector_to_array(to_tsvector('simple', named.name))) as w(word)
 where length(w.word) between 3 and 40
on conflict do nothing;
