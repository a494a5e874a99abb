#!/usr/bin/env bash
# Stops what start.sh started: HAProxy, the server processes (each finishes its requests in
# flight), the replica, then the primary. The data stays for the next start unless --delete.
#   examples/scale-out/stop.sh [--delete]
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
RUN="$HERE/.run"
PG_DIR="$RUN/postgres"
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [ "$(id -u)" -eq 0 ]; then AS_PG=(runuser -u postgres --); else AS_PG=(); fi

# SIGTERM, then waits (at most a minute) for the process to exit.
stop_pid_file() {
  local pid_file=$1
  [ -f "$pid_file" ] || return 0
  local pid
  pid=$(cat "$pid_file")
  if kill "$pid" 2> /dev/null; then
    for _ in $(seq 120); do
      kill -0 "$pid" 2> /dev/null || break
      sleep 0.5
    done
    if kill -0 "$pid" 2> /dev/null; then echo "pid $pid ($pid_file) is still running" >&2; fi
  fi
  rm -f "$pid_file"
}

[ -d "$RUN" ] || exit 0
stop_pid_file "$RUN/haproxy.pid"
for pid_file in "$RUN"/app-*.pid; do stop_pid_file "$pid_file"; done
for name in replica primary; do
  if [ -f "$PG_DIR/$name/PG_VERSION" ] &&
    "${AS_PG[@]}" "$PG_BIN/pg_ctl" status -D "$PG_DIR/$name" > /dev/null 2>&1; then
    "${AS_PG[@]}" "$PG_BIN/pg_ctl" stop -m fast -D "$PG_DIR/$name" > /dev/null
  fi
done
echo "Stopped."

if [ "${1:-}" = --delete ]; then
  rm -rf "$RUN"
  echo "Deleted $RUN (databases, secrets, logs)."
fi
