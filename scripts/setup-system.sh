#!/usr/bin/env bash
# Installs what the tests need from Debian's packages, idempotently (root, Debian 12):
#   - chromium, for Playwright (it cannot download its own browsers here)
#   - haproxy, the reverse proxy of the production profile's test (scripts/test-production.sh)
#   - the dictionaries of scripts/setup-dictionaries.sh (cross-language query translation)
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

if ! command -v haproxy >/dev/null 2>&1; then
  echo "setup: installing haproxy"
  apt_update
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  # Only the test starts it, with deploy/haproxy.cfg: the package's own service is not wanted.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet haproxy 2>/dev/null; then systemctl stop haproxy || true; fi
fi

# Bilingual dictionaries for cross-language query translation (lib/retrieval/lexicon.ts): FreeDict,
# Müller's English–Russian and Apertium's English–Spanish (apertium-eng-spa), from Debian (the list
# is in scripts/setup-dictionaries.sh).
bash "$(dirname "$0")/setup-dictionaries.sh"

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
