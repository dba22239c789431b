#!/usr/bin/env bash
# How long a click on a nav link takes to show the next page, with each
# page's code loaded as the visitor reaches for its link (as built) and
# without (the same build with Save-Data, which turns that off), for a mouse
# on a desktop and a finger on a phone, both on a slow link. See
# bench/navigate.mjs for what is timed and the defaults.
#   ROUNDS=5 HOVER_TO_CLICK=365 TOUCH_TO_CLICK=90 bash bench/navigate.sh
#   SITE_DIST=dir: serve another build (a copy of site/dist) instead.
# Needs `make build` and a Chromium (as bench/paint.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
require go node
find_chromium
use_scratch_dir

dist=${SITE_DIST:-site/dist}
[[ -f $dist/index.html ]] || { echo "no build in $dist: make build" >&2; exit 2; }
export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
start_photofixture
start_site SITE_URL "$dist"
export SITE_URL

node bench/navigate.mjs
