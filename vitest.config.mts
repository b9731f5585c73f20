import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['lib/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', '.data/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // DB suites share one PostgreSQL server database when DATABASE_URL is set.
    fileParallelism: false,
    // Route tests send many requests from one address; the rate-limit suites build their own limiters.
    env: { RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_HOUR: '100000', RATE_LIMIT_PER_DAY: '100000' },
  },
});
