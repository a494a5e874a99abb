#!/usr/bin/env bash
# Namefolio scaled out on one machine (decision 1305): a PostgreSQL 15 primary and a streaming
# replica, N server processes (default 2) and HAProxy on 127.0.0.1:8080 balancing them.
#   examples/scale-out/start.sh [N]      start (again) with N processes
#   examples/scale-out/stop.sh [--delete]
# Debian 12, as root or as a user with sudo. State (databases, secrets, logs, pids) lives in
# examples/scale-out/.run/. Settings: see README.md in this folder.
set -euo pipefail

PROCESSES=${1:-2}
BALANCER_PORT=${BALANCER_PORT:-8080}
STATS_PORT=${STATS_PORT:-8404}
PRIMARY_PORT=${PRIMARY_PORT:-55432}
REPLICA_PORT=${REPLICA_PORT:-55433}
FIRST_APP_PORT=${FIRST_APP_PORT:-3101}
# What HAProxy asks each process before sending it requests.
HEALTH_PATH=${HEALTH_PATH:-/api/health/ready}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

# HAProxy is in /usr/sbin, which is not on a Debian user's PATH.
PATH="$PATH:/usr/sbin"
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
RUN="$HERE/.run"
PG_DIR="$RUN/postgres"
NODE="$ROOT/node_modules/.bin/node"

if ! [[ "$PROCESSES" =~ ^[1-9][0-9]?$ ]]; then
  echo "usage: $0 [N]   (N server processes, 1 to 99; default 2)" >&2
  exit 2
fi

say() { printf '\n== %s\n' "$*"; }

# Root runs PostgreSQL as the postgres user (initdb and pg_ctl refuse root); anyone else runs
# it as themselves and installs packages with sudo.
if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
  AS_PG=(runuser -u postgres --)
else
  SUDO=(sudo)
  AS_PG=()
fi

install_missing_packages() {
  local missing=()
  command -v haproxy > /dev/null || missing+=(haproxy)
  [ -x "$PG_BIN/initdb" ] || missing+=(postgresql-15)
  if [ "${#missing[@]}" -gt 0 ]; then
    say "Installing ${missing[*]} from Debian's packages"
    "${SUDO[@]}" apt-get update -qq
    "${SUDO[@]}" apt-get install -y -qq "${missing[@]}"
  fi
}

# One secret per file, made once; every process reads the same ones (docs/operations.md).
# The keys are 32 bytes in base64; passwords are hex, which a URL holds as it is.
secret() {
  local file="$RUN/secrets/$1"
  if [ ! -s "$file" ]; then
    case "$1" in
      *-password) (umask 077 && openssl rand -hex 24 > "$file") ;;
      *) (umask 077 && openssl rand -base64 32 > "$file") ;;
    esac
  fi
  cat "$file"
}

pg() { "${AS_PG[@]}" "$PG_BIN/$1" "${@:2}"; }

# The replica needs max_connections at least the primary's: both get the same.
MAX_CONNECTIONS=$((PROCESSES * 20 + 40))

start_postgres() {
  local name=$1 port=$2
  if pg pg_ctl status -D "$PG_DIR/$name" > /dev/null 2>&1; then return; fi
  pg pg_ctl start -w -t 120 -D "$PG_DIR/$name" -l "$PG_DIR/$name.log" \
    -o "-p $port -c max_connections=$MAX_CONNECTIONS" > /dev/null
}

make_primary() {
  if [ -f "$PG_DIR/primary/PG_VERSION" ]; then return; fi
  say "Creating the PostgreSQL primary in $PG_DIR/primary (port $PRIMARY_PORT)"
  local password_file="$PG_DIR/superuser-password"
  (umask 077 && secret postgres-password > "$password_file")
  if [ "${#AS_PG[@]}" -gt 0 ]; then chown postgres "$password_file"; fi
  # initdb's pg_hba.conf already allows replication from 127.0.0.1; every connection needs a
  # password (scram), and there is no Unix socket: only TCP on 127.0.0.1.
  pg initdb -D "$PG_DIR/primary" -U postgres --auth=scram-sha-256 --pwfile="$password_file" \
    > "$PG_DIR/initdb.log"
  rm -f "$password_file"
  "${AS_PG[@]}" tee -a "$PG_DIR/primary/postgresql.conf" > /dev/null <<CONF
# examples/scale-out
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
wal_level = replica
max_wal_senders = 10
CONF
  start_postgres primary "$PRIMARY_PORT"
  PGPASSWORD=$(secret postgres-password) "$PG_BIN/psql" -q -v ON_ERROR_STOP=1 \
    -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres \
    -v password="$(secret database-password)" <<'SQL'
create role namefolio login password :'password';
create database namefolio owner namefolio;
SQL
}

make_replica() {
  if [ -f "$PG_DIR/replica/PG_VERSION" ]; then return; fi
  say "Copying the primary into a streaming replica in $PG_DIR/replica (port $REPLICA_PORT)"
  # -R writes primary_conninfo (with the password) and standby.signal: it starts as a standby.
  PGPASSWORD=$(secret postgres-password) pg pg_basebackup -h 127.0.0.1 -p "$PRIMARY_PORT" \
    -U postgres -D "$PG_DIR/replica" -R -X stream --checkpoint=fast
}

