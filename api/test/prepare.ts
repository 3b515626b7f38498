import { rm, writeFile } from 'node:fs/promises'
import { buildPgliteTemplate, postgresAvailable, templatePath, TEST_DATABASE_URL } from './helper.js'

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
console.log(await postgresAvailable()
  ? `# PostgreSQL pass: running against ${where} (one schema per test app, dropped afterwards)`
  : `# PostgreSQL pass skipped: no server answers at ${where} (set TEST_DATABASE_URL); the PGlite pass still runs`)
