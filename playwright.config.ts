import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * Copies of the built site, served by scripts/serve.ts (the demo's server), each on its own embedded database: one with no model configured
 * (the extractive answerer) and one whose model is the scripted OpenAI-compatible server, so the
 * real provider client streams over HTTP. Debian's Chromium; no browser download.
 */
// E2E_PORT_BASE lets two checkouts run their e2e suites side by side on one machine.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const EXTRACTIVE = BASE;
const MODEL = BASE + 1;
const LIMITED = BASE + 2;
const PROVIDER = BASE + 99;
// The suites ask many questions from one address; per-process rate limits would cut them short.
// Tests that need their own rate-limit key play an outer proxy (they write X-Forwarded-For) in front
// of scripts/serve.ts, which appends the socket address: two trusted hops.
const common = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_HOUR: '10000', TRUSTED_PROXY_HOPS: '2' };
// A fresh signing secret per run (never committed); the author account is created by the CLI before the site starts.
const AUTH_SECRET = process.env.E2E_AUTH_SECRET ?? randomBytes(32).toString('hex');
process.env.E2E_AUTH_SECRET = AUTH_SECRET; // the config is evaluated again in each worker: keep one value
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-author-password';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'extractive', testMatch: /(site|live-check|admin|docs|fonts|pages|demo|conversation|feedback|accessibility|translations)\.spec\.ts/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${EXTRACTIVE}` } },
    { name: 'model', testMatch: /(streaming|chat-controls|demo|citations|drafts)\.spec\.ts/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${MODEL}` } },
    { name: 'limited', testMatch: /limits\.spec\.ts/, use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${LIMITED}` } },
  ],
  webServer: [
    {
      command: `npx tsx e2e/support/scripted-provider.ts ${PROVIDER}`,
      url: `http://127.0.0.1:${PROVIDER}/v1/models`,
      reuseExistingServer: false,
      env: { SCRIPTED_DELAY_MS: '120' },
    },
    {
      // The author account, then a small documentation collection (e2e/docs.spec.ts), then the site.
      command: `printf '%s\\n' '${ADMIN_PASSWORD}' | npx tsx scripts/assistant.ts admin create --email author@example.com --replace && npx tsx scripts/assistant.ts import e2e/fixtures/quillmark --collection quillmark --title 'Quillmark manual' --title 'ar=دليل Quillmark' && npx tsx scripts/serve.ts --hostname 127.0.0.1 --port ${EXTRACTIVE}`,
      url: `http://127.0.0.1:${EXTRACTIVE}/en`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...common, DATA_DIR: '.data/e2e-extractive', ASSISTANT_MODEL: '', AUTH_SECRET, AUTH_URL: `http://127.0.0.1:${EXTRACTIVE}` },
    },
    {
      // The author account too: e2e/drafts.spec.ts asks this site's model for draft translations in the admin.
      command: `printf '%s\\n' '${ADMIN_PASSWORD}' | npx tsx scripts/assistant.ts admin create --email author@example.com --replace && npx tsx scripts/serve.ts --hostname 127.0.0.1 --port ${MODEL}`,
      url: `http://127.0.0.1:${MODEL}/en`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...common, DATA_DIR: '.data/e2e-model', ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: `http://127.0.0.1:${PROVIDER}/v1`, AUTH_SECRET, AUTH_URL: `http://127.0.0.1:${MODEL}` },
    },
    {
      // A site whose monthly cap is spent (0 USD) and that allows one question a minute per address.
      command: `npx tsx scripts/serve.ts --hostname 127.0.0.1 --port ${LIMITED}`,
      url: `http://127.0.0.1:${LIMITED}/en`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...common, DATA_DIR: '.data/e2e-limited', ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: `http://127.0.0.1:${PROVIDER}/v1`,
        MONTHLY_COST_CAP_USD: '0', RATE_LIMIT_PER_MINUTE: '1',
      },
    },
  ],
});
