#!/usr/bin/env bash
# Where the ceiling is. Answers bodies of growing size from memory with
# Caddy's own `respond` handler (the least work any Caddy handler can do, with
# Caddy's own access log, the `log` directive, and again without one) and the same bytes as static files
# from nginx (sendfile), and prints requests/s for each with the ratio. No
# handler inside Caddy can beat its `respond` row, so this bounds what
# bench/server.sh can show for our spa module at each response size.
# Interleaved, ROUNDS medians of DURATION seconds each; loopback only.
# Needs wrk and nginx (apt-get install wrk nginx) and `make build`.
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
caddy=$(free_port); nolog=$(free_port); nginx_port=$(free_port)

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
for f in log nolog; do
  bin/studio run --config "$state/Caddyfile.$f" --adapter caddyfile >/dev/null 2>&1 &
  pids+=($!)
done

start_nginx "  default_type text/html;
  server { listen 127.0.0.1:$nginx_port; root $state/www; }"
first=${SIZES%% *}
wait_for "http://127.0.0.1:$caddy/$first.html"
wait_for "http://127.0.0.1:$nolog/$first.html"
wait_for "http://127.0.0.1:$nginx_port/$first.html"

declare -A rps
for n in $SIZES; do
  for round in $(seq "$ROUNDS"); do
    rps["$n|respond|$round"]=$(measure "http://127.0.0.1:$caddy/$n.html" | cut -d' ' -f1)
    rps["$n|nolog|$round"]=$(measure "http://127.0.0.1:$nolog/$n.html" | cut -d' ' -f1)
    rps["$n|nginx|$round"]=$(measure "http://127.0.0.1:$nginx_port/$n.html" | cut -d' ' -f1)
  done
done

printf '\n%-11s %14s %14s %11s %16s %16s\n' "body bytes" "respond r/s" "no log r/s" "nginx r/s" "respond / nginx" "no log / nginx"
med() { for i in $(seq "$ROUNDS"); do echo "${rps["$1|$2|$i"]}"; done | median; }
for n in $SIZES; do
  awk -v n="$n" -v r="$(med "$n" respond)" -v q="$(med "$n" nolog)" -v g="$(med "$n" nginx)" \
    'BEGIN { printf "%-11s %14d %14d %11d %15.2fx %15.2fx\n", n, r, q, g, r / g, q / g }'
done