start_app() {
  local i=$1 port=$((FIRST_APP_PORT + $1 - 1))
  local pid_file="$RUN/app-$i.pid"
  if [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2> /dev/null; then return; fi
  local database_password
  database_password=$(secret database-password)
  # DATA_DIR is shared: an upload streamed to one process is imported by whichever runs the job.
  (
    cd "$ROOT"
    APP_ENV=production \
      PORT=$port \
      HOST=127.0.0.1 \
      PUBLIC_URL="http://127.0.0.1:$BALANCER_PORT" \
      TRUST_PROXY=127.0.0.1 \
      DATABASE_URL="postgres://namefolio:$database_password@127.0.0.1:$PRIMARY_PORT/namefolio" \
      DATABASE_REPLICA_URL="postgres://namefolio:$database_password@127.0.0.1:$REPLICA_PORT/namefolio" \
      DATA_ENCRYPTION_KEY="$(secret data-encryption-key)" \
      PUBLIC_FORM_SECRET="$(secret public-form-secret)" \
      DATA_DIR="$RUN/data" \
      setsid nohup "$NODE" packages/server/src/main.ts > "$RUN/logs/app-$i.log" 2>&1 &
    echo $! > "$pid_file"
  )
}

# Waits (at most two minutes) until process i answers its health check.
wait_for_app() {
  local i=$1 port=$((FIRST_APP_PORT + $1 - 1))
  for _ in $(seq 240); do
    if curl -fs -o /dev/null "http://127.0.0.1:$port$HEALTH_PATH"; then return; fi
    if ! kill -0 "$(cat "$RUN/app-$i.pid")" 2> /dev/null; then
      echo "process $i stopped; its log, $RUN/logs/app-$i.log, ends with:" >&2
      tail -n 20 "$RUN/logs/app-$i.log" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "process $i did not answer $HEALTH_PATH on port $port within 2 minutes" >&2
  exit 1
}

start_haproxy() {
  local ports=()
  for i in $(seq "$PROCESSES"); do ports+=($((FIRST_APP_PORT + i - 1))); done
  "$HERE/render-haproxy-cfg.sh" "$BALANCER_PORT" "$STATS_PORT" "$HEALTH_PATH" "${ports[@]}" \
    > "$RUN/haproxy.cfg"
  haproxy -c -q -f "$RUN/haproxy.cfg"
  if [ -f "$RUN/haproxy.pid" ] && kill -0 "$(cat "$RUN/haproxy.pid")" 2> /dev/null; then
    # A running balancer takes the new server list and hands its connections over (-sf).
    haproxy -D -f "$RUN/haproxy.cfg" -p "$RUN/haproxy.pid" -sf "$(cat "$RUN/haproxy.pid")"
  else
    haproxy -D -f "$RUN/haproxy.cfg" -p "$RUN/haproxy.pid"
  fi
}

install_missing_packages
mkdir -p "$RUN/secrets" "$RUN/logs" "$PG_DIR"
chmod 700 "$RUN/secrets"
if [ "${#AS_PG[@]}" -gt 0 ]; then
  chown postgres "$PG_DIR"
  if ! runuser -u postgres -- test -w "$PG_DIR"; then
    echo "The postgres user cannot reach $PG_DIR (a parent folder is private, e.g. /root):" >&2
    echo "use a checkout the postgres user can traverse, such as one under /srv or /opt." >&2
    exit 1
  fi
fi
if [ ! -x "$NODE" ]; then
  say "Installing the project's dependencies (npm ci)"
  (cd "$ROOT" && npm ci)
fi

make_primary
start_postgres primary "$PRIMARY_PORT"
make_replica
start_postgres replica "$REPLICA_PORT"

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  say "Building the portal once for every process (npm run build)"
  (cd "$ROOT" && npm run build --silent > "$RUN/logs/build.log" 2>&1) || {
    tail -n 30 "$RUN/logs/build.log" >&2
    exit 1
  }
fi

# The first process applies the migrations alone; the others start once it answers.
say "Starting $PROCESSES server processes on ports $FIRST_APP_PORT-$((FIRST_APP_PORT + PROCESSES - 1))"
start_app 1
wait_for_app 1
for i in $(seq 2 "$PROCESSES"); do start_app "$i"; done
for i in $(seq 2 "$PROCESSES"); do wait_for_app "$i"; done

start_haproxy
# Processes beyond N from an earlier, larger start stop once the balancer no longer lists them.
for pid_file in "$RUN"/app-*.pid; do
  i=${pid_file##*/app-}
  i=${i%.pid}
  if [ "$i" -gt "$PROCESSES" ]; then
    kill "$(cat "$pid_file")" 2> /dev/null || true
    rm -f "$pid_file"
  fi
done

cat <<DONE

Namefolio is running behind HAProxy: http://127.0.0.1:$BALANCER_PORT
  processes      $PROCESSES (ports $FIRST_APP_PORT-$((FIRST_APP_PORT + PROCESSES - 1)), logs in $RUN/logs)
  PostgreSQL     primary 127.0.0.1:$PRIMARY_PORT, streaming replica 127.0.0.1:$REPLICA_PORT
  HAProxy stats  http://127.0.0.1:$STATS_PORT/
  first account  sign up at http://127.0.0.1:$BALANCER_PORT/signup (see README.md)
  stop           $HERE/stop.sh
DONE
