#!/usr/bin/env node
// Serves one app's production build (scripts/lib/static-server.cjs) on its
// port from apps.json: `node scripts/serve-static.mjs mf-cart`, or with no
// argument the app whose folder is the working directory (each app's
// `npm start`). PORT overrides the port (the e2e servers shift them), HOST
// restricts the listening address, STATIC_LOG=1 logs requests. The shell's
// runtime-config.json takes API_URL, MAPS_API_KEY, REMOTES_JSON and
// REMOTE_<NAME>_URL from the environment.
import fs from 'node:fs';
import path from 'node:path';
import apps from './lib/apps.cjs';
import staticServer from './lib/static-server.cjs';

const app = apps.appByDir(process.argv[2] ?? path.basename(process.cwd()));
const root = path.join(apps.ROOT, app.dir, 'dist');
const port = Number(process.env.PORT ?? app.port);

if (!fs.existsSync(path.join(root, app.isHost ? 'index.html' : 'remoteEntry.js'))) {
  console.error(`serve-static: ${app.dir}/dist holds no build. Run \`npm run build -- ${app.dir}\` first.`);
  process.exit(1);
}

try {
  const server = await staticServer.startStaticServer({
    root,
    port,
    host: process.env.HOST || undefined,
    log: process.env.STATIC_LOG === '1',
  });
  console.log(`serving ${app.dir}/dist on http://localhost:${port}`);
  const stop = () => staticServer.stopServer(server).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  console.error(code === 'EADDRINUSE' ? `serve-static: port ${port} (${app.dir}) is already in use` : error);
  process.exit(1);
}
