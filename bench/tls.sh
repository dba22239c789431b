#!/usr/bin/env bash
# The same three servers as server.sh (ours, the stock Caddy recipe, nginx),
# but over HTTPS, as visitors reach the site: HTTP/1.1 over TLS (wrk) and
# HTTP/2 (h2load, 10 streams per connection, the shape of a browser loading
# a page), each asking for brotli or gzip as browsers do. A self-signed
# P-256 certificate on loopback; ours runs the project's Caddyfile with a
# `tls` line added. Interleaved ROUNDS times for DURATION seconds, medians,
# ratios and each server's CPU time per request. Bounded: stops by itself.
# Needs wrk, nginx, openssl and h2load (Debian's nghttp2-client), installed
# with apt when run as root (bench/lib.sh's require), and `make build`.
# VARIANTS adds more servers, with a table of ours against each: cork, ours
# without the spa_coalesce listener wrapper (the spa module then corks the
# socket instead); goX.Y.Z, ours built by that Go release (from Go 1.27 on,
# golang.org/x/net/http2, which Caddy configures, wraps net/http's own HTTP/2
# server instead of running its own); godebug=NAME=VALUE[,NAME=VALUE], ours
# with those Go runtime settings (GODEBUG), e.g.
# VARIANTS=godebug=gcshrinkstackoff=1 for goroutine stacks the garbage
# collector never shrinks.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
DURATION=${DURATION:-4}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-50}
STREAMS=${STREAMS:-10}
require wrk nginx openssl h2load
use_scratch_dir
security_headers+=("Strict-Transport-Security|max-age=63072000; includeSubDomains; preload") # spa.DefaultHSTS, over HTTPS only

dist=$(realpath site/dist)
export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 \
  -keyout "$state/key.pem" -out "$state/cert.pem" -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1 2>/dev/null
tls_line="tls $state/cert.pem $state/key.pem"
ours=$(free_port); caddy=$(free_port); nginx_port=$(free_port)

# (a) ours: the project's Caddyfile, with the certificate.
sed "s|^{\$SITE_ADDRESS::8080} {\$|&\n\t$tls_line|" Caddyfile >"$state/Caddyfile.ours"
if ! grep -q "^	$tls_line\$" "$state/Caddyfile.ours"; then echo "the site block was not found in the Caddyfile" >&2; exit 1; fi
SITE_ADDRESS="https://127.0.0.1:$ours" SITE_ROOT="$dist" STUDIO_ADMIN=off \
  STUDIO_HTTPS_PORT="$ours" STUDIO_HTTP_PORT="$(free_port)" \
  "${server_pin[@]}" bin/studio run --config "$state/Caddyfile.ours" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!); ours_pid=$!
# The servers share one Caddy data directory: ours makes Caddy's local CA
# there before the others start, or one may read the CA's files half
# written by another and fail to start.
wait_for "https://127.0.0.1:$ours/"

# (a2) VARIANTS: ours without the listener wrapper (cork), built by
# another Go release (goX.Y.Z), or run with a Go runtime setting
# (godebug=NAME=VALUE,...).
variant_servers=()
for v in ${VARIANTS:-}; do
  config="$state/Caddyfile.ours" binary=bin/studio settings=()
  if [[ $v == cork ]]; then
    config="$state/Caddyfile.cork"
    without_listener_wrappers "$state/Caddyfile.ours" >"$config"
    if cmp -s "$state/Caddyfile.ours" "$config"; then echo "cork: no listener_wrappers block in the Caddyfile" >&2; exit 1; fi
  elif [[ $v =~ ^go[0-9]+\.[0-9]+(\.[0-9]+)?$ ]]; then
    binary=$(build_ours "$v" GOTOOLCHAIN="$v")
  elif [[ $v =~ ^godebug=([a-z0-9]+=[a-z0-9]+(,[a-z0-9]+=[a-z0-9]+)*)$ ]]; then
    settings=("GODEBUG=${BASH_REMATCH[1]}")
  else
    echo "unknown variant '$v' (cork, goX.Y.Z, godebug=NAME=VALUE)" >&2; exit 1
  fi
  port=$(free_port)
  env "${settings[@]}" SITE_ADDRESS="https://127.0.0.1:$port" SITE_ROOT="$dist" STUDIO_ADMIN=off \
    STUDIO_HTTPS_PORT="$port" STUDIO_HTTP_PORT="$(free_port)" \
    "${server_pin[@]}" "$binary" run --config "$config" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
  pids+=($!)
  variant_servers+=("$v:$port:$!")
done

# (b) stock Caddy: the recipe of server.sh, over HTTPS.
stock_caddyfile "https://127.0.0.1:$caddy" "$dist" "$tls_line" >"$state/Caddyfile.stock"
"${server_pin[@]}" bin/studio run --config "$state/Caddyfile.stock" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!); caddy_pid=$!

# (c) nginx, with HTTP/2.
start_nginx "$(stock_nginx_http "$nginx_port" "$dist" "$state/cert.pem" "$state/key.pem")"
nginx_pid=${pids[-1]}

