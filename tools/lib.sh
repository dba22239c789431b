# shellcheck shell=bash
# Helpers the benches and the Lighthouse run share (sourced, not run).

# A loopback port nothing listens on, for a server to take.
free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'
}

# The bench scripts send the servers' standard error to $state/servers.err
# (their logs go to standard output, discarded): a server that cannot start
# says why there (nginx in its error log), and wait_for shows it.
wait_for() { # URL: until it answers (10 s at most); a loopback certificate is not checked
  for _ in $(seq 100); do curl -sk -o /dev/null "$1" && return; sleep 0.1; done
  echo "no answer from $1" >&2
  local log
  for log in "${state:-}/servers.err" "${state:-}/nginx-error.log"; do
    [[ -s $log ]] && { echo "last lines of $log:" >&2; tail -n 20 "$log" >&2; }
  done
  return 1
}

# One wrk run of DURATION seconds with CONNECTIONS connections: prints
# "requests/s p99_ms".
measure() { # URL [Accept-Encoding]
  local url=$1 enc=${2:-}
  local args=(-t2 -c"${CONNECTIONS:-50}" -d"${DURATION:-5}s" --latency)
  [[ -n $enc ]] && args+=(-H "Accept-Encoding: $enc")
  wrk "${args[@]}" "$url" | awk '
    function ms(v) { u = v; gsub(/[0-9.]/, "", u); n = v + 0;
      if (u == "us") n /= 1000; else if (u == "s") n *= 1000; return n }
    /Requests\/sec/ { rps = $2 } / 99%/ { p99 = ms($2) }
    END { printf "%.0f %.2f\n", rps, p99 }'
}

# The bytes one response takes on the wire, header and body, as curl counts
# them for a request with this Accept-Encoding.
response_bytes() { # URL [Accept-Encoding]
  local args=(-s -o /dev/null -w '%{size_header} %{size_download}')
  [[ -n ${2:-} ]] && args+=(-H "Accept-Encoding: $2")
  curl "${args[@]}" "$1" | awk '{ print $1 + $2 }'
}

# The median of the numbers on standard input, one a line: the middle one,
# or the mean of the two middle ones when there is an even count.
median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else if (NR) printf "%.10g\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# The app's entry script and its stylesheet (`js` or `css`), as paths under
# the build: read from Vite's manifest, not guessed from file names, since
# other chunks may be named index-*.js too and a bench would then measure
# another file from one build to the next.
entry_asset() { # DIST js|css
  [[ -f $1/.vite/manifest.json ]] || { echo "no $1/.vite/manifest.json: run make build first" >&2; return 1; }
  node -e '
    const [dist, kind] = process.argv.slice(1);
    const m = JSON.parse(require("fs").readFileSync(dist + "/.vite/manifest.json", "utf8"));
    const e = m["index.html"];
    const f = e && (kind === "css" ? (e.css || [])[0] : e.file);
    if (!f) { console.error("no " + kind + " entry in " + dist + "/.vite/manifest.json"); process.exit(1); }
    console.log(f);' "$1" "$2"
}

# Exports CHROMIUM_PATH: the desktop Chromium, as `scripts/ensure-chromium.sh
# --full` finds it (Lighthouse measures what the desktop browser does),
# without installing one; exits with a hint when there is none.
find_chromium() {
  local found
  found=$(scripts/ensure-chromium.sh --full --find 2>/dev/null) || {
    echo "no Chromium found: make chromium-full, or set CHROMIUM_PATH" >&2; exit 2
  }
  export CHROMIUM_PATH=${found#chromium: }
}

# Starts the stock-photo host's stand-in (e2e/support/photo-host.mjs
# --sized: JPEGs of the width each URL asks for, over HTTPS) and exports
# PHOTO_PORT.
start_photo_host() {
  node e2e/support/photo-host.mjs 0 --sized >"$state/photos.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do grep -q listening "$state/photos.log" && break; sleep 0.1; done
  PHOTO_PORT=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$state/photos.log")
  [[ -n $PHOTO_PORT ]] || { cat "$state/photos.log" >&2; exit 1; }
  export PHOTO_PORT
}

# The Debian package a bench tool comes in, for the ones apt may install.
package_of() { case $1 in wrk | nginx | curl) echo "$1" ;; esac; }

