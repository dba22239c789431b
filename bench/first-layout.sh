#!/usr/bin/env bash
# The style recalcs and layouts before a page's first paint in a fresh
# Chromium at a phone's size, and the font work inside those layouts
# (bench/first-layout.mjs):
# the build in site/dist alone, or with BEFORE_DIST=dir (a copy of site/dist
# saved before a change) against it, loads interleaved ROUNDS times.
# The stock photos come from tools/photofixture. Needs `make build` and a
# Chromium (as the e2e suite finds it).
#   BEFORE_DIST=/tmp/dist-before ROUNDS=7 PAGES='/ /about' bash bench/first-layout.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
require go node
find_chromium
use_scratch_dir

export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
start_photofixture
urls=() names=()
if [[ -n ${BEFORE_DIST:-} ]]; then
  [[ -f $BEFORE_DIST/index.html ]] || { echo "BEFORE_DIST must be a saved build (a copy of site/dist): no $BEFORE_DIST/index.html" >&2; exit 2; }
  start_site BEFORE_URL "$BEFORE_DIST"
  urls+=("$BEFORE_URL") names+=(before)
fi
start_site AFTER_URL site/dist
urls+=("$AFTER_URL") names+=("$([[ -n ${BEFORE_DIST:-} ]] && echo after || echo site/dist)")
URLS="${urls[*]}" NAMES="${names[*]}" node bench/first-layout.mjs
