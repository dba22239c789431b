#!/usr/bin/env bash
# Serves the same build three ways on loopback and measures each with wrk:
#   ours   bin/studio with our Caddyfile (spa module: in memory, precompressed)
#   caddy  the same binary with a stock Caddyfile: encode, try_files, file_server precompressed
#   nginx  Debian's nginx: gzip_static, sendfile, try_files
# all with the same security headers. Runs are interleaved (ours, caddy,
# nginx, ours, ...) ROUNDS times for DURATION seconds each, and the table
# shows medians and our ratio to each peer, then for each target whether
# issue #6's item 4 holds (>= 3x stock Caddy, >= 0.8x nginx, fewer bytes
# than nginx), judged from the unrounded medians. Bounded: loopback only, stops by
# itself. Needs wrk and nginx (installed with apt when run as root:
# bench/lib.sh's require) and `make build`.
# VARIANTS adds servers that are ours with another access log, to show what
# the log costs: "nolog" (the site's access_log taken out) and "caddylog"
# (Caddy's own `log` directive in its place, as before the sixth session),
# e.g. VARIANTS="nolog caddylog"; and "floor", Go's net/http alone on the
# same build (tools/nethttpfloor -hold: each response in one write like
# ours, the same security headers, no Caddy, no log), the least any Go
# server can do per request; "procsN", ours with GOMAXPROCS=N (the default
# is the number of cores, here shared with wrk), e.g. VARIANTS="procs1
# procs3"; "gogcN", ours with GOGC=N (the binary's default is 400; see
# cmd/studio/main.go), e.g. VARIANTS="gogc100 gogc800"; "cork", ours
# without the spa_coalesce listener wrapper (the spa module corks the socket
# instead, as before the thirteenth session); and "bare", ours with all
# that the site could give up for speed and does not: no access log, a site
# address with no host (so Caddy's adapter leaves out the subroute it builds
# again for every request) and GOGC=800, the most ours can do inside Caddy's
# handler chain; "goX.Y.Z", ours built by that Go toolchain (fetched through
# the module proxy, GOTOOLCHAIN=goX.Y.Z) instead of the installed one, e.g.
# VARIANTS=go1.27.4 (the first build compiles Caddy: minutes); "amd64vN",
# ours compiled for that x86-64 level (GOAMD64=vN; the default is v1), e.g.
# VARIANTS=amd64v3 on a CPU with AVX2; "goexp=NAME", ours built with that
# Go experiment (GOEXPERIMENT=NAME), e.g. VARIANTS=goexp=nogreenteagc for
# the garbage collector Go used before 1.26's Green Tea; "caddyfile@REV",
# ours with the Caddyfile as it was at git revision REV, to measure a change
# to it, e.g. VARIANTS=caddyfile@HEAD~1. After the tables, each server's
# peak resident memory (nginx: master and workers together).
# TARGETS=html runs only the two HTML pages; TARGETS=html-br runs them as
# a browser asks for them (Accept-Encoding: br, gzip), which the five
# targets of item 4 leave out: the pages there go uncompressed, the same
# body from every server. PIN=0:1 runs the servers on
# CPU 0 and wrk on CPU 1 (bench/lib.sh), so that each server has a core of
# its own instead of taking turns with wrk on both: its requests/s is then
# one core's worth, and the ratios match the CPU-per-request ones.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
DURATION=${DURATION:-5}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-50}
require wrk nginx
use_scratch_dir

dist=$(realpath site/dist)
js=$(entry_asset "$dist" js)
targets=(
  "/|/|"
  "deep route|/about|"
  "main JS, br+gzip|/$js|br, gzip"
  "main JS, plain|/$js|"
  "unknown route|/no-such-page|"
)
case ${TARGETS:-} in
  html) targets=("${targets[@]:0:2}") ;;
  html-br) targets=("/, br+gzip|/|br, gzip" "/about, br+gzip|/about|br, gzip") ;;
  "") ;;
  *) echo "TARGETS: html or html-br, not '$TARGETS'" >&2; exit 2 ;;
esac
ours=$(free_port); caddy=$(free_port); nginx_port=$(free_port)
export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"


# (a) ours
SITE_ADDRESS="http://127.0.0.1:$ours" SITE_ROOT="$dist" STUDIO_ADMIN=off \
  "${server_pin[@]}" bin/studio run --config Caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!); ours_pid=$!
# Every Caddy here makes its local CA in the one data directory at start,
# even for a plain-HTTP site: ours makes it before the others start, or one
# may read the CA's files half written by another and fail to start.
wait_for "http://127.0.0.1:$ours/"

