import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './src/support/env';

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
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
