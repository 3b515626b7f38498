import fs from 'node:fs';
import { CHROMIUM, startAll, stopAll } from './servers';

/** Starts the API and the six static servers once for the whole run. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  try {
    await startAll();
  } catch (error) {
    await stopAll();
    throw error;
  }
}
