-- Search worth the name (issue 13): one weighted full-text document per item and
-- per store that also carries category names, tags and the Arabic and Turkish
-- words of the catalogue, plus typo tolerance that forgives two letters.

-- The catalogue is written in English; these are its words in the storefront's
-- other languages (ar, tr), so "دجاج" and "tavuk" find chicken. Word to word,
-- as to_tsvector('simple') spells them (lower case); a word may have several terms.
create table search_translations (
  word text not null,
  locale text not null check (locale in ('ar', 'tr')),
  term text not null,
  primary key (word, locale, term)
);
create index search_translations_term_idx on search_translations (term);

insert into search_translations (word, locale, term) values
  ('pizza', 'ar', 'بيتزا'), ('pizzeria', 'ar', 'بيتزا'), ('pizzeria', 'tr', 'pizzacı'),
  ('burger', 'ar', 'برجر'), ('burgers', 'ar', 'برجر'), ('burger', 'tr', 'hamburger'), ('burgers', 'tr', 'hamburger'),
  ('cheeseburger', 'ar', 'برجر'), ('cheeseburger', 'tr', 'hamburger'),
  ('chicken', 'ar', 'دجاج'), ('chicken', 'tr', 'tavuk'), ('beef', 'ar', 'لحم'), ('beef', 'tr', 'dana'),
  ('bacon', 'ar', 'مقدد'), ('bacon', 'tr', 'pastırma'), ('fish', 'ar', 'سمك'), ('fish', 'tr', 'balık'),
  ('salmon', 'ar', 'سلمون'), ('salmon', 'tr', 'somon'), ('tuna', 'ar', 'تونة'), ('tuna', 'tr', 'ton'),
  ('sushi', 'ar', 'سوشي'), ('sushi', 'tr', 'suşi'), ('ramen', 'ar', 'رامن'), ('noodle', 'ar', 'نودلز'), ('noodle', 'tr', 'erişte'),
  ('curry', 'ar', 'كاري'), ('curry', 'tr', 'köri'), ('falafel', 'ar', 'فلافل'), ('wrap', 'ar', 'لفافة'), ('wrap', 'tr', 'dürüm'),
  ('salad', 'ar', 'سلطة'), ('salads', 'ar', 'سلطة'), ('salad', 'tr', 'salata'), ('salads', 'tr', 'salata'),
  ('bowls', 'ar', 'أطباق'), ('bowls', 'tr', 'kase'), ('spicy', 'ar', 'حار'), ('spicy', 'tr', 'acı'),
  ('desserts', 'ar', 'حلويات'), ('desserts', 'tr', 'tatlı'), ('sweet', 'ar', 'حلو'), ('sweet', 'tr', 'tatlı'),
  ('ice', 'ar', 'آيس'), ('ice', 'tr', 'dondurma'), ('cream', 'ar', 'كريم'), ('cream', 'tr', 'krema'), ('gelato', 'tr', 'dondurma'),
  ('cake', 'ar', 'كيك'), ('cakes', 'ar', 'كيك'), ('cake', 'tr', 'kek'), ('cakes', 'tr', 'pasta'), ('cheesecake', 'ar', 'تشيز كيك'),
  ('chocolate', 'ar', 'شوكولاتة'), ('chocolate', 'tr', 'çikolata'), ('honey', 'ar', 'عسل'), ('honey', 'tr', 'bal'),
  ('drinks', 'ar', 'مشروبات'), ('drinks', 'tr', 'içecek'), ('beverages', 'ar', 'مشروبات'), ('beverages', 'tr', 'içecek'),
  ('coffee', 'ar', 'قهوة'), ('coffee', 'tr', 'kahve'), ('tea', 'ar', 'شاي'), ('tea', 'tr', 'çay'),
  ('juice', 'ar', 'عصير'), ('juices', 'ar', 'عصير'), ('juice', 'tr', 'meyve suyu'), ('juices', 'tr', 'meyve suyu'),
  ('lemonade', 'ar', 'ليموناضة'), ('lemonade', 'tr', 'limonata'), ('water', 'ar', 'ماء'), ('water', 'ar', 'مياه'), ('water', 'tr', 'su'),
  ('sparkling', 'ar', 'فوار'), ('sparkling', 'tr', 'maden'), ('milk', 'ar', 'حليب'), ('milk', 'tr', 'süt'),
  ('cheese', 'ar', 'جبن'), ('cheese', 'tr', 'peynir'), ('eggs', 'ar', 'بيض'), ('eggs', 'tr', 'yumurta'),
  ('butter', 'ar', 'زبدة'), ('butter', 'tr', 'tereyağı'), ('yogurt', 'ar', 'زبادي'), ('yogurt', 'tr', 'yoğurt'),
  ('dairy', 'ar', 'ألبان'), ('dairy', 'tr', 'süt ürünleri'), ('bakery', 'ar', 'مخبز'), ('bakery', 'tr', 'fırın'),
  ('bread', 'ar', 'خبز'), ('bread', 'tr', 'ekmek'), ('pastries', 'ar', 'معجنات'), ('pastries', 'tr', 'hamur işi'),
  ('fruits', 'ar', 'فواكه'), ('fruits', 'tr', 'meyve'), ('vegetables', 'ar', 'خضروات'), ('vegetables', 'tr', 'sebze'),
  ('fresh', 'ar', 'طازج'), ('fresh', 'tr', 'taze'), ('onions', 'ar', 'بصل'), ('onions', 'tr', 'soğan'),
  ('tomatoes', 'ar', 'طماطم'), ('tomatoes', 'tr', 'domates'), ('bananas', 'ar', 'موز'), ('bananas', 'tr', 'muz'),
  ('apple', 'ar', 'تفاح'), ('apples', 'ar', 'تفاح'), ('apple', 'tr', 'elma'), ('apples', 'tr', 'elma'),
  ('orange', 'ar', 'برتقال'), ('orange', 'tr', 'portakal'), ('lemon', 'ar', 'ليمون'), ('lemon', 'tr', 'limon'),
  ('mango', 'ar', 'مانجو'), ('avocados', 'ar', 'أفوكادو'), ('avocados', 'tr', 'avokado'), ('broccoli', 'ar', 'بروكلي'),
  ('broccoli', 'tr', 'brokoli'), ('spinach', 'ar', 'سبانخ'), ('spinach', 'tr', 'ıspanak'), ('potato', 'ar', 'بطاطس'),
  ('potato', 'tr', 'patates'), ('strawberries', 'ar', 'فراولة'), ('strawberries', 'tr', 'çilek'), ('mushroom', 'ar', 'فطر'),
  ('mushroom', 'tr', 'mantar'), ('olive', 'ar', 'زيتون'), ('olive', 'tr', 'zeytin'), ('oil', 'ar', 'زيت'), ('oils', 'ar', 'زيت'),
  ('oil', 'tr', 'yağ'), ('oils', 'tr', 'yağ'), ('rice', 'ar', 'أرز'), ('rice', 'tr', 'pirinç'), ('grains', 'ar', 'حبوب'),
  ('grains', 'tr', 'tahıl'), ('oats', 'ar', 'شوفان'), ('oats', 'tr', 'yulaf'), ('pasta', 'ar', 'معكرونة'), ('pasta', 'tr', 'makarna'),
  ('spaghetti', 'ar', 'سباغيتي'), ('spaghetti', 'tr', 'spagetti'), ('nuts', 'ar', 'مكسرات'), ('nuts', 'tr', 'kuruyemiş'),
  ('salt', 'ar', 'ملح'), ('salt', 'tr', 'tuz'), ('sauce', 'ar', 'صلصة'), ('sauce', 'tr', 'sos'), ('snacks', 'ar', 'وجبات خفيفة'),
  ('snacks', 'tr', 'atıştırmalık'), ('chips', 'ar', 'رقائق'), ('chips', 'tr', 'cips'), ('cookies', 'ar', 'بسكويت'),
  ('cookies', 'tr', 'kurabiye'), ('pantry', 'ar', 'مؤن'), ('pantry', 'tr', 'kiler'),
  ('pain', 'ar', 'ألم'), ('pain', 'tr', 'ağrı'), ('relief', 'ar', 'مسكن'), ('relief', 'tr', 'rahatlatıcı'),
  ('headache', 'ar', 'صداع'), ('headache', 'tr', 'baş ağrısı'), ('muscle', 'ar', 'عضلات'), ('muscle', 'tr', 'kas'),
  ('cold', 'ar', 'برد'), ('cold', 'tr', 'soğuk algınlığı'), ('flu', 'ar', 'إنفلونزا'), ('flu', 'tr', 'grip'),
  ('cough', 'ar', 'سعال'), ('cough', 'tr', 'öksürük'), ('nasal', 'ar', 'أنف'), ('nasal', 'tr', 'burun'),
  ('vitamin', 'ar', 'فيتامين'), ('vitamins', 'ar', 'فيتامينات'), ('vitamins', 'tr', 'vitaminler'),
  ('supplements', 'ar', 'مكملات'), ('supplements', 'tr', 'takviye'), ('medicines', 'ar', 'أدوية'), ('medicines', 'tr', 'ilaç'),
  ('prescription', 'ar', 'وصفة'), ('prescription', 'tr', 'reçete'), ('antibiotics', 'ar', 'مضادات حيوية'), ('antibiotics', 'tr', 'antibiyotik'),
  ('pharmacy', 'ar', 'صيدلية'), ('pharmacy', 'tr', 'eczane'), ('care', 'ar', 'عناية'), ('care', 'tr', 'bakım'),
  ('skin', 'ar', 'بشرة'), ('skin', 'tr', 'cilt'), ('personal', 'ar', 'شخصية'), ('personal', 'tr', 'kişisel'),
  ('oral', 'ar', 'فم'), ('oral', 'tr', 'ağız'), ('toothpaste', 'ar', 'معجون أسنان'), ('toothpaste', 'tr', 'diş macunu'),
  ('first', 'ar', 'إسعافات'), ('first', 'tr', 'ilk'), ('aid', 'ar', 'أولية'), ('aid', 'tr', 'yardım'),
  ('bandages', 'ar', 'ضمادات'), ('bandages', 'tr', 'bandaj'), ('thermometer', 'ar', 'ميزان حرارة'), ('thermometer', 'tr', 'termometre'),
  ('sunscreen', 'ar', 'واقي شمس'), ('sunscreen', 'tr', 'güneş kremi'), ('tablets', 'ar', 'أقراص'), ('tablets', 'tr', 'tablet'),
  ('capsules', 'ar', 'كبسولات'), ('capsules', 'tr', 'kapsül'), ('syrup', 'ar', 'شراب'), ('syrup', 'tr', 'şurup'),
  ('electronics', 'ar', 'إلكترونيات'), ('electronics', 'tr', 'elektronik'), ('phones', 'ar', 'هواتف'), ('phones', 'tr', 'telefon'),
  ('smartphone', 'ar', 'هاتف'), ('smartphone', 'tr', 'telefon'), ('audio', 'ar', 'صوتيات'), ('audio', 'tr', 'ses'),
  ('headphones', 'ar', 'سماعات'), ('headphones', 'tr', 'kulaklık'), ('earbuds', 'ar', 'سماعات'), ('earbuds', 'tr', 'kulaklık'),
  ('speaker', 'ar', 'مكبر صوت'), ('speaker', 'tr', 'hoparlör'), ('charger', 'ar', 'شاحن'), ('charger', 'tr', 'şarj'),
  ('cable', 'ar', 'كابل'), ('cable', 'tr', 'kablo'), ('watch', 'ar', 'ساعة'), ('watch', 'tr', 'saat'),
  ('accessories', 'ar', 'إكسسوارات'), ('accessories', 'tr', 'aksesuar'), ('fashion', 'ar', 'أزياء'), ('fashion', 'tr', 'moda'),
  ('men', 'ar', 'رجال'), ('men', 'tr', 'erkek'), ('women', 'ar', 'نساء'), ('women', 'tr', 'kadın'),
  ('shoes', 'ar', 'أحذية'), ('shoes', 'tr', 'ayakkabı'), ('sneakers', 'ar', 'أحذية رياضية'), ('sneakers', 'tr', 'spor ayakkabı'),
  ('shirt', 'ar', 'قميص'), ('shirt', 'tr', 'gömlek'), ('jeans', 'ar', 'جينز'), ('jeans', 'tr', 'kot'),
  ('dress', 'ar', 'فستان'), ('dress', 'tr', 'elbise'), ('home', 'ar', 'منزل'), ('home', 'tr', 'ev'),
  ('kitchen', 'ar', 'مطبخ'), ('kitchen', 'tr', 'mutfak'), ('cookware', 'ar', 'أواني طبخ'), ('cookware', 'tr', 'tencere'),
  ('decor', 'ar', 'ديكور'), ('decor', 'tr', 'dekor'), ('sports', 'ar', 'رياضة'), ('sports', 'tr', 'spor'),
  ('fitness', 'ar', 'لياقة'), ('outdoor', 'ar', 'تخييم'), ('outdoor', 'tr', 'kamp'), ('yoga', 'ar', 'يوغا'),
  ('beauty', 'ar', 'جمال'), ('beauty', 'tr', 'güzellik'), ('makeup', 'ar', 'مكياج'), ('makeup', 'tr', 'makyaj'),
  ('fragrance', 'ar', 'عطور'), ('fragrance', 'tr', 'parfüm'), ('lipstick', 'ar', 'أحمر شفاه'), ('lipstick', 'tr', 'ruj'),
  ('grocery', 'ar', 'بقالة'), ('grocery', 'tr', 'market'), ('market', 'ar', 'سوق'), ('kitchen', 'ar', 'مطبخ'),
  ('grill', 'ar', 'مشويات'), ('grill', 'tr', 'ızgara'), ('garden', 'ar', 'حديقة'), ('garden', 'tr', 'bahçe'),
  ('house', 'ar', 'بيت'), ('house', 'tr', 'ev'), ('street', 'ar', 'شارع'), ('street', 'tr', 'sokak')
