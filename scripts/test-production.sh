#!/usr/bin/env bash
# The production profile, run here (docs/deployment.md): the deploy steps of a real host on a
# database of its own, then scripts/test-production.ts starts two standalone instances behind
# HAProxy (deploy/haproxy.cfg) and checks them through the proxy.
#
# Needs: a finished `next build` (standalone output), haproxy (scripts/setup-system.sh), Chromium,
# TEST_DATABASE_URL (a PostgreSQL server with pgvector: its server gets a second database,
# <name>_prod, created and dropped here) and TEST_REDIS_URL (the Redis server; this run uses
# PRODUCTION_REDIS_URL, default logical database 11, under a per-run key prefix, removed after).
# Ports: PRODUCTION_PORT_BASE (default 3200) for the proxy, +1 and +2 the instances, +3 the model.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

: "${TEST_DATABASE_URL:?TEST_DATABASE_URL must name a PostgreSQL server database}"
: "${TEST_REDIS_URL:?TEST_REDIS_URL must name a Redis server}"
command -v haproxy >/dev/null || { echo "test-production: haproxy is missing: run 'sudo bash scripts/setup-system.sh'" >&2; exit 1; }
bash scripts/standalone-assets.sh

server_url=${TEST_DATABASE_URL%/*}
test_db=${TEST_DATABASE_URL##*/}
test_db=${test_db%%\?*}
prod_db="${test_db}_prod"
[[ "$prod_db" =~ ^[A-Za-z0-9_]+$ ]] || { echo "test-production: unexpected database name $prod_db" >&2; exit 1; }
redis_url=${PRODUCTION_REDIS_URL:-"${TEST_REDIS_URL%/*}/11"}
prefix="prodtest-$$"
log_dir=$(mktemp -d)

cleanup() {
  psql "$TEST_DATABASE_URL" -qc "DROP DATABASE IF EXISTS $prod_db WITH (FORCE)" >/dev/null 2>&1 || true
  redis-cli -u "$redis_url" --scan --pattern "$prefix:*" 2>/dev/null | xargs -r redis-cli -u "$redis_url" del >/dev/null 2>&1 || true
  if [ "${KEEP_PRODUCTION_LOGS:-}" = 1 ]; then echo "test-production: logs kept in $log_dir"; else rm -rf "$log_dir"; fi
}
trap cleanup EXIT

psql "$TEST_DATABASE_URL" -qc "DROP DATABASE IF EXISTS $prod_db WITH (FORCE)" -c "CREATE DATABASE $prod_db"

# The environment of every deploy step and instance, as a host would set it.
export NODE_ENV=production
export DATABASE_URL="$server_url/$prod_db"
export MIGRATE_AT_START=off
export REDIS_URL="$redis_url" RATE_LIMIT_PREFIX="$prefix:chat" SIGNIN_RATE_LIMIT_PREFIX="$prefix:signin"
export RATE_LIMIT_PER_MINUTE=6 RATE_LIMIT_PER_HOUR=1000 RATE_LIMIT_PER_DAY=1000 TRUSTED_PROXY_HOPS=1
export PRODUCTION_PORT_BASE="${PRODUCTION_PORT_BASE:-3200}"
export AUTH_SECRET
AUTH_SECRET=$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))")
export AUTH_URL="http://127.0.0.1:$PRODUCTION_PORT_BASE"
export ASSISTANT_MODEL=openai-compatible:scripted OPENAI_BASE_URL="http://127.0.0.1:$((PRODUCTION_PORT_BASE + 3))/v1" DECISION_MODEL=off
export MONTHLY_COST_CAP_USD=5
export PRODUCTION_LOG_DIR="$log_dir" ADMIN_EMAIL=author@example.com
export ADMIN_PASSWORD
ADMIN_PASSWORD=$(node -e "process.stdout.write(require('node:crypto').randomBytes(12).toString('hex'))")

echo "== deploy steps: migrate once, load content, the author's account"
npm run --silent db:migrate
npm run --silent assistant -- seed
printf '%s\n' "$ADMIN_PASSWORD" | npm run --silent assistant -- admin create --email "$ADMIN_EMAIL"

echo "== two instances behind HAProxy"
npx tsx scripts/test-production.ts
