-- Phones in E.164 (issue 8.3): '15550142424', '+15550142424' and '+1 555 014 2424' were three
-- customers. The server now stores E.164 (domain/phone.ts); this brings existing rows to it.
-- A number written without '+' is read in the seed's business country, +1 (10 digits get the 1).
-- Two accounts that turn out to share a number are refused, not merged: their orders, wallet
-- and points belong to people; merge them by hand (keep one, move its rows), then migrate again.
create temporary table phone_e164 on commit drop as
  select id, phone,
         '+' || case
           when phone ~ '^\s*\+' then regexp_replace(phone, '[^0-9]', '', 'g')
           when length(regexp_replace(phone, '[^0-9]', '', 'g')) = 10 then '1' || regexp_replace(phone, '[^0-9]', '', 'g')
           else regexp_replace(phone, '[^0-9]', '', 'g')
         end as e164
    from customers;

do $$
declare
  clash text;
begin
  select string_agg(e164 || ' (customers ' || ids || ')', '; ') into clash
    from (select e164, string_agg(id::text, ', ' order by id) as ids from phone_e164 group by e164 having count(*) > 1) d;
  if clash is not null then
    raise exception 'customers share a phone number once written in E.164: %. Merge them by hand, then migrate again.', clash;
  end if;
end $$;

update customers c set phone = p.e164 from phone_e164 p where p.id = c.id and c.phone <> p.e164;

update customer_addresses
   set contact_person_number = '+' || case
         when contact_person_number ~ '^\s*\+' then regexp_replace(contact_person_number, '[^0-9]', '', 'g')
         when length(regexp_replace(contact_person_number, '[^0-9]', '', 'g')) = 10 then '1' || regexp_replace(contact_person_number, '[^0-9]', '', 'g')
         else regexp_replace(contact_person_number, '[^0-9]', '', 'g')
       end
 where contact_person_number !~ '^\+[1-9][0-9]{5,14}$' and contact_person_number ~ '[0-9]';

-- from now on nothing else can be stored
alter table customers add constraint customers_phone_e164 check (phone ~ '^\+[1-9][0-9]{5,14}$');
