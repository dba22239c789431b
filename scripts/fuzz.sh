#!/usr/bin/env bash
# Runs each Go fuzz target for FUZZTIME (default 60s; "1000000x" for a count)
# and prints a table of executions and crashes. A crash makes it exit non-zero
# and leaves the failing input under the package's testdata/fuzz/ for `go test`
# to replay.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
FUZZTIME=${FUZZTIME:-60s}
targets=(
  "./spa/internal/route FuzzCleanPath"
  "./spa/internal/route FuzzRouteMatch"
  "./spa/internal/route FuzzRouterSegments"
  "./spa FuzzServeHTTP"
)
status=0
rows=()
for t in "${targets[@]}"; do
  read -r pkg name <<<"$t"
  log=$(mktemp)
  go test "$pkg" -run '^$' -fuzz "^${name}\$" -fuzztime "$FUZZTIME" -v >"$log" 2>&1
  rc=$?
  execs=$(grep -o 'execs: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  crashes=0
  if [[ $rc -ne 0 ]]; then crashes=1; status=1; grep -A5 -- '--- FAIL' "$log" >&2; fi
  rows+=("$(printf '%-20s %-24s %12s %8s' "$name" "$pkg" "${execs:-0}" "$crashes")")
  rm -f "$log"
done
printf '%-20s %-24s %12s %8s\n' target package executions crashes
printf '%s\n' "${rows[@]}"
exit $status