# (a2) VARIANTS: ours with its Caddyfile or its environment changed, and the floor
variant_caddyfile() { # nolog | caddylog | cork | bare | caddyfile@REV
  case $1 in
    nolog | bare) sed '/^\taccess_log$/d' Caddyfile ;;
    caddylog) sed 's/^\taccess_log$/\tlog {\n\t\toutput buffered_stdout\n\t\tformat json\n\t}/' Caddyfile ;;
    cork) without_listener_wrappers Caddyfile ;;
    caddyfile@*) git show "${1#caddyfile@}:Caddyfile" ;;
    *) echo "unknown variant '$1' (nolog, caddylog, cork, bare, floor, procsN, gogcN, goX.Y.Z, amd64vN, goexp=NAME, caddyfile@REV)" >&2; return 1 ;;
  esac
}
variant_servers=()
for v in ${VARIANTS:-}; do
  port=$(free_port)
  if [[ $v == floor ]]; then
    go build -o "$state/nethttpfloor" ./tools/nethttpfloor
    floor_headers=()
    for h in "${security_headers[@]}"; do floor_headers+=(-header "${h%%|*}: ${h#*|}"); done
    GOGC=400 "${server_pin[@]}" "$state/nethttpfloor" -addr "127.0.0.1:$port" -dir "$dist" -hold "${floor_headers[@]}" &
    pids+=($!)
    variant_servers+=("floor:$port:$!")
    continue
  fi
  config=Caddyfile address="http://127.0.0.1:$port" settings=() binary=bin/studio
  if [[ $v =~ ^go[0-9]+\.[0-9]+(\.[0-9]+)?$ ]]; then
    binary=$(build_ours "$v" GOTOOLCHAIN="$v")
  elif [[ $v =~ ^amd64(v[1-4])$ ]]; then
    binary=$(build_ours "$v" GOAMD64="${BASH_REMATCH[1]}")
  elif [[ $v =~ ^goexp=([a-z0-9,]+)$ ]]; then
    # No '=' in the binary's name: env would take its path for a setting.
    binary=$(build_ours "goexp-${BASH_REMATCH[1]}" GOEXPERIMENT="${BASH_REMATCH[1]}")
  elif [[ $v =~ ^procs([0-9]+)$ ]]; then
    settings=("GOMAXPROCS=${BASH_REMATCH[1]}")
  elif [[ $v =~ ^gogc([0-9]+)$ ]]; then
    settings=("GOGC=${BASH_REMATCH[1]}")
  else
    config="$state/Caddyfile.$v"
    variant_caddyfile "$v" >"$config"
    if cmp -s Caddyfile "$config"; then echo "$v: the Caddyfile has no line this variant changes" >&2; exit 1; fi
    [[ $v == bare ]] && address="http://:$port" settings=(GOGC=800)
  fi
  env "${settings[@]}" SITE_ADDRESS="$address" SITE_ROOT="$dist" STUDIO_ADMIN=off \
    "${server_pin[@]}" "$binary" run --config "$config" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
  pids+=($!)
  variant_servers+=("$v:$port:$!")
done

# (b) stock Caddy: the usual SPA recipe, same headers, same logging
stock_caddyfile "http://127.0.0.1:$caddy" "$dist" >"$state/Caddyfile.stock"
"${server_pin[@]}" bin/studio run --config "$state/Caddyfile.stock" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
pids+=($!); caddy_pid=$!

# (c) nginx
start_nginx "$(stock_nginx_http "$nginx_port" "$dist")"
nginx_pid=${pids[-1]} # start_nginx's master (daemon off); its workers are its children

# name:port:pid, in the order the tables show them
servers=("ours:$ours:$ours_pid" "${variant_servers[@]}" "caddy:$caddy:$caddy_pid" "nginx:$nginx_port:$nginx_pid")
urls=()
for s in "${servers[@]}"; do IFS=: read -r _ port _ <<<"$s"; wait_for "http://127.0.0.1:$port/"; urls+=("http://127.0.0.1:$port/about"); done
check_security_headers "${urls[@]}"
# Ours and the two peers, target by target (the floor sends only the
# security headers, and Vary with a compressed copy: it is Go's least work).
for t in "${targets[@]}"; do
  IFS='|' read -r _ path enc <<<"$t"
  check_caching_headers "$enc" "http://127.0.0.1:$ours$path" "http://127.0.0.1:$caddy$path" "http://127.0.0.1:$nginx_port$path"
done

declare -A results
for t in "${targets[@]}"; do
  IFS='|' read -r name path enc <<<"$t"
  for round in $(seq "$ROUNDS"); do
    for s in "${servers[@]}"; do
      IFS=: read -r srv port pid <<<"$s"
      results["$name|$srv|$round"]=$(measure "http://127.0.0.1:$port$path" "$enc" "$pid")
    done
  done
done

# The server column as wide as its longest name (goexp=nogreenteagc).
sw=$(name_width 8 "${servers[@]}")
# Bytes per response: counted exactly by curl, not wrk's rounded estimate.
printf "\n%-18s %-${sw}s %12s %10s %12s %12s\n" "target" "server" "requests/s" "p99 ms" "bytes/resp" "cpu us/req"
declare -A med medcpu medbytes
for t in "${targets[@]}"; do
  IFS='|' read -r name path enc <<<"$t"
  for s in "${servers[@]}"; do
    IFS=: read -r srv port _ <<<"$s"
    col() { for r in $(seq "$ROUNDS"); do echo "${results["$name|$srv|$r"]}" | cut -d' ' -f"$1"; done | median; }
    rps=$(col 1); p99=$(col 2); cpu=$(col 3)
    bpr=$(response_bytes "http://127.0.0.1:$port$path" "$enc")
    med["$name|$srv"]=$rps; medcpu["$name|$srv"]=$cpu; medbytes["$name|$srv"]=$bpr
    printf "%-18s %-${sw}s %12s %10s %12s %12s\n" "$name" "$srv" "$rps" "$p99" "$bpr" "$cpu"
  done
