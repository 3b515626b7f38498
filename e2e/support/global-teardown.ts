import fs from 'node:fs';
import { CSP_REPORT_FILE, stopAll } from './servers';

export default async function globalTeardown(): Promise<void> {
  await stopAll();
  // The pages run under the Content Security Policy they are deployed with;
  // a violation anywhere in the run (a blocked script, style, image or call) fails it.
  const reports = fs.existsSync(CSP_REPORT_FILE) ? fs.readFileSync(CSP_REPORT_FILE, 'utf8').trim() : '';
  if (reports) throw new Error(`Content Security Policy violations were reported during the run:\n${reports}`);
}
