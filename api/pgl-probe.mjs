import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
let t=Date.now()
const db = new PGlite({ extensions: { pg_trgm } , parsers: {1700: Number, 20: Number}})
await db.waitReady
console.log('ready', Date.now()-t)
await db.exec('create extension if not exists pg_trgm')
const r = await db.query("select similarity('hello','helo') s, 12.5::numeric n, 5::int8 b, now() d, '{\"a\":1}'::jsonb j, $1::text p", ['x'])
console.log(r.rows, Date.now()-t)
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size)
t=Date.now(); const db2 = new PGlite({ loadDataDir: dump, extensions: { pg_trgm } }); await db2.waitReady; console.log('load', Date.now()-t)
console.log((await db2.query("select similarity('a','a')")).rows)
