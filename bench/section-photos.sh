#!/usr/bin/env bash
# How many stock photos a visitor's browser fetches on arriving at a section
# of the home page (/#contact), opened directly or by the footer's Contact
# link from /about, on a phone and a desktop: the build as it is (smooth
# scrolling only within the page on screen, src/app/SmoothScrollInPage.tsx)
# against a copy of it with smooth scrolling everywhere (the CSS rule
# without its attribute, as before the twenty-sixth session), whose scroll
# passes through the page above the section. See bench/section-photos.mjs.
# Needs `make build` and a Chromium (as bench/paint.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
require go node perl openssl
find_chromium
use_scratch_dir

[[ -f site/dist/index.html ]] || { echo "no build in site/dist: make build" >&2; exit 2; }
cp -r site/dist "$state/built"
cp -r site/dist "$state/everywhere"
# (everywhere) the rule for every scroll, its stylesheet's integrity hash in
# every page to match, and no stale compressed copies of either.
css=$(grep -l 'html\[data-smooth-scroll\]{' "$state"/everywhere/assets/*.css) || { echo "no data-smooth-scroll rule in the build's CSS" >&2; exit 1; }
hash() { echo "sha384-$(openssl dgst -sha384 -binary "$1" | base64 -w0)"; }
old=$(hash "$css")
perl -pi -e 's/html\[data-smooth-scroll\]\{/html{/g' "$css"
new=$(hash "$css")
rm -f "$css".{br,zst,gz}
grep -rl --include='*.html' -F "$old" "$state/everywhere" | while read -r page; do
  perl -pi -e "s#\Q$old\E#$new#g" "$page"
  rm -f "$page".{br,zst,gz}
done
if grep -rq --include='*.html' -F "$old" "$state/everywhere"; then echo "could not update the integrity hash in $state/everywhere" >&2; exit 1; fi

export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
start_photofixture
start_site BUILT_URL "$state/built"
start_site EVERYWHERE_URL "$state/everywhere"
export PHOTO_PORT BUILT_URL EVERYWHERE_URL
node bench/section-photos.mjs
