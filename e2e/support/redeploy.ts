/**
 * A team's independent release, played for real: a copy of one app's source
 * is changed (as the team's next commit would be), built on its own with the
 * app's webpack config, and its dist is published where that app's server
 * serves from. Nothing else is rebuilt. `restore()` puts the previous release
 * back, so later specs see the build the suite started with.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type AppDir } from './servers';

const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

export interface SourceEdit {
  /** Path inside the app's folder, e.g. `src/i18n/en.json`. */
  file: string;
  from: string;
  to: string;
}

export interface Release {
  restore(): void;
}

export function releaseEdited(dir: AppDir, edits: SourceEdit[], { buildId }: { buildId: string }): Release {
  const app = path.join(ROOT, dir);
  // A sibling of the app's folder, so its config's relative requires (../scripts) still resolve.
  const next = path.join(ROOT, `.release-${dir}`);
  const previousDist = path.join(ROOT, `.release-${dir}-previous-dist`);
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(app, next, { recursive: true, filter: (source) => !/[\\/](node_modules|dist)$/.test(source) });

  for (const edit of edits) {
    const file = path.join(next, edit.file);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(edit.from)) throw new Error(`${dir}/${edit.file} no longer contains ${JSON.stringify(edit.from)}`);
    fs.writeFileSync(file, text.replace(edit.from, edit.to));
  }

  const build = spawnSync(process.execPath, [WEBPACK_CLI, '--mode', 'production', '--config', 'webpack.config.cjs'], {
    cwd: next,
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_BUILD_ID: buildId },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building the next ${dir} failed:\n${build.stdout}\n${build.stderr}`);

  fs.rmSync(previousDist, { recursive: true, force: true });
  fs.renameSync(path.join(app, 'dist'), previousDist);
  fs.cpSync(path.join(next, 'dist'), path.join(app, 'dist'), { recursive: true });

  return {
    restore() {
      fs.rmSync(path.join(app, 'dist'), { recursive: true, force: true });
      fs.renameSync(previousDist, path.join(app, 'dist'));
      fs.rmSync(next, { recursive: true, force: true });
    },
  };
}
