#!/bin/sh
# Prints haproxy.cfg with its placeholders filled in, one server line per port:
#   render-haproxy-cfg.sh BALANCER_PORT STATS_PORT HEALTH_PATH APP_PORT [APP_PORT...]
# Used by start.sh and by bench/scale-out.bench.ts, so both run the same balancer.
set -eu
if [ "$#" -lt 4 ]; then
  echo "usage: $0 BALANCER_PORT STATS_PORT HEALTH_PATH APP_PORT [APP_PORT...]" >&2
  exit 2
fi
balancer_port=$1 stats_port=$2 health_path=$3
shift 3
servers=''
i=0
for port in "$@"; do
  i=$((i + 1))
  servers="${servers}  server app${i} 127.0.0.1:${port}
"
done
template="$(dirname "$0")/haproxy.cfg"
awk -v balancer="$balancer_port" -v stats="$stats_port" -v health="$health_path" \
  -v servers="$servers" '
  $0 == "{{SERVERS}}" { printf "%s", servers; next }
  { gsub(/\{\{BALANCER_PORT\}\}/, balancer); gsub(/\{\{STATS_PORT\}\}/, stats);
    gsub(/\{\{HEALTH_PATH\}\}/, health); print }
' "$template"