on conflict do nothing;

-- 6amMart's item tags: searched like category names.
create table tags (
  id serial primary key,
  tag text not null unique
);
create table item_tag (
  item_id integer not null references items(id) on delete cascade,
  tag_id integer not null references tags(id) on delete cascade,
  primary key (item_id, tag_id)
);
create index item_tag_tag_idx on item_tag (tag_id);

alter table items add column search_document tsvector not null default ''::tsvector;
alter table stores add column search_document tsvector not null default ''::tsvector;

-- A: the name in every language; B: generic name, category names (translated too) and tags; C: the description.
-- A name-only prefix (tsquery `word:*A`) is then an index lookup, and the weights rank with ts_rank.
-- The query is written inline (no nested SQL functions) so plpgsql plans it once for all rows: the
-- 100,000-item seed pays about a tenth of a millisecond per item.
create function items_search_document_fill() returns trigger language plpgsql as $$
begin
  select setweight(to_tsvector('simple', coalesce(new.name, '') || ' ' || coalesce((
           select string_agg(st.term, ' ')
             from unnest(tsvector_to_array(to_tsvector('simple', coalesce(new.name, '')))) as w(word)
             join search_translations st on st.word = w.word), '')), 'A')
      || setweight(to_tsvector('simple', coalesce(new.generic_name, '') || ' ' || coalesce((
           select string_agg(c.name || coalesce(' ' || (
                    select string_agg(st.term, ' ')
                      from unnest(tsvector_to_array(to_tsvector('simple', c.name))) as w(word)
                      join search_translations st on st.word = w.word), ''), ' ')
             from jsonb_array_elements(new.category_ids) as ce
             join categories c on c.id = (ce->>'id')::int), '') || ' ' || coalesce((
           select string_agg(t.tag, ' ') from item_tag it join tags t on t.id = it.tag_id where it.item_id = new.id), '')), 'B')
      || setweight(to_tsvector('simple', coalesce(new.description, '')), 'C')
    into new.search_document;
  return new;
