#!/usr/bin/env bash
# The project's test command (`npm test`, README):
#   1. Vitest: unit tests, outside suites, DB suites on in-memory PGlite
#   2. the DB suites again on the PostgreSQL server when TEST_DATABASE_URL is set (.ci/run sets it)
#   3. a production build and the Playwright e2e suite in Debian's Chromium
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

[ -d node_modules ] || npm ci --no-audit --no-fund
if ! [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = 0 ]; then bash scripts/setup-system.sh
  else echo "Chromium is missing: run 'sudo bash scripts/setup-system.sh' once." >&2; exit 1; fi
fi

echo "== vitest (PGlite)"
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== vitest DB suites (PostgreSQL server)"
  npx vitest run tests/content.test.ts tests/assistant.test.ts tests/retrieval.test.ts tests/cost.test.ts tests/scale-out.test.ts
fi

echo "== next build"
npx next build
echo "== playwright"
rm -rf .data/e2e-extractive .data/e2e-model
npx playwright test
