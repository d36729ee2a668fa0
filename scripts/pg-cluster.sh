#!/usr/bin/env bash
# A throw-away PostgreSQL server for the tests: an unprivileged cluster in a temporary folder, on a free
# local port, with settings for speed (no fsync: its data is thrown away).
#   eval "$(scripts/pg-cluster.sh start)"   # exports PG_TEST_URL and PG_CLUSTER_DIR
#   scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR"
# Needs Debian's postgresql package (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin). PostgreSQL
# refuses to run as root: as root, the cluster runs as the postgres user the package creates.
set -euo pipefail

bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then pg_config --bindir; return; fi
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$d" ]; then echo "PostgreSQL not found: apt-get install -y postgresql" >&2; exit 1; fi
  echo "$d"
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    BIN=$(bindir)
    DIR=$(mktemp -d /tmp/cy-pg-XXXXXX)
    chmod 755 "$DIR"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
    PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_owner "$BIN/initdb" -D "$DIR/data" -U cy --auth=trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
    # niced like the test passes that use it (scripts/test.mjs): the end-to-end pass, the longest, goes first
    as_owner nice -n 4 "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=64MB" \
      start >"$DIR/pg_ctl.log" 2>&1 || { cat "$DIR/pg_ctl.log" "$DIR/server.log" >&2; exit 1; }
    echo "export PG_TEST_URL=postgres://cy@127.0.0.1:$PORT/postgres"
    echo "export PG_CLUSTER_DIR=$DIR"
    ;;
  stop)
    DIR=${2:?usage: pg-cluster.sh stop <dir>}
    as_owner "$(bindir)/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start | stop <dir>" >&2
    exit 2
    ;;
esac
