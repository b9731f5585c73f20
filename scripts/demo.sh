#!/usr/bin/env bash
# One command to see the site (`npm run demo`): installs dependencies, builds, and serves on
# http://localhost:3000 (PORT=… to change it) with the embedded database (PGlite in .data/, created and seeded on first
# request) and, unless a model is configured, the extractive answerer. No keys, no services.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -d node_modules ] || npm ci --no-audit --no-fund
# The admin session cookie needs a signing secret; the demo makes one per checkout, kept in the
# git-ignored .data/ (a deployment sets AUTH_SECRET itself). Create the author's account with
# `npm run assistant -- admin create --email you@example.com` while the site is stopped.
if [ -z "${AUTH_SECRET:-}" ]; then
  mkdir -p .data
  [ -s .data/demo-auth-secret ] || node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))" > .data/demo-auth-secret
  AUTH_SECRET="$(cat .data/demo-auth-secret)"
  export AUTH_SECRET
fi
npx next build
# scripts/serve.ts is `next start` with this process as the first trusted proxy: it appends the
# connecting address to X-Forwarded-For, so a client cannot choose its own rate-limit key.
exec npx tsx scripts/serve.ts --port "${PORT:-3000}"
