#!/usr/bin/env bash
# One command to see the site (`npm run demo`): installs dependencies, builds, and serves on
# http://localhost:3000 with the embedded database (PGlite in .data/, created and seeded on first
# request) and, unless a model is configured, the extractive answerer. No keys, no services.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -d node_modules ] || npm ci --no-audit --no-fund
npx next build
exec npx next start -p "${PORT:-3000}"