end
$$;
create trigger items_search_document before insert or update of name, generic_name, description, category_ids on items
  for each row execute function items_search_document_fill();

create function stores_search_document_fill() returns trigger language plpgsql as $$
begin
  select setweight(to_tsvector('simple', coalesce(new.name, '') || ' ' || coalesce((
           select string_agg(st.term, ' ')
             from unnest(tsvector_to_array(to_tsvector('simple', coalesce(new.name, '')))) as w(word)
             join search_translations st on st.word = w.word), '')), 'A')
      || setweight(to_tsvector('simple', coalesce(new.address, '')), 'C')
    into new.search_document;
  return new;
end
$$;
create trigger stores_search_document before insert or update of name, address on stores
  for each row execute function stores_search_document_fill();

-- a tag added or removed, a category renamed: touching the column has the trigger above write the document again
create function item_tag_touch() returns trigger language plpgsql as $$
begin
  update items set category_ids = category_ids where id = coalesce(new.item_id, old.item_id);
  return null;
end
$$;
create trigger item_tag_touch after insert or delete on item_tag for each row execute function item_tag_touch();

create function categories_rename_touch() returns trigger language plpgsql as $$
begin
  update items set category_ids = category_ids where category_ids @> jsonb_build_array(jsonb_build_object('id', new.id::text));
  return null;
