#!/usr/bin/env node
// The files derived from apps.json (scripts/lib/generated-files.cjs):
//   node scripts/apps.mjs sync         rewrite them (`npm run apps:sync`)
//   node scripts/apps.mjs check        exit 1 when one is out of date
//   node scripts/apps.mjs shell-env    print the shell image's API_URL and REMOTE_<NAME>_URL defaults
import generated from './lib/generated-files.cjs';

const [command] = process.argv.slice(2);

if (command === 'sync') {
  const written = generated.writeGeneratedFiles();
  console.log(written.length ? `updated from apps.json: ${written.join(', ')}` : 'generated files are up to date');
} else if (command === 'check') {
  const stale = generated.staleGeneratedFiles().map(({ file }) => file);
  if (stale.length) {
    console.error(`out of date with apps.json: ${stale.join(', ')}. Run \`npm run apps:sync\`.`);
    process.exit(1);
  }
} else if (command === 'shell-env') {
  process.stdout.write(generated.shellEnvDefaults());
} else {
  console.error('usage: node scripts/apps.mjs sync | check | shell-env');
  process.exit(2);
}
