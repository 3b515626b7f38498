-- Databases seeded before 0002 added demo_frozen: keep the demo orders the README
-- documents in their status (a fresh seed marks them itself; then this is a no-op).
update orders set demo_frozen = true where id in (100001, 100002, 100003);