end
$$;
create trigger categories_rename_touch after update of name on categories for each row execute function categories_rename_touch();

create index items_search_document_idx on items using gin (search_document);
create index stores_search_document_idx on stores using gin (search_document);

-- Typo tolerance also for category names, tags and the translated terms.
create trigger categories_search_words_insert after insert on categories
  referencing new table as new_rows for each statement execute function search_words_collect();
create trigger categories_search_words_update after update on categories
  referencing new table as new_rows for each statement execute function search_words_collect();

create function tags_search_words_collect() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w.word
    from new_rows, unnest(tsvector_to_array(to_tsvector('simple', new_rows.tag))) as w(word)
   where length(w.word) between 3 and 40
  on conflict do nothing;
  return null;
end
$$;
create trigger tags_search_words_insert after insert on tags
  referencing new table as new_rows for each statement execute function tags_search_words_collect();

insert into search_words (word)
select distinct w.word
  from (select name from categories union select term from search_translations) named(name),
       unnest(tsvector_to_array(to_tsvector('simple', named.name))) as w(word)
 where length(w.word) between 3 and 40
on conflict do nothing;

-- Edit distance counting a swap of two neighbours as one edit (optimal string
-- alignment): "onoins" -> "onions" is 1, where trigrams rank "coins" higher.
create function search_edit_distance(a text, b text) returns integer language plpgsql immutable strict as $$
declare
  la integer := length(a);
  lb integer := length(b);
  previous2 integer[];
  previous integer[];
  current integer[];
  cost integer;
