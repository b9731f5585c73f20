#!/usr/bin/env bash
# `npm start`: one production instance of the standalone build (`npm run build` first), on PORT
# (default 3000) and HOST (default 0.0.0.0). Configuration comes from the environment (docs/
# configuration.md); a production instance sets MIGRATE_AT_START=off and runs behind the proxy
# after the deploy steps `npm run db:migrate` and `npm run assistant -- seed` (docs/deployment.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .next/standalone/server.js ] || [ ! -d .next/standalone/.next/static ]; then
  echo "start: no complete standalone build: run 'npm run build' first" >&2
  exit 1
fi
# Next's standalone server reads HOSTNAME, which shells often set to the machine's name.
# NEXT_MANUAL_SIG_HANDLE: lib/startup.ts handles SIGTERM/SIGINT (writes queued rows, then exits).
export HOSTNAME="${HOST:-0.0.0.0}" PORT="${PORT:-3000}" NODE_ENV=production NEXT_MANUAL_SIG_HANDLE=1
exec node .next/standalone/server.js
