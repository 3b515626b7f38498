import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** npm test: prepare once, then node's test runner over every test file (Node 20 has no --test globs). */
const root = fileURLToPath(new URL('..', import.meta.url))
const testDir = join(root, 'test')

function testFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return testFiles(path)
      return name.endsWith('.test.ts') ? [relative(root, path)] : []
    })
    .sort()
}

const only = process.argv.slice(2)
const files = only.length ? only : testFiles(testDir)
const node = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio: 'inherit' })

const prepared = node(['test/prepare.ts'])
if (prepared.status !== 0) process.exit(prepared.status ?? 1)
const run = node(['--test', '--test-concurrency=1', '--test-reporter=spec', ...files])
process.exit(run.status ?? 1)
