#!/usr/bin/env bash
# Serves the same build three ways on loopback and measures each with wrk:
#   ours   bin/studio with our Caddyfile (spa module: in memory, precompressed)
#   caddy  the same binary with a stock Caddyfile: encode, try_files, file_server precompressed
#   nginx  Debian's nginx: gzip_static, sendfile, try_files
# all with the same security headers. Runs are interleaved (ours, caddy,
# nginx, ours, ...) ROUNDS times for DURATION seconds each, and the table
# shows medians and our ratio to each peer. Bounded: loopback only, stops by
# itself. Needs wrk and nginx (apt-get install wrk nginx) and `make build`.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${DURATION:-5}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-50}
for tool in wrk nginx; do command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install $tool" >&2; exit 2; }; done

state=$(mktemp -d)
chmod 755 "$state"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  if [[ -f $state/nginx.pid ]]; then kill "$(cat "$state/nginx.pid")" 2>/dev/null || true; fi
  wait 2>/dev/null || true
  rm -rf "$state" || true
}
trap cleanup EXIT

dist=$(realpath site/dist)
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
ours=$(free_port); caddy=$(free_port); nginx_port=$(free_port)
export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"


csp="default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https://images.unsplash.com; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

# (a) ours
SITE_ADDRESS="http://127.0.0.1:$ours" SITE_ROOT="$dist" STUDIO_ADMIN=off \
  bin/studio run --config Caddyfile >/dev/null 2>&1 &
pids+=($!)

# (b) stock Caddy: the usual SPA recipe, same headers, same logging
cat >"$state/Caddyfile.stock" <<CADDY
{
	admin off
	log {
		output discard
	}
}

http://127.0.0.1:$caddy {
	encode zstd gzip
	log {
		output stdout
		format json
	}
	header {
		Content-Security-Policy "$csp"
		X-Content-Type-Options nosniff
		X-Frame-Options DENY
		Referrer-Policy strict-origin-when-cross-origin
		Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
		Cross-Origin-Opener-Policy same-origin
		Cross-Origin-Resource-Policy same-origin
		-Server
	}
	header /assets/* Cache-Control "public, max-age=31536000, immutable"
	root * $dist
	try_files {path} {path}/index.html /index.html
	file_server {
		precompressed br zstd gzip
	}
}
CADDY
bin/studio run --config "$state/Caddyfile.stock" --adapter caddyfile >/dev/null 2>&1 &
pids+=($!)

# (c) nginx
headers='add_header Content-Security-Policy "'"$csp"'" always; add_header X-Content-Type-Options nosniff always; add_header X-Frame-Options DENY always; add_header Referrer-Policy strict-origin-when-cross-origin always; add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always; add_header Cross-Origin-Opener-Policy same-origin always; add_header Cross-Origin-Resource-Policy same-origin always;'
cat >"$state/nginx.conf" <<NGINX
worker_processes auto;
pid $state/nginx.pid;
error_log $state/nginx-error.log;
daemon off;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  access_log $state/nginx-access.log;
  client_body_temp_path $state/nginx-body;
  gzip_static on;
  server {
    listen 127.0.0.1:$nginx_port;
    root $dist;
    $headers
    location /assets/ {
      $headers
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files \$uri =404;
    }
    location / {
      try_files \$uri \$uri/index.html /index.html;
    }
  }
}
NGINX
nginx -c "$state/nginx.conf" -p "$state" >/dev/null 2>&1 &
pids+=($!)

for port in "$ours" "$caddy" "$nginx_port"; do
  for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
done

js=$(cd "$dist" && ls assets/index-*.js | grep -v '\.\(br\|gz\|zst\)$' | head -1)
targets=(
  "/|/|"
  "deep route|/about|"
  "main JS, br+gzip|/$js|br, gzip"
  "main JS, plain|/$js|"
  "unknown route|/no-such-page|"
)
servers=("ours:$ours" "caddy:$caddy" "nginx:$nginx_port")

# One wrk run: prints "requests/s p99_ms bytes_per_response".
measure() {
  local port=$1 path=$2 enc=$3 out
  local args=(-t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency)
  [[ -n $enc ]] && args+=(-H "Accept-Encoding: $enc")
  out=$(wrk "${args[@]}" "http://127.0.0.1:$port$path")
  awk '
    function bytes(v) { u = v; gsub(/[0-9.]/, "", u); n = v + 0;
      if (u == "KB") n *= 1024; else if (u == "MB") n *= 1048576; else if (u == "GB") n *= 1073741824; return n }
    function ms(v) { u = v; gsub(/[0-9.]/, "", u); n = v + 0;
      if (u == "us") n /= 1000; else if (u == "s") n *= 1000; return n }
    /Requests\/sec/ { rps = $2 } /Transfer\/sec/ { tps = bytes($2) } / 99%/ { p99 = ms($2) }
    END { printf "%.0f %.2f %.0f\n", rps, p99, (rps > 0 ? tps / rps : 0) }' <<<"$out"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

declare -A results
for t in "${targets[@]}"; do
  IFS='|' read -r name path enc <<<"$t"
  for round in $(seq "$ROUNDS"); do
    for s in "${servers[@]}"; do
      results["$name|${s%%:*}|$round"]=$(measure "${s##*:}" "$path" "$enc")
    done
  done
done

printf '\n%-18s %-6s %12s %10s %12s\n' "target" "server" "requests/s" "p99 ms" "bytes/resp"
declare -A med
for t in "${targets[@]}"; do
  IFS='|' read -r name _ _ <<<"$t"
  for s in "${servers[@]}"; do
    srv=${s%%:*}
    col() { for r in $(seq "$ROUNDS"); do echo "${results["$name|$srv|$r"]}" | cut -d' ' -f"$1"; done | median; }
    rps=$(col 1); p99=$(col 2); bpr=$(col 3)
    med["$name|$srv"]=$rps
    printf '%-18s %-6s %12s %10s %12s\n' "$name" "$srv" "$rps" "$p99" "$bpr"
  done
done
printf '\n%-18s %14s %14s\n' "target" "ours / caddy" "ours / nginx"
for t in "${targets[@]}"; do
  IFS='|' read -r name _ _ <<<"$t"
  awk -v n="$name" -v o="${med["$name|ours"]}" -v c="${med["$name|caddy"]}" -v g="${med["$name|nginx"]}" \
    'BEGIN { printf "%-18s %13.2fx %13.2fx\n", n, o / c, o / g }'
done