servers=("ours:$ours:$ours_pid" "${variant_servers[@]}" "caddy:$caddy:$caddy_pid" "nginx:$nginx_port:$nginx_pid")
urls=()
for s in "${servers[@]}"; do
  IFS=: read -r srv port _ <<<"$s"
  urls+=("https://127.0.0.1:$port/about")
  wait_for "https://127.0.0.1:$port/"
  [[ $(curl -sk --http2 -o /dev/null -w '%{http_version}' "https://127.0.0.1:$port/") == 2 ]] ||
    { echo "$srv does not answer over HTTP/2" >&2; exit 1; }
done
check_security_headers "${urls[@]}"

# One h2load run, printed in measure's three fields: requests/s, 0 (p99 is
# not read from h2load), and the server's CPU time per request. Fails if any
# request failed.
measure_h2() { # URL PIDS
  local url=$1 server_pids=$2 out before after
  # shellcheck disable=SC2086 # a list of PIDs
  before=$(cpu_ticks $server_pids)
  out=$(pinned_load h2load -D "$DURATION" -c "$CONNECTIONS" -m "$STREAMS" -H 'accept-encoding: br, gzip' "$url" 2>&1)
  # shellcheck disable=SC2086
  after=$(cpu_ticks $server_pids)
  awk -v ticks=$((after - before)) -v hz="$(getconf CLK_TCK)" -v url="$url" '
    /^finished in/ { rps = $4 } /^requests:/ { done = $8; failed = $10 }
    END { if (failed > 0 || done == 0) { print url ": " failed " of " done " requests failed" > "/dev/stderr"; exit 1 }
          printf "%.0f 0 %.1f\n", rps, ticks / hz * 1e6 / done }' <<<"$out"
}

js=$(entry_asset "$dist" js)
targets=("/|/" "deep route|/about" "main JS|/$js")
# Every request here asks for brotli or gzip, as a browser's does.
for t in "${targets[@]}"; do
  check_caching_headers "br, gzip" "https://127.0.0.1:$ours${t#*|}" "https://127.0.0.1:$caddy${t#*|}" "https://127.0.0.1:$nginx_port${t#*|}"
done

declare -A results
for proto in h1 h2; do
  for t in "${targets[@]}"; do
    IFS='|' read -r name path <<<"$t"
    for round in $(seq "$ROUNDS"); do
      for s in "${servers[@]}"; do
        IFS=: read -r srv port pid <<<"$s"
        if [[ $proto == h1 ]]; then
          results["$proto|$name|$srv|$round"]=$(measure "https://127.0.0.1:$port$path" "br, gzip" "$pid")
        else
          results["$proto|$name|$srv|$round"]=$(measure_h2 "https://127.0.0.1:$port$path" "$pid")
        fi
      done
    done
  done
done

# The server column as wide as its longest name (godebug=gcshrinkstackoff=1).
sw=$(name_width 8 "${servers[@]}")
printf "\n%-6s %-12s %-${sw}s %12s %12s\n" "proto" "target" "server" "requests/s" "cpu us/req"
declare -A med medcpu
for proto in h1 h2; do
  for t in "${targets[@]}"; do
    IFS='|' read -r name _ <<<"$t"
    for s in "${servers[@]}"; do
      srv=${s%%:*}
      col() { for r in $(seq "$ROUNDS"); do echo "${results["$proto|$name|$srv|$r"]}" | cut -d' ' -f"$1"; done | median; }
      rps=$(col 1); cpu=$(col 3)
      med["$proto|$name|$srv"]=$rps; medcpu["$proto|$name|$srv"]=$cpu
      printf "%-6s %-12s %-${sw}s %12s %12s\n" "$proto" "$name" "$srv" "$rps" "$cpu"
    done
  done
done
printf '\n%-6s %-12s %14s %14s %18s %18s\n' "proto" "target" "ours / caddy" "ours / nginx" "cpu caddy / ours" "cpu nginx / ours"
for proto in h1 h2; do
  for t in "${targets[@]}"; do
    IFS='|' read -r name _ <<<"$t"
    k="$proto|$name"
    awk -v p="$proto" -v n="$name" -v o="${med["$k|ours"]}" -v c="${med["$k|caddy"]}" -v g="${med["$k|nginx"]}" \
      -v oc="${medcpu["$k|ours"]}" -v cc="${medcpu["$k|caddy"]}" -v gc="${medcpu["$k|nginx"]}" \
      'BEGIN { printf "%-6s %-12s %13.2fx %13.2fx %17.2fx %17.2fx\n", p, n, o / c, o / g, cc / oc, gc / oc }'
  done
done
if [[ ${#variant_servers[@]} -gt 0 ]]; then
  printf "\n%-6s %-12s %-${sw}s %14s %18s\n" "proto" "target" "variant" "ours / it" "cpu ours / it"
  for proto in h1 h2; do
    for t in "${targets[@]}"; do
      IFS='|' read -r name _ <<<"$t"
      k="$proto|$name"
      for s in "${variant_servers[@]}"; do
        v=${s%%:*}
        awk -v p="$proto" -v n="$name" -v v="$v" -v o="${med["$k|ours"]}" -v c="${med["$k|$v"]}" -v oc="${medcpu["$k|ours"]}" -v cc="${medcpu["$k|$v"]}" \
          -v sw="$sw" 'BEGIN { printf "%-6s %-12s %-*s %13.2fx %17.2fx\n", p, n, sw, v, o / c, oc / cc }'
      done
    done
  done
fi
