import fs from 'node:fs';
import { CHROMIUM, startAll, stopAll } from './servers';

/** Starts the API and the six static servers once for the whole run. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  // The journeys check what /home's first screen from the server shows, not how fast the catalogue renders it: on a
  // busy machine a render can take longer than the page's usual wait (scripts/lib/first-screen.cjs).
  process.env.FIRST_SCREEN_WAIT_MS ??= '3000';
  try {
    await startAll();
  } catch (error) {
    await stopAll();
    throw error;
  }
}
