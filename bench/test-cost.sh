#!/usr/bin/env bash
# What a Playwright test's pages cost the machine (issue #6, item 5), by how
# the suite serves the stock photos, in VARIANTS (default the first three):
#   routed             Playwright's request routing, as the suite did until the
#                      thirty-first session: every request paused for a round
#                      trip to the test's process, the browser's cache off
#   stand-in           the suite's stand-in host (e2e/support/photo-host.mjs)
#                      through the browser's resolver, no routing: as it runs now
#   stand-in-no-cache  the same with the cache turned off, to split the two costs
# and, to split a test's cost into its steps (VARIANTS="blank locator no-js
# stand-in"), each with the stand-in:
#   blank              a context and its page, nothing loaded
#   locator            the same and one locator (Playwright injects its script)
#   no-js              PAGES loaded with JavaScript off, each read by a locator
# and, to weigh Chromium flags against the suite's own, with FLAGS set:
#   flags              as stand-in, with FLAGS added to the browser's flags
#                      (VARIANTS="stand-in flags" FLAGS="--js-flags=--max-semi-space-size=1")
# CONTEXTS fresh contexts a run (default 12, one per test), each visiting
# PAGES (default /,/blog/1,/portfolio/3), ROUNDS runs each (default 3),
# interleaved. Prints CPU, page faults, the renderer processes started and
# wall time per test, and each variant's ratio to the first. In the suite's own
# browser (a headless shell when the machine has one) and process model
# (E2E_PROCESS_MODEL=default: Chromium's own, as in the suite). See
# bench/test-cost.mjs; docs/performance.md, section 5.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
require node curl
found=$(scripts/ensure-chromium.sh --find) || { echo "no Chromium found: make chromium, or set CHROMIUM_PATH" >&2; exit 2; }
export CHROMIUM_PATH=${found#chromium: }
make -s build e2e/node_modules/.package-lock.json >/dev/null
use_scratch_dir

export XDG_DATA_HOME="$state/data" XDG_CONFIG_HOME="$state/config"
start_site SITE_URL "$PWD/site/dist"
export SITE_URL
node bench/test-cost.mjs
