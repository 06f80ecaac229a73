// Browser tests: Debian's Chromium (never a downloaded browser) against real shop servers that the
// fixtures start on free ports with temporary data directories.
import { defineConfig, devices } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 150 makes a new document host for every navigation (RenderDocument), and the offline emulation
  // (context.setOffline) does not reach it: a page loaded or reloaded "offline" reads navigator.onLine as true and
  // never hears `online`, which a real phone without signal never does. Off, the emulation holds across navigations.
  '--disable-features=RenderDocument',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  // Two minutes a test: on Chromium 150 the journeys take up to half as long again on a loaded two-core CI machine
  // (a one-minute refund journey ran out). No test asserts a time; this is only how long a stuck one may take.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, here or in CI: a test waits for conditions, never for time, so a failure is a bug to find (issue 24).
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
