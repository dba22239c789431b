#!/usr/bin/env bash
# The Playwright suite's time (issue #6, item 5: under 3 minutes on 2 cores)
# in each VARIANTS (default "full shell"):
#   full           the desktop Chromium (Debian's chromium, headless)
#   shell          a headless shell (Debian's chromium-headless-shell), which
#                  the suite picks when the machine has one (e2e/support/browser.ts)
#   shell-default  the headless shell with Chromium's own process model, not
#                  the suite's (E2E_PROCESS_MODEL=default: a second renderer
#                  process in every test; processModelArgs in browser.ts)
#   shell-reuse    the headless shell with one browser context per worker,
#                  reset by Playwright between tests (PW_TEST_REUSE_CONTEXT=1:
#                  its reuseContext option) instead of a new one per test
#   shell@REV      the headless shell, with the tests (e2e/) as they were at
#                  git revision REV, against the same build: what a change
#                  to the tests did to their time
# Each run is the whole suite as CI runs it (CI=true, 2 workers), or the
# Playwright arguments in TESTS (files, or -g with a pattern without
# spaces) to time some tests only;
# runs are interleaved (A, B, A, B, ...) ROUNDS times (default 1: a run is
# minutes).
# Prints each run's wall time and the machine's busy CPU time (from
# /proc/stat: steadier than wall time on a shared machine), medians, and each
# variant's ratio to the first. Fails when a run fails, or when the whole
# suite's median in the way it runs by default (shell), if measured, is over
# LIMIT seconds (default 180).
# Installs the two browsers with apt where it can (scripts/ensure-chromium.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
require node awk

ROUNDS=${ROUNDS:-1}
LIMIT=${LIMIT:-180}
read -ra variants <<<"${VARIANTS:-full shell}"
read -ra tests <<<"${TESTS:-}"
for v in "${variants[@]}"; do
  [[ $v =~ ^(full|shell|shell-default|shell-reuse|shell@.+)$ ]] || { echo "unknown variant $v (full, shell, shell-default, shell-reuse, shell@REV)" >&2; exit 2; }
  [[ $v != shell@* ]] || git rev-parse -q --verify "${v#shell@}^{commit}" >/dev/null || { echo "$v: no such revision" >&2; exit 2; }
done
# Each run names its browser; the lookups ignore the caller's choice of one.
find_browser() { env -u PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH -u CHROMIUM_PATH scripts/ensure-chromium.sh "$@" | sed 's/^chromium: //'; }
full=$(find_browser --full)
shell=$(find_browser)
if [[ $shell == "$full" && " ${variants[*]} " =~ \ shell ]]; then
  echo "no headless shell on this machine (apt-get install chromium-headless-shell)" >&2
  exit 2
fi
make -s build e2e/node_modules/.package-lock.json >/dev/null
use_scratch_dir

# The tests of revision REV, beside everything else as it is now (the build,
# the server, the Caddyfile, the installed packages): a copy of REV's e2e/ in
# a tree of links to this one.
tests_at() { # REV: prints the e2e directory to run in
  local tree=$state/at-$1
  if [[ ! -d $tree ]]; then
    mkdir -p "$tree"
    local entry
    for entry in * .[!.]*; do
      [[ $entry == e2e || $entry == .git || ! -e $entry ]] || ln -s "$PWD/$entry" "$tree/$entry"
    done
    git archive "$1" e2e | tar -x -C "$tree"
    ln -s "$PWD/e2e/node_modules" "$tree/e2e/node_modules"
  fi
  echo "$tree/e2e"
}

busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
calc() { awk "BEGIN { print ($1) }"; }
hz=$(getconf CLK_TCK)

printf '%-6s %-14s %10s %10s\n' run variant 'wall s' 'cpu s'
for round in $(seq "$ROUNDS"); do
  for variant in "${variants[@]}"; do
    exe=$shell model=suite dir=e2e reuse=
    [[ $variant == full ]] && exe=$full
    [[ $variant == shell-default ]] && model=default
    [[ $variant == shell-reuse ]] && reuse=1
    [[ $variant == shell@* ]] && dir=$(tests_at "${variant#shell@}")
    log=$state/${variant//[^a-z0-9-]/_}-$round.log
    t0=$(date +%s.%N) c0=$(busy)
    if ! (cd "$dir" && CI=true PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH=$exe E2E_PROCESS_MODEL=$model PW_TEST_REUSE_CONTEXT=$reuse npx playwright test --reporter=dot "${tests[@]}" >"$log" 2>&1); then
      tail -40 "$log" >&2
      echo "the suite failed in $variant ($exe)" >&2
      exit 1
    fi
    wall=$(calc "$(date +%s.%N) - $t0") cpu=$(calc "($(busy) - $c0) / $hz")
    printf '%-6s %-14s %10.1f %10.1f\n' "$round" "$variant" "$wall" "$cpu" | tee -a "$state/runs"
  done
done

med() { awk -v v="$1" -v col="$2" '$2 == v { print $col }' "$state/runs" | median; }
echo
first=${variants[0]}
printf '%-26s %10s %10s\n' variant 'wall s' 'cpu s'
for v in "${variants[@]}"; do printf '%-26s %10.1f %10.1f\n' "$v" "$(med "$v" 3)" "$(med "$v" 4)"; done
for v in "${variants[@]:1}"; do
  printf '%-26s %9.2fx %9.2fx\n' "$v/$first" "$(calc "$(med "$v" 3) / $(med "$first" 3)")" "$(calc "$(med "$v" 4) / $(med "$first" 4)")"
done
if [[ ${#tests[@]} == 0 && " ${variants[*]} " == *" shell "* && $(calc "$(med shell 3) > $LIMIT") == 1 ]]; then
  echo "over the goal: the suite took $(med shell 3) s as it runs by default (limit $LIMIT s)" >&2
  exit 1
fi
