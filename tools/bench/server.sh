#!/usr/bin/env bash
# Our server against stock Caddy and nginx, on the same build, in the same
# run, on loopback:
#   ours   bin/studio with the project's Caddyfile (the spa module)
#   ours+m the same with Prometheus metrics on (STUDIO_METRICS_ADDRESS), as
#          the compose file runs it: the last column is their cost
#   caddy  the same binary with the stock SPA recipe: try_files, file_server
#          with the precompressed copies, the same headers and access log
#   nginx  Debian's nginx: gzip_static, try_files, the same headers
# Runs are interleaved (ours, caddy, nginx, ours, ...), ROUNDS times of
# DURATION seconds each; the table shows each server's median requests/s
# and our ratios. The goal: ours at least 0.95x stock Caddy's requests/s on
# /, /about and the main script (both send files with file_server: the spa
# module's routing must cost almost nothing); the script exits 1 when it is
# missed. The ratios depend on the machine: compare within one run.
# Needs wrk and nginx (installed with apt when run as root) and `make build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tools/lib.sh
DURATION=${DURATION:-5}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-50}
GOAL=0.95
require wrk nginx
use_scratch_dir

dist=$(realpath site/dist)
js=$(entry_asset "$dist" js)
# name|path|Accept-Encoding|judged against the goal
targets=(
  "/|/||yes"
  "/about|/about||yes"
  "main script (br)|/$js|br, gzip|yes"
  "unknown route|/no-such-page||no"
)
ours=$(free_port); metered=$(free_port); caddy=$(free_port); nginx_port=$(free_port)
export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"

SITE_ADDRESS="http://127.0.0.1:$ours" SITE_ROOT="$dist" STUDIO_ADMIN=off \
  bin/studio run --config Caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!)
# Every Caddy makes its local CA in the one data directory at start: ours
# first, so the other does not read it half written.
wait_for "http://127.0.0.1:$ours/"
read_security_headers "http://127.0.0.1:$ours/"
SITE_ADDRESS="http://127.0.0.1:$metered" SITE_ROOT="$dist" STUDIO_ADMIN=off STUDIO_METRICS_ADDRESS="127.0.0.1:$(free_port)" \
  bin/studio run --config Caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!)
stock_caddyfile "http://127.0.0.1:$caddy" "$dist" >"$state/Caddyfile.stock"
bin/studio run --config "$state/Caddyfile.stock" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!)
start_nginx "$(stock_nginx_http "$nginx_port" "$dist")"

servers=("ours:$ours" "metered:$metered" "caddy:$caddy" "nginx:$nginx_port")
urls=()
for s in "${servers[@]}"; do wait_for "http://127.0.0.1:${s#*:}/"; urls+=("http://127.0.0.1:${s#*:}/about"); done
# The servers compared send the same headers.
check_security_headers "${urls[@]}"
for t in "${targets[@]}"; do
  IFS='|' read -r _ path enc _ <<<"$t"
  check_caching_headers "$enc" "http://127.0.0.1:$ours$path" "http://127.0.0.1:$caddy$path" "http://127.0.0.1:$nginx_port$path"
done

declare -A rps p99
for t in "${targets[@]}"; do
  IFS='|' read -r name path enc _ <<<"$t"
  for _ in $(seq "$ROUNDS"); do
    for s in "${servers[@]}"; do
      read -r r p < <(measure "http://127.0.0.1:${s#*:}$path" "$enc")
      rps["$name|${s%%:*}"]+="$r "
      p99["$name|${s%%:*}"]+="$p "
    done
  done
done

med() { tr ' ' '\n' <<<"$1" | grep . | median; }
printf '\n%-18s %12s %12s %12s %10s %10s %11s %8s %14s\n' target "ours req/s" "caddy req/s" "nginx req/s" "ours/caddy" "ours/nginx" "ours p99 ms" "goal" "metrics on/off"
missed=0
for t in "${targets[@]}"; do
  IFS='|' read -r name path enc judged <<<"$t"
  o=$(med "${rps["$name|ours"]}"); c=$(med "${rps["$name|caddy"]}"); n=$(med "${rps["$name|nginx"]}"); m=$(med "${rps["$name|metered"]}")
  verdict=-
  if [[ $judged == yes ]]; then
    if awk -v o="$o" -v c="$c" -v g="$GOAL" 'BEGIN { exit !(o / c >= g) }'; then verdict=met; else verdict=MISSED; missed=$((missed + 1)); fi
  fi
  awk -v t="$name" -v o="$o" -v c="$c" -v n="$n" -v m="$m" -v p="$(med "${p99["$name|ours"]}")" -v v="$verdict" \
    'BEGIN { printf "%-18s %12.0f %12.0f %12.0f %9.2fx %9.2fx %11.2f %8s %13.2fx\n", t, o, c, n, o / c, o / n, p, v, m / o }'
done
printf '\nbytes per response (headers and body): '
for t in "${targets[@]}"; do
  IFS='|' read -r name path enc _ <<<"$t"
  printf '%s %s/%s/%s; ' "$name" "$(response_bytes "http://127.0.0.1:$ours$path" "$enc")" \
    "$(response_bytes "http://127.0.0.1:$caddy$path" "$enc")" "$(response_bytes "http://127.0.0.1:$nginx_port$path" "$enc")"
done
echo "(ours/caddy/nginx)"
if ((missed)); then
  echo "FAIL: ours under ${GOAL}x stock Caddy on $missed target(s)" >&2
  exit 1
fi
echo "ok: ours at least ${GOAL}x stock Caddy on /, /about and the main script"