begin
  if la = 0 then return lb; end if;
  if lb = 0 then return la; end if;
  previous := array(select generate_series(0, lb));
  for i in 1..la loop
    current := array[i] || array_fill(0, array[lb]);
    for j in 1..lb loop
      cost := case when substr(a, i, 1) = substr(b, j, 1) then 0 else 1 end;
      current[j + 1] := least(previous[j + 1] + 1, current[j] + 1, previous[j] + cost);
      if i > 1 and j > 1 and substr(a, i, 1) = substr(b, j - 1, 1) and substr(a, i - 1, 1) = substr(b, j, 1) then
        current[j + 1] := least(current[j + 1], previous2[j - 1] + 1);
      end if;
    end loop;
    previous2 := previous;
    previous := current;
  end loop;
  return previous[lb + 1];
end
$$;

-- The known words closest to a typed one: trigram candidates (the GIN index, at a
-- threshold of 0.2 for this lookup only: pg_trgm's 0.3 misses "onoins" ~ "onions",
-- 0.27), kept when at most one edit away (two from 6 letters up), and of those only
-- the nearest: "chiken" answers "chicken", not "kitchen"; a known word answers itself
-- and its one-letter neighbours ("burgers": "burger", the plural and the singular).
create function search_close_words(token text, how_many integer) returns setof text
language sql stable set pg_trgm.similarity_threshold = 0.2 as $$
  with candidates as (
    select sw.word, search_edit_distance(sw.word, token) as distance, similarity(sw.word, token) as score
      from search_words sw
     where sw.word % token
  ), near as (
    select * from candidates where distance <= case when length(token) >= 6 then 2 else 1 end
  )
  select word from near
   where distance <= (select case when min(distance) = 0 then 1 else min(distance) end from near)
   order by score desc, word
   limit how_many
$$;

-- databases seeded before this migration
update stores set name = name;
update items set category_ids = category_ids;
