#!/usr/bin/env bash
# The project's test command (`npm test`, README):
#   1. Vitest: unit tests, outside suites, DB suites on in-memory PGlite
#   2. the golden set (deterministic; fails unless both refusal sets are perfect)
#   3. the DB suites again on the PostgreSQL server when TEST_DATABASE_URL is set (.ci/run sets it),
#      with the two-process scale-out suite (needs TEST_REDIS_URL too)
#   4. a production build (standalone output), the production profile — two built instances behind
#      HAProxy, scripts/test-production.sh — when TEST_DATABASE_URL and TEST_REDIS_URL are set,
#      and the Playwright e2e suite in Debian's Chromium
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

[ -d node_modules ] || npm ci --no-audit --no-fund
if ! [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || ! command -v haproxy >/dev/null; then
  if [ "$(id -u)" = 0 ]; then bash scripts/setup-system.sh
  else echo "Chromium or HAProxy is missing: run 'sudo bash scripts/setup-system.sh' once." >&2; exit 1; fi
fi

# Rate limits are tested against a real Redis server: the local one when it answers (logical DB 5,
# keys under a per-run prefix), unless TEST_REDIS_URL says otherwise (.ci/run sets it).
if [ -z "${TEST_REDIS_URL:-}" ] && command -v redis-cli >/dev/null && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  export TEST_REDIS_URL=redis://127.0.0.1:6379/5
  echo "test: using the local Redis server for the rate-limit suites ($TEST_REDIS_URL)"
fi

echo "== vitest (PGlite)"
env -u TEST_DATABASE_URL npx vitest run

echo "== golden set (refusal sets must be perfect)"
npx tsx scripts/golden-set.ts

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== vitest DB suites (PostgreSQL server)"
  npx vitest run tests/content.test.ts tests/content-files.test.ts tests/collections.test.ts tests/assistant.test.ts tests/extractive-answers.test.ts tests/retrieval.test.ts tests/admin-content.test.ts tests/admin-auth.test.ts tests/cost.test.ts tests/scale-out.test.ts tests/instruction-passages.test.ts tests/profile.test.ts tests/decision.test.ts tests/hosted-rerank.test.ts tests/bm25.test.ts tests/lexicon.test.ts tests/retrieval-indexes.test.ts tests/shared-round-trips.test.ts tests/answer-confidence.test.ts tests/demo.test.ts tests/cross-language.test.ts tests/relations.test.ts tests/feedback.test.ts tests/bm25-pruning.test.ts tests/import-limits.test.ts tests/feedback-pii.test.ts tests/ratelimit-windows.test.ts tests/translation-sources.test.ts tests/drafts.test.ts
fi

echo "== next build"
npx next build
bash scripts/standalone-assets.sh

if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  echo "== production profile (two instances behind HAProxy)"
  bash scripts/test-production.sh
fi
echo "== playwright"
rm -rf .data/e2e-extractive .data/e2e-model .data/e2e-limited
npx playwright test
