# shellcheck shell=bash
# Helpers the bench scripts share (sourced, not run).

# The Go that builds the helper servers (the net/http floor, the photo
# fixture) is the one that builds ours: go.mod's toolchain line, as the
# Makefile sets it, also when a script runs on its own on a machine set to
# GOTOOLCHAIN=local. Otherwise the floor would be another compiler's work.
export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}

# A port nothing listens on, for a server to take: below the kernel's
# ephemeral range, which the system hands out to outgoing connections (wrk's,
# curl's), so that none of those can take it before the server binds, and
# never one this script was given already (noted in $state/ports, once
# use_scratch_dir has run).
free_port() {
  node - "${state:-}" <<'JS'
const fs = require('fs'), net = require('net');
const given = process.argv[2] ? `${process.argv[2]}/ports` : '';
const taken = new Set(given && fs.existsSync(given) ? fs.readFileSync(given, 'utf8').split('\n') : []);
const [ephemeral] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
const low = 10000;
function attempt(left) {
  if (ephemeral < low + 1000) return anyPort(); // an unusual range: let the kernel choose
  if (left === 0) { console.error('free_port: no free port below', ephemeral); process.exit(1); }
  const port = low + Math.floor(Math.random() * (ephemeral - low));
  if (taken.has(String(port))) return attempt(left - 1);
  const s = net.createServer();
  s.once('error', () => attempt(left - 1));
  s.listen(port, '0.0.0.0', () => s.close(() => {
    if (given) fs.appendFileSync(given, `${port}\n`);
    console.log(port);
  }));
}
function anyPort() {
  const s = net.createServer();
  s.listen(0, '0.0.0.0', () => { const { port } = s.address(); s.close(() => console.log(port)); });
}
attempt(100);
JS
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

# CPU time (user + system, in clock ticks) used so far by the processes and
# their children (nginx's workers); a Go process's threads are in its own.
cpu_ticks() { # PID...
  local p t=0
  for p in "$@" $(for q in "$@"; do pgrep -P "$q" || true; done); do
    t=$((t + $(awk '{ print $14 + $15 }' "/proc/$p/stat" 2>/dev/null || echo 0)))
  done
  echo "$t"
}

# PIN=SERVER_CPUS:LOAD_CPUS (e.g. PIN=0:1) runs the servers on the first set
# of CPUs and the load (wrk, h2load) on the second, through taskset, so the
# two no longer take turns on the same cores: sharing two cores, the kernel's
# time slices decide much of the tail latency and how much CPU each server
# gets. Unset (the default), they share the machine as before.
server_pin=() # the prefix that puts a server on PIN's server CPUs (taskset execs the command, so $! stays the server's PID)
if [[ -n ${PIN:-} ]]; then
  [[ $PIN =~ ^[0-9,-]+:[0-9,-]+$ ]] || { echo "PIN=$PIN: want SERVER_CPUS:LOAD_CPUS, e.g. PIN=0:1" >&2; exit 2; }
  server_pin=(taskset -c "${PIN%%:*}")
fi
pinned_load() { # wrk|h2load ARGS...: on PIN's load CPUs with a thread each; else two threads anywhere
  local tool=$1
  shift
  if [[ -n ${PIN:-} ]]; then
    local cpus=${PIN#*:}
    taskset -c "$cpus" "$tool" -t "$(taskset -c "$cpus" nproc)" "$@"
  else
    "$tool" -t 2 "$@"
  fi
}

# One wrk run of DURATION seconds with CONNECTIONS connections:
# prints "requests/s p99_ms server_cpu_us_per_request"
# (the last one 0 without the server's PIDs). Unless PIN parts them, wrk
# shares the machine with the server, so requests/s also depends on how much
# CPU the server leaves it; the server's own CPU time per request does not.
measure() { # URL [Accept-Encoding] [server PIDs]
  local url=$1 enc=${2:-} pids=${3:-} out before=0 after=0
  local args=(-c"${CONNECTIONS:-50}" -d"${DURATION:-5}s" --latency)
  [[ -n $enc ]] && args+=(-H "Accept-Encoding: $enc")
  # shellcheck disable=SC2086 # a list of PIDs
  [[ -n $pids ]] && before=$(cpu_ticks $pids)
  out=$(pinned_load wrk "${args[@]}" "$url")
  # shellcheck disable=SC2086
  [[ -n $pids ]] && after=$(cpu_ticks $pids)
  awk -v ticks=$((after - before)) -v hz="$(getconf CLK_TCK)" '
    function ms(v) { u = v; gsub(/[0-9.]/, "", u); n = v + 0;
      if (u == "us") n /= 1000; else if (u == "s") n *= 1000; return n }
    /Requests\/sec/ { rps = $2 } / 99%/ { p99 = ms($2) }
    / requests in / { reqs = $1 }
    END { printf "%.0f %.2f %.1f\n", rps, p99, (reqs > 0 ? ticks / hz * 1e6 / reqs : 0) }' <<<"$out"
}

# The bytes one response takes on the wire, header and body, as curl counts
# them for a request with this Accept-Encoding (the same every time: only the
# Date header's value changes, not its length). Exact, where wrk's
# Transfer/sec over requests/s (what the bench used before) is rounded to
# three digits: ±0.3 %, some 150 bytes of a 50 kB page, more than the gaps
# between the servers it compares.
response_bytes() { # URL [Accept-Encoding]
  local args=(-s -o /dev/null -w '%{size_header} %{size_download}')
  [[ -n ${2:-} ]] && args+=(-H "Accept-Encoding: $2")
  curl "${args[@]}" "$1" | awk '{ print $1 + $2 }'
}

# Peak resident memory in MB of the processes and their children (nginx's
# workers), each its own peak, summed.
peak_resident_mb() { # PID...
  local p kb=0
  for p in "$@" $(for q in "$@"; do pgrep -P "$q" || true; done); do
    kb=$((kb + $(awk '/^VmHWM:/ { print $2 }' "/proc/$p/status" 2>/dev/null || echo 0)))
  done
  echo $((kb / 1024))
}

# The median of the numbers on standard input, one a line: the middle one,
# or the mean of the two middle ones when there is an even count (so that
# ROUNDS=2 judges by both runs, not by the faster one alone).
median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else if (NR) printf "%.10g\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# The width of a table's server column: its longest name (NAME:PORT:PID),
# and at least MIN.
name_width() { # MIN SERVER...
  local width=$1 s
  shift
  for s in "$@"; do s=${s%%:*}; ((${#s} > width)) && width=${#s}; done
  echo "$width"
}

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
# --full` finds it (never a headless shell: bench/paint.sh measures what the
# desktop browser does), without installing one; exits with a hint when there
# is none.
find_chromium() {
  local found
  found=$(scripts/ensure-chromium.sh --full --find 2>/dev/null) || {
    echo "no Chromium found: make chromium-full, or set CHROMIUM_PATH" >&2; exit 2
  }
  export CHROMIUM_PATH=${found#chromium: }
}

# Starts tools/photofixture (the stock-photo host's stand-in: JPEGs of the
# width each URL asks for, over HTTPS) from $state and exports PHOTO_PORT.
start_photofixture() {
  go build -o "$state/photofixture" ./tools/photofixture
  "$state/photofixture" -addr 127.0.0.1:0 >"$state/photos.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do grep -q listening "$state/photos.log" && break; sleep 0.1; done
  PHOTO_PORT=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$state/photos.log")
  [[ -n $PHOTO_PORT ]] || { cat "$state/photos.log" >&2; exit 1; }
  export PHOTO_PORT
}

# Starts our binary with the project's Caddyfile on a free loopback port,
# serving the build in DIR over plain HTTP, waits for it, and sets the
# variable VAR to its URL (printf -v: the server's pid stays in this shell's
# $pids, which a $(...) would lose).
start_site() { # VAR DIR
  local port
  port=$(free_port)
  SITE_ADDRESS="http://127.0.0.1:$port" SITE_ROOT="$2" STUDIO_ADMIN=off \
    bin/studio run --config Caddyfile >/dev/null 2>>"$state/servers.err" &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/healthz"
  printf -v "$1" '%s' "http://127.0.0.1:$port"
}

# The Debian package a bench tool comes in, for the ones apt may install.
package_of() { case $1 in h2load) echo nghttp2-client ;; wrk | nginx | openssl | perl | curl) echo "$1" ;; esac; }

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
  "${server_pin[@]}" nginx -c "$state/nginx.conf" -p "$state" >/dev/null 2>&1 &
  pids+=($!)
}

# The security headers the spa module sends (spa/headers.go), for the peers
# and the floor, so that every server in a table sends the same. A script
# over HTTPS appends Strict-Transport-Security, which ours sends only there.
bench_csp="default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https://images.unsplash.com; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types studio-boot studio-built-in-post studio-sanitized dompurify"
security_headers=(
  "Content-Security-Policy|$bench_csp"
  "X-Content-Type-Options|nosniff"
  "X-Frame-Options|DENY"
  "Referrer-Policy|strict-origin-when-cross-origin"
  "Permissions-Policy|camera=(), microphone=(), geolocation=(), payment=(), usb=()"
  "Cross-Origin-Opener-Policy|same-origin"
  "Cross-Origin-Resource-Policy|same-origin"
)

# Builds ours another way into $state/studio-NAME and prints its path: the
# release build's flags, with the given environment (GOTOOLCHAIN=go1.27.4 for
# the goX.Y.Z variants of server.sh and tls.sh, GOAMD64=v3 for amd64vN,
# GOEXPERIMENT=NAME for goexp=NAME).
build_ours() { # NAME [VAR=value ...]
  local binary="$state/studio-$1"
  shift
  # `&&`: called as $(build_ours …), where set -e does not reach, so a failed
  # build must be the function's status for the caller's set -e to stop.
  env "$@" CGO_ENABLED=0 go build -trimpath -ldflags '-s -w' -o "$binary" ./cmd/studio && echo "$binary"
}

# Prints a Caddyfile without its listener_wrappers blocks: ours with the spa
# module corking the socket instead of holding the connection (the "cork"
# variant of server.sh and tls.sh).
without_listener_wrappers() { # CADDYFILE
  sed '/^\t\tlistener_wrappers {$/,/^\t\t}$/d' "$1"
}

# The stock Caddy recipe for a single-page site on DIST: encode, try_files,
# file_server with the precompressed copies, the security headers and the
# spa module's caching headers (immutable hashed assets, every other answer
# checked again: no-cache), an access log to stdout. With a TLS directive
# it serves HTTPS and keeps its redirect listener off port 80.
stock_caddyfile() { # SITE_ADDRESS DIST [TLS_DIRECTIVE]
  local h headers="" tls=${3:-} global="" site=""
  for h in "${security_headers[@]}"; do headers+=$'\t\t'"${h%%|*} \"${h#*|}\""$'\n'; done
  [[ -n $tls ]] && global=$'\thttp_port '"$(free_port)"$'\n' && site=$'\t'"$tls"$'\n'
  cat <<CADDY
{
	admin off
${global}	log {
		output discard
	}
}

$1 {
${site}	encode zstd gzip
	log {
		output stdout
		format json
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
# Vary (gzip_vary: a cache must not hand the gzip copy to a client that
# cannot read it), try_files, the security headers and the spa module's
# caching headers, as stock_caddyfile. And nginx's cache of open files, its
# counterpart of the spa module's site held in memory: with gzip_vary it
# opens a page's .gz copy even for a client that takes no gzip (to know
# whether to send Vary), which without the cache cost it up to 1.26x its
# CPU per request on the uncompressed pages (docs/performance.md, section
# 4, sixty-first session). With a certificate it serves HTTPS and
# HTTP/2, and keeps connections open (nginx closes one after 1000 requests
# by default, and h2load does not reconnect).
stock_nginx_http() { # PORT DIST [CERT KEY]
  local h headers="" listen="127.0.0.1:$1" tls=""
  for h in "${security_headers[@]}"; do headers+="add_header ${h%%|*} \"${h#*|}\" always; "; done
  if [[ -n ${3:-} ]]; then
    listen+=" ssl http2"
    tls="ssl_certificate $3; ssl_certificate_key $4;"
  fi
  cat <<NGINX
  include /etc/nginx/mime.types;
  gzip_static on;
  gzip_vary on;
  open_file_cache max=1000;
  ${tls:+keepalive_requests 100000000;}
  server {
    listen $listen;
    $tls
    root $2;
    # Each location lists the headers: nginx drops the add_header lines of
    # an outer block in a location that has its own, and every request
    # lands in one of these two.
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
# (Before the sixty-first session the peers sent neither on the pages, and
# nginx no Vary at all: see docs/performance.md, section 4.)
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
