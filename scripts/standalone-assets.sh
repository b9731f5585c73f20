#!/usr/bin/env bash
# Completes the standalone build (`next build` with output: 'standalone', next.config.ts): Next
# leaves the static assets and public/ out of .next/standalone (a CDN may serve them); a server
# that serves them itself needs them beside server.js. Part of `npm run build`; idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .next/standalone/server.js ]; then
  echo "standalone-assets: no .next/standalone/server.js: run 'npx next build' first" >&2
  exit 1
fi
rm -rf .next/standalone/.next/static .next/standalone/public
cp -R .next/static .next/standalone/.next/static
cp -R public .next/standalone/public
