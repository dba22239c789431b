#!/usr/bin/env bash
# Where the ceiling is. Answers bodies of growing size from memory with
# Caddy's own `respond` handler (the least work any Caddy handler can do),
# with Caddy's own access log (the `log` directive) and again without one;
# with Go's net/http alone (tools/nethttpfloor: no Caddy, no log), written
# plainly, corked (the spa module's fallback), held and sent in one write
# (as the spa module writes behind spa_coalesce), and corked with the body sent
# by sendfile from a memfd (what serving the in-memory site that way would
# give); and the same bytes as static files from nginx (sendfile, its cache
# of open files, with its access log). Prints requests/s for each with the
# ratio to nginx. No handler inside Caddy can beat its `respond` row, and
# no Go server the best net/http row, so this bounds what bench/server.sh
# can show for our spa module at each response size.
# Interleaved, ROUNDS medians of DURATION seconds each; loopback only.
# Needs wrk and nginx (installed with apt when run as root: bench/lib.sh's
# require) and `make build`.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
DURATION=${DURATION:-4}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-50}
# Bytes of body: under and over net/http's 4 KiB connection write buffer,
# then the sizes of our deep route (/about) and home page.
SIZES=${SIZES:-"1000 3000 5000 15844 46016"}
require wrk nginx
use_scratch_dir
export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
caddy=$(free_port); nolog=$(free_port); nethttp=$(free_port); corked=$(free_port); held=$(free_port); sendfile=$(free_port); nginx_port=$(free_port)

mkdir -p "$state/www"
for n in $SIZES; do head -c "$n" /dev/zero | tr '\0' x >"$state/www/$n.html"; done
# A Caddyfile answering /N.html with N bytes; with Caddy's access log when $2 is "log".
respond_caddyfile() {
  printf '{\n\tadmin off\n\tlog {\n\t\toutput discard\n\t}\n}\nhttp://127.0.0.1:%s {\n' "$1"
  [[ $2 == log ]] && printf '\tlog {\n\t\toutput buffered_stdout\n\t\tformat json\n\t}\n'
  printf '\theader Content-Type "text/html; charset=utf-8"\n'
  for n in $SIZES; do printf '\thandle /%s.html {\n\t\trespond <<BODY\n%s\nBODY 200\n\t}\n' "$n" "$(cat "$state/www/$n.html")"; done
  printf '}\n'
}
respond_caddyfile "$caddy" log >"$state/Caddyfile.log"
respond_caddyfile "$nolog" none >"$state/Caddyfile.nolog"
# One Caddy after the other: each makes its local CA in the one data
# directory at start, and a second started beside the first may read the
# CA's files half written and fail to start.
for f in "log:$caddy" "nolog:$nolog"; do
  "${server_pin[@]}" bin/studio run --config "$state/Caddyfile.${f%%:*}" --adapter caddyfile >/dev/null 2>>"$state/servers.err" &
  pids+=($!)
  wait_for "http://127.0.0.1:${f#*:}/"
done

# net/http alone, with the binary's GOGC (cmd/studio)
go build -o "$state/nethttpfloor" ./tools/nethttpfloor
GOGC=400 "${server_pin[@]}" "$state/nethttpfloor" -addr "127.0.0.1:$nethttp" -dir "$state/www" &
pids+=($!)
GOGC=400 "${server_pin[@]}" "$state/nethttpfloor" -addr "127.0.0.1:$corked" -dir "$state/www" -cork &
pids+=($!)
GOGC=400 "${server_pin[@]}" "$state/nethttpfloor" -addr "127.0.0.1:$held" -dir "$state/www" -hold &
pids+=($!)
GOGC=400 "${server_pin[@]}" "$state/nethttpfloor" -addr "127.0.0.1:$sendfile" -dir "$state/www" -sendfile &
pids+=($!)

# With its cache of open files, as the nginx peer of server.sh (since the
# sixty-first session): nginx at its best on static files.
start_nginx "  default_type text/html;
  open_file_cache max=1000;
  server { listen 127.0.0.1:$nginx_port; root $state/www; }"
first=${SIZES%% *}
wait_for "http://127.0.0.1:$caddy/$first.html"
wait_for "http://127.0.0.1:$nolog/$first.html"
wait_for "http://127.0.0.1:$nginx_port/$first.html"
wait_for "http://127.0.0.1:$nethttp/$first.html"
wait_for "http://127.0.0.1:$corked/$first.html"
wait_for "http://127.0.0.1:$held/$first.html"
wait_for "http://127.0.0.1:$sendfile/$first.html"

# name:port, in the order of the table's columns; nginx last
servers=("respond:$caddy" "no log:$nolog" "net/http:$nethttp" "corked:$corked" "held:$held" "sendfile:$sendfile" "nginx:$nginx_port")
declare -A rps
for n in $SIZES; do
  for round in $(seq "$ROUNDS"); do
    for s in "${servers[@]}"; do
      rps["$n|${s%%:*}|$round"]=$(measure "http://127.0.0.1:${s##*:}/$n.html" | cut -d' ' -f1)
    done
  done
done

echo
echo "requests/s (net/http, corked, held and sendfile: Go's net/http alone, tools/nethttpfloor; the ratios are to nginx)"
printf '%-11s' "body bytes"
for s in "${servers[@]}"; do printf ' %10s' "${s%%:*}"; done
for s in "${servers[@]::${#servers[@]}-1}"; do printf ' %10s' "${s%%:*}"; done
echo
med() { for i in $(seq "$ROUNDS"); do echo "${rps["$1|$2|$i"]}"; done | median; }
for n in $SIZES; do
  printf '%-11s' "$n"
  for s in "${servers[@]}"; do printf ' %10d' "$(med "$n" "${s%%:*}")"; done
  g=$(med "$n" nginx)
  for s in "${servers[@]::${#servers[@]}-1}"; do
    awk -v r="$(med "$n" "${s%%:*}")" -v g="$g" 'BEGIN { printf " %9.2fx", r / g }'
  done
  echo
done
