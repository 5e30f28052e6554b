#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: installs Debian's `postgresql`
# when the binaries are missing (as root), starts a private cluster on a free
# loopback port (as the `postgres` user when run as root), exports DATABASE_URL,
# runs the command, and removes the cluster whatever happens. Exits non-zero when
# PostgreSQL cannot start, so a test step built on it can never pass silently.
#   scripts/with-postgres.sh node --import tsx --test test/store/*.pg-test.ts
# PATINA_PG_PORTS=first-last picks the port range (default 54400-54449).
set -euo pipefail
if [ $# -eq 0 ]; then echo "usage: $0 command [args…]" >&2; exit 2; fi

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

bin=$(find_bin || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: PostgreSQL is not installed and this is not root: run 'apt-get install -y postgresql' as root." >&2
    exit 1
  fi
  echo "with-postgres: installing Debian's postgresql…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
  bin=$(find_bin) || { echo "with-postgres: postgresql installed but no initdb found" >&2; exit 1; }
fi

# PostgreSQL refuses to run as root: drop to the postgres user then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cluster=$(mktemp -d "${TMPDIR:-/tmp}/patina-pg.XXXXXX")
chmod 755 "$cluster"
[ "$(id -u)" -eq 0 ] && chown postgres: "$cluster"
cleanup() {
  as_owner "$bin/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap cleanup EXIT INT TERM

as_owner "$bin/initdb" -D "$cluster/data" -A trust -U postgres -E UTF8 --no-locale >"$cluster/initdb.log" 2>&1 || {
  cat "$cluster/initdb.log" >&2; echo "with-postgres: initdb failed" >&2; exit 1; }

range=${PATINA_PG_PORTS:-54400-54449}
first=${range%-*}
last=${range#*-}
port=""
for ((p = first; p <= last; p++)); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then continue; fi # something listens there
  if as_owner "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 30 \
      -o "-p $p -k $cluster -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null 2>&1; then
    port=$p
    break
  fi
done
if [ -z "$port" ]; then
  cat "$cluster/server.log" >&2 2>/dev/null || true
  echo "with-postgres: could not start PostgreSQL on any port in $range" >&2
  exit 1
fi

as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres patina_test
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/patina_test"
echo "with-postgres: PostgreSQL $("$bin/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
set +e
"$@"
status=$?
set -e
exit $status
