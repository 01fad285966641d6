import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/lib/chromium';

/**
 * End-to-end tests in Chromium against the running stack (docs/product-rules.md §11): `npm test` starts and seeds the
 * emulators (scripts/test-against-emulators.ts); Playwright serves the built apps itself.
 */
export default defineConfig({
  testDir: 'e2e',
  // Two workers share two cores with the emulators (three JVM/Node processes) and the static
  // servers, so waits are generous: a test checks what a page does, and `npm run bench` how fast.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // Counts the console warnings and errors every test recorded (e2e/support/test.ts).
  globalTeardown: './e2e/support/consoleSummary.ts',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
  },
});
