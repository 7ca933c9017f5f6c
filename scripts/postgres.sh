#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL server for tests, on 127.0.0.1 and a free port.
#   scripts/postgres.sh start DIR   -> prints the connection URL; data and socket live in DIR
#   scripts/postgres.sh stop DIR
#   scripts/postgres.sh resume DIR  -> starts a stopped server again, same data and port
# Installs Debian's postgresql when missing (as root). initdb refuses root: run it as postgres.
set -euo pipefail
cmd=${1:?start|stop|resume}
dir=${2:?directory}

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# pg_ctl start on the data dir, port and socket dir recorded in DIR.
run_server() {
  as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $(cat "$dir/port") -k $dir -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200" start >&2 \
    || { cat "$dir/server.log" >&2; exit 1; }
}

case "$cmd" in
start)
  bin=$(find_bin)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is missing: apt-get install postgresql" >&2; exit 1; fi
    echo "Installing PostgreSQL (Debian package)..." >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    bin=$(find_bin)
  fi
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  echo "$bin" >"$dir/bin"
  echo "$port" >"$dir/port"
  run_server
  echo "postgresql://postgres@127.0.0.1:$port/postgres"
  ;;
resume)
  run_server
  ;;
stop)
  if [ -f "$dir/bin" ] && [ -d "$dir/data" ]; then
    as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  fi
  ;;
*)
  echo "usage: $0 start|stop|resume DIR" >&2
  exit 2
  ;;
esac
