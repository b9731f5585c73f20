#!/usr/bin/env bash
# One command to see the site (`npm run demo`): installs dependencies, builds (or reuses an unchanged
# build), and serves on http://localhost:3000 (PORT=… to change it) with the embedded database
# (PGlite in .data/, created and seeded by the first page, which the server loads itself before it
# says "ready") and, unless a model is configured, the extractive answerer. No keys, no services.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -d node_modules ] || npm ci --no-audit --no-fund
# Cross-language dictionaries (lib/retrieval/lexicon.ts): Chinese comes with npm ci; the others are
# Debian packages, installed here when this user may (root, or sudo without a password), else named
# with the command that installs them. The site serves without them; it says so at start.
if ! missing_dicts=$(bash scripts/setup-dictionaries.sh --check); then
  if [ "$(id -u)" = 0 ]; then bash scripts/setup-dictionaries.sh || echo "demo: the dictionaries could not be installed; the site serves without them" >&2
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo bash scripts/setup-dictionaries.sh || echo "demo: the dictionaries could not be installed; the site serves without them" >&2
  else
    for p in $missing_dicts; do
      case "$p" in
        *deu-eng) l=German ;; *fra-eng) l=French ;; *spa-eng) l=Spanish ;; *por-eng) l=Portuguese ;; *ara-eng) l=Arabic ;;
        *eng-hin) l=Hindi ;; *eng-rus) l="Russian (when mueller7-dict is missing too)" ;; mueller7-dict) l="Russian (a thinner dictionary without it)" ;; *) l="?" ;;
      esac
      echo "demo: dictionary $p is not installed: $l questions are not translated into English" >&2
    done
    echo "demo: install them once with: sudo bash scripts/setup-dictionaries.sh (the site serves without them)" >&2
  fi
fi
# The admin session cookie needs a signing secret; the demo makes one per checkout, kept in the
# git-ignored .data/ (a deployment sets AUTH_SECRET itself). Create the author's account with
# `npm run assistant -- admin create --email you@example.com` while the site is stopped.
if [ -z "${AUTH_SECRET:-}" ]; then
  mkdir -p .data
  [ -s .data/demo-auth-secret ] || node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))" > .data/demo-auth-secret
  AUTH_SECRET="$(cat .data/demo-auth-secret)"
  export AUTH_SECRET
fi
# The build is reused when nothing it is made from changed (issue 33, kind 4): a stamp of every
# file git tracks or would track (contents, not times — .data/ and .next/ are ignored), Node's
# version and the NEXT_PUBLIC_ variables a build inlines. `admin create` writes only to .data/, so
# a start after it serves at once. Outside a git checkout there is no stamp: it always builds.
stamp=""
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  stamp=$({ git ls-files -co --exclude-standard -z | xargs -0 sha256sum 2>/dev/null; node --version; env | { grep '^NEXT_PUBLIC_' || true; } | sort; } | sha256sum | cut -d' ' -f1)
fi
if [ -n "$stamp" ] && [ -f .next/BUILD_ID ] && [ "$(cat .next/demo-build-stamp 2>/dev/null)" = "$stamp" ]; then
  echo "demo: no tracked file changed since the last build; reusing it (.next/demo-build-stamp)"
else
  rm -f .next/demo-build-stamp
  npx next build
  [ -z "$stamp" ] || printf '%s\n' "$stamp" > .next/demo-build-stamp
fi
# scripts/serve.ts is `next start` with this process as the first trusted proxy: it appends the
# connecting address to X-Forwarded-For, so a client cannot choose its own rate-limit key. Run as
# one Node process with tsx's loader (tsx's documented `node --import tsx`): `npx tsx` would start
# npx, tsx's command line and then a second Node process for the same file (seconds on a busy
# machine; scripts/bench-demo-start.sh).
exec node --import tsx scripts/serve.ts --port "${PORT:-3000}"
