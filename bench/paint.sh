#!/usr/bin/env bash
# The first paint and hydration as a phone on a slow link sees them, with the
# app's JavaScript loaded after the first paint (as built) and before it (the
# same build with the scripts put back in <head>, as Vite writes them).
# Chromium throttles itself (150 ms per request, 1.6 Mbps, CPU 4× slower, as
# Lighthouse's mobile preset); the stock photos come from tools/photofixture.
# Runs are interleaved ROUNDS times; the table shows medians and ratios.
# Needs `make build` and a Chromium (as the e2e suite finds it).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
require go node perl
find_chromium
use_scratch_dir

# (after) the build as it ships; (before) the same files with the app's tags
# moved back out of the <template>, and the boot script dropped.
cp -r site/dist "$state/after"
cp -r site/dist "$state/before"
find "$state/before" -name '*.html' -exec perl -0pi -e \
  's#<script type="module" crossorigin src="/assets/boot-[^"]+"[^>]*></script>\s*<template id="app-scripts">(.*?)</template>#$1#s' {} +
if grep -rq 'app-scripts' --include='*.html' "$state/before"; then echo "could not undo the template in $state/before" >&2; exit 1; fi
find "$state/before" -name '*.html.*' -delete
bin/studio precompress "$state/before" >/dev/null

export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
start_photofixture
for v in before after; do
  port=$(free_port)
  SITE_ADDRESS="http://127.0.0.1:$port" SITE_ROOT="$state/$v" STUDIO_ADMIN=off \
    bin/studio run --config Caddyfile >/dev/null 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/healthz"
  export "${v^^}_URL=http://127.0.0.1:$port"
done

node bench/paint.mjs
