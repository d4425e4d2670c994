import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './src/support/env';
import { OFFLINE_CHROMIUM_ARGS } from '../scripts/offline-chromium';

// Debian's Chromium, never a downloaded browser. The flags keep it from calling out to a network
// this machine does not have.
export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e/results',
  globalSetup: require.resolve('./src/support/global-setup'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../tmp/test-results/browser.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.storefront}`,
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: OFFLINE_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
