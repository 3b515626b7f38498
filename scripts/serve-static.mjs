#!/usr/bin/env node
// Serves a built app folder: `node scripts/serve-static.mjs <dist-dir> <port>`.
// Each app's `npm start` runs it on its own port. Headers, SPA fallback,
// compression and the shell's runtime-config.json from env (API_URL,
// MAPS_API_KEY, REMOTES_JSON, REMOTE_<NAME>_URL) are documented in
// scripts/lib/static-server.cjs. HOST restricts the listening address
// (default: all interfaces); STATIC_LOG=1 logs requests.
import fs from 'node:fs';
import path from 'node:path';
import staticServer from './lib/static-server.cjs';

const [dirArg = 'dist', portArg = process.env.PORT] = process.argv.slice(2);
const root = path.resolve(dirArg);
const port = Number(portArg);

if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: serve-static.mjs <dist-dir> <port>');
  process.exit(2);
}
if (!fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'remoteEntry.js'))) {
  console.error(`serve-static: ${root} holds no build (no index.html or remoteEntry.js). Run \`npm run build\` first.`);
  process.exit(1);
}

try {
  const server = await staticServer.startStaticServer({ root, port, host: process.env.HOST || undefined, log: process.env.STATIC_LOG === '1' });
  console.log(`serving ${path.relative(process.cwd(), root) || '.'} on http://localhost:${port}`);
  const stop = () => staticServer.stopServer(server).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  console.error(code === 'EADDRINUSE' ? `serve-static: port ${port} is already in use` : error);
  process.exit(1);
}
