#!/usr/bin/env bash
# The first paint and hydration as a phone on a slow link sees them, on two
# copies of the same build:
#   COMPARE=after-paint (default): the app's JavaScript loaded after the first
#     paint (as built) against before it (the scripts put back in <head>, as
#     Vite writes them);
#   COMPARE=route-preloads: each page's HTML preloading its route's own code
#     (as built, scripts/route-preloads.mjs) against the app's script alone,
#     which asks for that code once it runs (every page's <template> as the
#     app shell's).
#   COMPARE=build BEFORE_DIST=dir: the build against another one (a copy of
#     site/dist saved before a change).
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

COMPARE=${COMPARE:-after-paint}
cp -r site/dist "$state/after"
if [[ $COMPARE == build ]]; then
  [[ -f ${BEFORE_DIST:-}/index.html ]] || { echo "COMPARE=build needs BEFORE_DIST, a saved build (a copy of site/dist)" >&2; exit 2; }
  cp -r "$BEFORE_DIST" "$state/before"
else
  cp -r site/dist "$state/before"
fi
case "$COMPARE" in
  build) ;;
  after-paint)
    # (before) the app's tags moved back out of the <template>, and the boot script dropped.
    find "$state/before" -name '*.html' -exec perl -0pi -e \
      's#<script type="module" crossorigin src="/assets/boot-[^"]+"[^>]*></script>\s*<template id="app-scripts">(.*?)</template>#$1#s' {} +
    if grep -rq 'app-scripts' --include='*.html' "$state/before"; then echo "could not undo the template in $state/before" >&2; exit 1; fi
    ;;
  route-preloads)
    # (before) every page's <template> replaced by the app shell's, which has no route code.
    shell_template=$(grep -o '<template id="app-scripts">.*</template>' "$state/before/shell.html")
    # shellcheck disable=SC2016 # $ENV{TEMPLATE} is Perl's, not the shell's
    find "$state/before" -name '*.html' -exec env TEMPLATE="$shell_template" perl -0pi -e \
      's#<template id="app-scripts">.*?</template>#$ENV{TEMPLATE}#s' {} +
    if grep -q 'AboutPage-' "$state/before/about/index.html" || ! grep -q 'AboutPage-' "$state/after/about/index.html"; then
      echo "the route preloads are not where expected: in $state/after/about/index.html only" >&2; exit 1
    fi
    export PAGES=${PAGES:-/about /blog/1 /portfolio/1}
    ;;
  *) echo "COMPARE must be after-paint, route-preloads or build, not $COMPARE" >&2; exit 2 ;;
esac
find "$state/before" -name '*.html.*' -delete
bin/studio precompress "$state/before" >/dev/null

export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
start_photofixture
start_site BEFORE_URL "$state/before"
start_site AFTER_URL "$state/after"
export BEFORE_URL AFTER_URL

node bench/paint.mjs
