import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteExposes, remoteFolder, type RemoteName } from '../remotes';

const requireConfig = createRequire(__filename);
const repoRoot = path.resolve(__dirname, '../../../..');

/** What a remote's federation config really exposes. */
function exposedBy(remote: RemoteName): { name: string; exposes: string[] } {
  const config = requireConfig(path.join(repoRoot, remoteFolder(remote), 'federation.config.cjs'));
  return { name: config.name, exposes: Object.keys(config.exposes).sort() };
}

describe('the registry of remotes and exposes', () => {
  it.each(Object.keys(remoteExposes) as RemoteName[])('%s exposes exactly what the registry lists', (remote) => {
    expect(exposedBy(remote)).toEqual({ name: remote, exposes: [...remoteExposes[remote]].sort() });
  });
});
