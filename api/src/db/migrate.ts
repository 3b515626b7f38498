import { readdir, readFile } from 'node:fs/promises'
import type { Db } from './db.js'

const migrationsDir = new URL('./migrations/', import.meta.url)

/** Applies every `migrations/*.sql` file not yet recorded, in name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`)
  const applied = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name))
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  const ran: string[] = []
  for (const file of files) {
    if (applied.has(file)) continue
    const sql = await readFile(new URL(file, migrationsDir), 'utf8')
    await db.exec(`begin;\n${sql}\n;insert into schema_migrations (name) values ('${file.replace(/'/g, "''")}');\ncommit;`)
    ran.push(file)
  }
  return ran
}
