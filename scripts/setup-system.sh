#!/usr/bin/env bash
# Installs what the tests need from Debian's packages, idempotently (root, Debian 12):
#   - chromium, for Playwright (it cannot download its own browsers here)
#   - pgvector for the local PostgreSQL server, built from Debian's trixie *source* package,
#     because bookworm has no postgresql-15-pgvector binary (see shared stack notes §3.1)
set -euo pipefail

need_update=1
apt_update() { if [ "$need_update" = 1 ]; then apt-get update -qq; need_update=0; fi; }

if ! command -v chromium >/dev/null 2>&1; then
  echo "setup: installing chromium"
  apt_update
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# FreeDict bilingual dictionaries (dictd format) for cross-language query translation
# (lib/retrieval/lexicon.ts): German, French, Spanish, Portuguese, Arabic → English, and English →
# Russian, Hindi read the other way round. Persian and Chinese have none in Debian.
dicts="dict-freedict-deu-eng dict-freedict-fra-eng dict-freedict-spa-eng dict-freedict-por-eng dict-freedict-ara-eng dict-freedict-eng-rus dict-freedict-eng-hin"
missing=$(for p in $dicts; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || echo "$p"; done)
if [ -n "$missing" ]; then
  echo "setup: installing FreeDict dictionaries:" $missing
  apt_update
  # --no-install-recommends: the dictd server they recommend is not used (the files are read directly).
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

if command -v pg_config >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pg_config >/dev/null 2>&1; then
  PG_MAJOR=$(ls /usr/lib/postgresql | sort -n | tail -1)
  PG_CONFIG=/usr/lib/postgresql/$PG_MAJOR/bin/pg_config
  if [ ! -f "/usr/share/postgresql/$PG_MAJOR/extension/vector.control" ]; then
    echo "setup: building pgvector for PostgreSQL $PG_MAJOR from Debian's source package"
    src_list=/etc/apt/sources.list.d/trixie-src.sources
    if [ ! -f "$src_list" ]; then
      cat > "$src_list" <<SRC
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
      need_update=1
    fi
    apt_update
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-server-dev-$PG_MAJOR" make gcc dpkg-dev >/dev/null
    work=$(mktemp -d)
    (cd "$work" && apt-get source -qq pgvector >/dev/null 2>&1 && cd pgvector-*/ && make -s PG_CONFIG="$PG_CONFIG" >/dev/null && make -s install PG_CONFIG="$PG_CONFIG" >/dev/null)
    rm -rf "$work"
  fi
fi
echo "setup: system packages ready"
