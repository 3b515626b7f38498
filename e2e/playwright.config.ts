import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, SHELL_URL } from './support/servers';

/**
 * Journeys against the production builds, each app on its own origin, and the
 * real API (started by support/global-setup.ts). Debian's Chromium, since
 * Playwright cannot download browsers here. One worker: the specs share the
 * servers and some of them stop or rebuild a remote.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(__dirname, 'test-results', 'artifacts'),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(__dirname, 'test-results', 'results.json') }],
  ],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