done
# Requests/s as ratios (higher is better for us), then the servers' own CPU
# time per request as ratios (peer / ours: above 1, we spend less).
printf '\n%-18s %14s %14s %18s %18s\n' "target" "ours / caddy" "ours / nginx" "cpu caddy / ours" "cpu nginx / ours"
for t in "${targets[@]}"; do
  IFS='|' read -r name _ _ <<<"$t"
  awk -v n="$name" -v o="${med["$name|ours"]}" -v c="${med["$name|caddy"]}" -v g="${med["$name|nginx"]}" \
    -v oc="${medcpu["$name|ours"]}" -v cc="${medcpu["$name|caddy"]}" -v gc="${medcpu["$name|nginx"]}" \
    'BEGIN { printf "%-18s %13.2fx %13.2fx %17.2fx %17.2fx\n", n, o / c, o / g, (oc > 0 ? cc / oc : 0), (oc > 0 ? gc / oc : 0) }'
done
# Issue #6's item 4, judged per target from the unrounded medians (a ratio
# the table above prints as 3.00x can be 2.999): at least 3x stock Caddy's
# requests/s, at least 0.8x nginx's, and fewer bytes per response than nginx.
printf '\n%-18s %-16s %-16s %-24s\n' "item 4's goals" ">= 3x caddy" ">= 0.8x nginx" "fewer bytes than nginx"
held=0
for t in "${targets[@]}"; do
  IFS='|' read -r name _ _ <<<"$t"
  line=$(awk -v n="$name" -v o="${med["$name|ours"]}" -v c="${med["$name|caddy"]}" -v g="${med["$name|nginx"]}" \
    -v ob="${medbytes["$name|ours"]}" -v gb="${medbytes["$name|nginx"]}" '
    function verdict(ok, shown) { return (ok ? "yes " : "no  ") shown }
    BEGIN {
      a = o / c >= 3; b = o / g >= 0.8; d = ob + 0 < gb + 0
      printf "%-18s %-16s %-16s %-24s %s\n", n, verdict(a, sprintf("%.3fx", o / c)), verdict(b, sprintf("%.3fx", o / g)),
        verdict(d, ob " vs " gb), (a && b && d ? "all three" : "")
    }')
  echo "$line"
  if [[ $line == *"all three" ]]; then held=$((held + 1)); fi
done
echo "all three goals together on $held of ${#targets[@]} targets"

# With the floor: how far ours is from Go's net/http alone, and how far
# that is from nginx.
if [[ " ${VARIANTS:-} " == *" floor "* ]]; then
  printf '\n%-18s %14s %14s %18s\n' "target" "ours / floor" "floor / nginx" "cpu ours / floor"
  for t in "${targets[@]}"; do
    IFS='|' read -r name _ _ <<<"$t"
    awk -v n="$name" -v o="${med["$name|ours"]}" -v f="${med["$name|floor"]}" -v g="${med["$name|nginx"]}" \
      -v oc="${medcpu["$name|ours"]}" -v fc="${medcpu["$name|floor"]}" \
      'BEGIN { printf "%-18s %13.2fx %13.2fx %17.2fx\n", n, o / f, f / g, (fc > 0 ? oc / fc : 0) }'
  done
fi

# Each variant against ours and nginx: requests/s, and CPU time per request
# (variant / ours: under 1, the variant spends less).
if [[ ${#variant_servers[@]} -gt 0 ]]; then
  printf "\n%-18s %-${sw}s %14s %14s %18s\n" "target" "variant" "/ ours" "/ nginx" "cpu / ours"
  for t in "${targets[@]}"; do
    IFS='|' read -r name _ _ <<<"$t"
    for s in "${variant_servers[@]}"; do
      v=${s%%:*}
      awk -v n="$name" -v v="$v" -v x="${med["$name|$v"]}" -v o="${med["$name|ours"]}" -v g="${med["$name|nginx"]}" \
        -v xc="${medcpu["$name|$v"]}" -v oc="${medcpu["$name|ours"]}" -v f="%-18s %-${sw}s %13.2fx %13.2fx %17.2fx\n" \
        'BEGIN { printf f, n, v, x / o, x / g, (oc > 0 ? xc / oc : 0) }'
    done
  done
fi

# Peak resident memory (VmHWM) of each server since it started, over all
# the targets above.
printf "\n%-${sw}s %16s\n" "server" "peak resident MB"
for s in "${servers[@]}"; do
  IFS=: read -r srv _ pid <<<"$s"
  printf "%-${sw}s %16s\n" "$srv" "$(peak_resident_mb "$pid")"
done
