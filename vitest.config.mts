import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['lib/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', '.data/**'],
    environment: 'node',
    // One fast-check seed for every property that names none (FC_SEED explores others).
    setupFiles: ['tests/fast-check-seed.ts'],
    // Timeouts catch hangs, not slowness: the corpus suites parse ~450 files and take minutes on a
    // 2-core machine under load (speed goals are benchmarks).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // DB suites share one PostgreSQL server database when DATABASE_URL is set.
    fileParallelism: false,
    // Route tests send many requests from one address; the rate-limit suites build their own limiters.
    env: { RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_HOUR: '100000', RATE_LIMIT_PER_DAY: '100000' },
  },
});
