#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests and benchmarks: a temporary directory, a free port on
# 127.0.0.1, trust authentication for the user "shop", run as a non-root user (PostgreSQL refuses root).
#   url=$(bash scripts/throwaway-postgres.sh start)   # prints postgres://shop@127.0.0.1:<port>/postgres
#   bash scripts/throwaway-postgres.sh stop "$url"    # stops it and removes its directory
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ] || [ ! -x "$bindir/pg_ctl" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

state_file() { echo "${TMPDIR:-/tmp}/throwaway-postgres-$1"; }

case "${1:-}" in
  start)
    dir=$(mktemp -d "${TMPDIR:-/tmp}/throwaway-postgres.XXXXXX")
    chmod 755 "$dir"
    if [ "$(id -u)" = "0" ]; then chown postgres "$dir"; fi
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_owner "$bindir/initdb" -D "$dir/data" -U shop -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "$dir" >"$(state_file "$port")"
    echo "postgres://shop@127.0.0.1:$port/postgres"
    ;;
  stop)
    port=$(echo "${2:?the URL start printed}" | sed -E 's#.*:([0-9]+)/.*#\1#')
    file=$(state_file "$port")
    [ -f "$file" ] || exit 0
    dir=$(cat "$file")
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir" "$file"
    ;;
  *)
    echo "usage: $0 start | stop <url>" >&2
    exit 2
    ;;
esac
