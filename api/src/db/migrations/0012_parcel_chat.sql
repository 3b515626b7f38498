-- Chat (issue 16): one conversation per customer and receiver, and the images sent in it.
-- Images are kept in the database (every API instance serves them, a backup holds them) and
-- fetched by an unguessable token, since an <img> cannot send the customer's bearer token.
create unique index conversations_receiver_idx on conversations (customer_id, receiver_type, receiver_id);

create table message_files (
  token text primary key,
  message_id integer not null references messages(id) on delete cascade,
  content_type text not null,
  size integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index message_files_message_idx on message_files (message_id);
