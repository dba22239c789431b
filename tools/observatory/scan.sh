#!/usr/bin/env bash
# make observatory: grades the site's HTTP headers with MDN's HTTP Observatory scanner, run
# against the binary as visitors get it: SITE_ADDRESS=localhost on ports 80
# and 443, HTTPS from Caddy's internal CA (trust installation skipped, state
# in a temporary folder). Prints the grade, the score and every test; exits
# non-zero under A+ or under MIN_SCORE (default 135).
# Needs ports 80 and 443 (run as root, as CI does) and `make build` done.
set -euo pipefail
cd "$(dirname "$0")/../.."
MIN_SCORE=${MIN_SCORE:-135}
scanner=tools/observatory/node_modules/@mdn/mdn-http-observatory

if [[ ! -d $scanner ]]; then
  # --ignore-scripts: its install step would download lists from the internet.
  (cd tools/observatory && npm ci --ignore-scripts --no-audit --no-fund >/dev/null)
fi
# The HSTS preload list it would have downloaded: this host is on none.
echo '{}' >"$scanner/conf/hsts-preload.json"

state=$(mktemp -d)
SITE_ADDRESS=localhost SITE_ROOT=site/dist STUDIO_ADMIN=off \
  XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config" \
  bin/studio run --config Caddyfile >"$state/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$state"' EXIT

root="$state/data/caddy/pki/authorities/local/root.crt"
for _ in $(seq 50); do
  [[ -f $root ]] && curl -sf --cacert "$root" https://localhost/healthz >/dev/null && break
  sleep 0.2
done
curl -sf --cacert "$root" https://localhost/healthz >/dev/null || { cat "$state/server.log" >&2; exit 1; }

# Run src/scan.js directly: the package's bin wrapper overwrites NODE_EXTRA_CA_CERTS.
NODE_EXTRA_CA_CERTS="$root" node "$scanner/src/scan.js" localhost >"$state/scan.json"

node - "$state/scan.json" "$MIN_SCORE" <<'JS'
const [file, min] = process.argv.slice(2);
const { scan, tests, error } = JSON.parse(require('fs').readFileSync(file, 'utf8'));
if (error) { console.error('scan failed:', error); process.exit(1); }
console.log(`HTTP Observatory: grade ${scan.grade}, score ${scan.score} (${scan.testsPassed}/${scan.testsQuantity} tests passed)`);
for (const [name, t] of Object.entries(tests)) {
  console.log(`  ${t.pass ? 'pass' : 'FAIL'}  ${String(t.scoreModifier).padStart(4)}  ${name}: ${t.result}`);
}
if (scan.grade !== 'A+' || scan.score < Number(min)) {
  console.error(`want A+ and a score of at least ${min}`);
  process.exit(1);
}
JS
