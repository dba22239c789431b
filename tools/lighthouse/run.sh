#!/usr/bin/env bash
# make lighthouse: Lighthouse on every public page (run.mjs, judged by
# judge.mjs): starts the binary with the project's Caddyfile on a free
# loopback port and the stock-photo stand-in (e2e/support/photo-host.mjs),
# finds a Chromium as the e2e suite does, and fails under 95 performance or
# 100 elsewhere.
# Needs `make build`. Env: MIN_PERFORMANCE, ONLY (regexp of paths),
# LIGHTHOUSE_SITE_ROOT (another built site than site/dist),
# LIGHTHOUSE_REPORTS (folder for full JSON reports), CHROMIUM_PATH.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [[ ! -d tools/lighthouse/node_modules/lighthouse ]]; then
  (cd tools/lighthouse && npm ci --no-audit --no-fund >/dev/null)
fi
# The rules that judge a page, checked first.
node --test tools/lighthouse/judge.test.mjs >/dev/null
source tools/lib.sh
find_chromium

use_scratch_dir
start_photo_host

# As visitors get it: HTTPS (HTTP/2) from the container's config,
# SITE_ADDRESS=localhost, on free high ports; Caddy's internal CA signs it.
read -r http_port port < <(python3 -c 'import socket
a, b = socket.socket(), socket.socket()
a.bind(("127.0.0.1", 0)); b.bind(("127.0.0.1", 0))
print(a.getsockname()[1], b.getsockname()[1])')
SITE_ADDRESS=localhost STUDIO_HTTP_PORT=$http_port STUDIO_HTTPS_PORT=$port SITE_ROOT="${LIGHTHOUSE_SITE_ROOT:-site/dist}" STUDIO_ADMIN=off \
  XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config" \
  bin/studio run --config Caddyfile >"$state/server.log" 2>&1 &
pids+=($!)

base="https://localhost:$port"
for _ in $(seq 100); do curl -sfk "$base/healthz" >/dev/null && break; sleep 0.1; done
curl -sfk "$base/healthz" >/dev/null || { cat "$state/server.log" >&2; exit 1; }

# Node fetches the sitemap over the same HTTPS: trust the local CA for that.
NODE_EXTRA_CA_CERTS="$state/data/caddy/pki/authorities/local/root.crt" node tools/lighthouse/run.mjs "$base"
