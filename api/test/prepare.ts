import { rm, writeFile } from 'node:fs/promises'
import pg from 'pg'
import { buildPgliteTemplate, postgresAvailable, templatePath, TEST_DATABASE_URL } from './helper.js'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Schemas left by test processes that died before closing their app (test_<pid>_...). */
async function dropLeftoverSchemas(): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ nspname: string }>("select nspname from pg_namespace where nspname ~ '^test_[0-9]+_'")
    const dead = rows.map((row) => row.nspname).filter((name) => !alive(Number(name.split('_')[1])))
    for (const name of dead) await client.query(`drop schema if exists ${name} cascade`)
    return dead.length
  } finally {
    await client.end()
  }
}

/**
 * Runs once before the suite: seeds one PGlite database and saves it where every
 * test app copies it from (a copy takes ~0.5 s; migrate and seed take ~7 s), and
 * says up front whether the PostgreSQL pass will run.
 */
const started = Date.now()
await rm(templatePath, { force: true })
const dump = await buildPgliteTemplate()
await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()))
console.log(`# PGlite template seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
const where = TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')
if (await postgresAvailable()) {
  const dropped = await dropLeftoverSchemas()
  console.log(
    `# PostgreSQL pass: running against ${where} (one schema per test app, dropped afterwards${dropped ? `; ${dropped} left by dead runs dropped` : ''})`,
  )
} else {
  console.log(`# PostgreSQL pass skipped: no server answers at ${where} (set TEST_DATABASE_URL); the PGlite pass still runs`)
}