# TOOL...: installs the missing ones that Debian packages (package_of) with
# apt where it can (scripts/apt-install.sh: as root, as CI runs), and exits
# with a hint when one is still missing.
require() {
  local tool pkg missing=() packages=()
  for tool; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  ((${#missing[@]})) || return 0
  for tool in "${missing[@]}"; do
    pkg=$(package_of "$tool")
    if [[ -n $pkg ]]; then packages+=("$pkg"); fi
  done
  if ((${#packages[@]})); then scripts/apt-install.sh "${packages[@]}" || true; fi
  for tool in "${missing[@]}"; do
    command -v "$tool" >/dev/null && continue
    pkg=$(package_of "$tool")
    echo "$tool is missing: apt-get install ${pkg:-$tool}" >&2
    exit 2
  done
}

# Sets $state, a scratch folder for configs and logs, and $pids, the servers
# started from it: on exit they are stopped (nginx by its pid file in $state)
# and the folder removed.
use_scratch_dir() {
  state=$(mktemp -d)
  chmod 755 "$state" # nginx workers read from it
  pids=()
  trap stop_all EXIT
}
stop_all() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  kill "$(cat "$state/nginx.pid" 2>/dev/null)" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$state" || true
}

# Starts Debian's nginx from $state with sendfile, an access log and the
# given lines inside its http block (types, server blocks).
start_nginx() { # HTTP_BLOCK_LINES
  cat >"$state/nginx.conf" <<NGINX
worker_processes auto;
pid $state/nginx.pid;
error_log $state/nginx-error.log;
daemon off;
events { worker_connections 4096; }
http {
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  access_log $state/nginx-access.log;
  client_body_temp_path $state/nginx-body;
$1
}
NGINX
  nginx -c "$state/nginx.conf" -p "$state" >/dev/null 2>&1 &
  pids+=($!)
}

# The security headers the spa module sends (spa/response.go), for the
# peers, so that every server in the table sends the same: read from our
# server's answer (read_security_headers), never written out again here.
# Left out: the headers each server sets per response.
per_response_headers='^(date|server|content-length|content-type|content-encoding|etag|last-modified|cache-control|vary|accept-ranges|alt-svc)$'
security_headers=()
read_security_headers() { # URL of our server
  local line name
  while IFS= read -r line; do
    line=${line%$'\r'} name=${line%%:*}
    name=${name,,}
    [[ $line != *:* || $name == http/* || $name =~ $per_response_headers ]] && continue
    security_headers+=("$name|${line#*: }")
  done < <(curl -s -D - -o /dev/null "$1")
  ((${#security_headers[@]} > 0)) || { echo "no security headers from $1" >&2; exit 1; }
}

# The stock Caddy recipe for a single-page site on DIST: try_files and
# file_server with the precompressed copies (encode for the rest), the
# security headers, the spa module's caching headers (immutable hashed
# assets, no-cache for the rest), and the access log ours writes: Caddy's
# log directive without the response headers.
stock_caddyfile() { # SITE_ADDRESS DIST
  local h headers=""
  for h in "${security_headers[@]}"; do headers+=$'\t\t'"${h%%|*} \"${h#*|}\""$'\n'; done
  cat <<CADDY
{
	admin off
	log {
		output discard
	}
}

$1 {
	encode zstd gzip
	log {
		output stdout
		format filter {
			wrap json
			resp_headers delete
		}
	}
	header {
${headers}		-Server
	}
	header /assets/* Cache-Control "public, max-age=31536000, immutable"
	@pages not path /assets/*
	header @pages Cache-Control "no-cache"
	root * $2
	try_files {path} {path}/index.html /index.html
	file_server {
		precompressed br zstd gzip
	}
}
CADDY
}

# The http block lines of the nginx peer for start_nginx: gzip_static with
# Vary, try_files, the security headers and the caching headers, as
# stock_caddyfile, and nginx's cache of open files (its counterpart of the
# site held in memory).
stock_nginx_http() { # PORT DIST
  local h headers=""
  for h in "${security_headers[@]}"; do headers+="add_header ${h%%|*} \"${h#*|}\" always; "; done
  cat <<NGINX
  include /etc/nginx/mime.types;
  gzip_static on;
  gzip_vary on;
  open_file_cache max=1000;
  server {
    listen 127.0.0.1:$1;
    root $2;
    # Each location lists the headers: nginx drops the add_header lines of
    # an outer block in a location that has its own.
    location /assets/ {
      $headers
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files \$uri =404;
    }
    location / {
      $headers
      add_header Cache-Control "no-cache" always;
      try_files \$uri \$uri/index.html /index.html;
    }
  }
NGINX
}

# The lines of URL's response header for the named fields, lower-cased and
# sorted, for a request with this Accept-Encoding (none if empty): what the
# two checks below compare.
named_headers() { # URL ACCEPT_ENCODING NAME...
  local url=$1 enc=$2
  shift 2
  curl -sk -D - -o /dev/null ${enc:+-H "Accept-Encoding: $enc"} "$url" | tr -d '\r' | tr '[:upper:]' '[:lower:]' |
    grep -F -f <(printf '%s: \n' "$@" | tr '[:upper:]' '[:lower:]') | sort
}

# Exits, showing the difference, unless URL's lines for the named fields
# (named_headers) are WANT; WHAT says in the message what was expected.
expect_headers() { # WANT WHAT URL ACCEPT_ENCODING NAME...
  local want=$1 what=$2 url=$3 enc=$4 got
  shift 4
  got=$(named_headers "$url" "$enc" "$@")
  [[ $got == "$want" ]] && return
  echo "$url does not send $what:" >&2
  diff <(echo "$want") <(echo "$got") >&2
  exit 1
}

# Exits unless every URL answers a request with this Accept-Encoding with
# the Cache-Control and Vary of the first (ours): what a browser or a cache
# may keep, and for which clients, is the same from every server compared.
check_caching_headers() { # ACCEPT_ENCODING URL...
  local enc=$1 first=$2 url want
  shift 2
  want=$(named_headers "$first" "$enc" Cache-Control Vary)
  [[ -n $want ]] || { echo "$first sends neither Cache-Control nor Vary" >&2; exit 1; }
  for url in "$@"; do
    expect_headers "$want" "the caching headers $first does" "$url" "$enc" Cache-Control Vary
  done
}

# Exits unless every URL answers with all of security_headers, the same
# values each: the tables compare servers that send the same headers.
check_security_headers() { # URL...
  local url want
  want=$(for h in "${security_headers[@]}"; do echo "${h%%|*}: ${h#*|}" | tr '[:upper:]' '[:lower:]'; done | sort)
  for url in "$@"; do
    expect_headers "$want" "the security headers the others do" "$url" "" "${security_headers[@]%%|*}"
  done
}
