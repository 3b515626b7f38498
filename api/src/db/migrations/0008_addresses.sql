-- Saved addresses (issue 15): the free label a customer gives an address (spec: shopping-core §3
-- Address, "address_label (free label used as the type when filled)").
alter table customer_addresses add column address_label text;
