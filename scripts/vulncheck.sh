#!/usr/bin/env bash
# Checks the server for known vulnerabilities with govulncheck: the Go code
# (source mode: only what our code can reach counts) and the built binary
# (binary mode: every package it links, as shipped in the image).
#
# govulncheck's database normally comes from vuln.go.dev, which this
# machine's network does not reach. The same reports ship as OSV files in the
# golang.org/x/vulndb module on the Go module proxy; vulndb's own
# cmd/indexdb turns them into the database govulncheck reads (`-db file://`).
# The database version is pinned (VULNDB_VERSION) so a run is repeatable;
# VULNDB_VERSION=latest checks against the newest reports.
#
#   scripts/vulncheck.sh                  (make vulncheck; part of make test)
#   VULNDB_VERSION=latest scripts/vulncheck.sh
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
BIN=${BIN:-bin/studio}
VULNDB_VERSION=${VULNDB_VERSION:?set VULNDB_VERSION (the Makefile pins it)}
GOVULNCHECK=${GOVULNCHECK:?set GOVULNCHECK (the Makefile pins it)}

if [[ ! -x $BIN ]]; then
  echo "vulncheck: $BIN is missing: run make build first" >&2
  exit 2
fi

# Module queries run outside this module so they never touch go.mod/go.sum.
outside=$(mktemp -d)
trap 'rm -rf "$outside"' EXIT
version=$(cd "$outside" && GOFLAGS=-mod=mod $GO list -m -f '{{.Version}}' "golang.org/x/vulndb@$VULNDB_VERSION")
db=$PWD/.cache/vulndb/$version

if [[ ! -f $db/index/db.json ]]; then
  echo "vulncheck: indexing golang.org/x/vulndb@$version into $db"
  src=$(cd "$outside" && $GO mod download -json "golang.org/x/vulndb@$version" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  if [[ ! -d $src/data/osv ]]; then
    echo "vulncheck: golang.org/x/vulndb@$version has no data/osv folder" >&2
    exit 2
  fi
  rm -rf "$db.tmp"
  mkdir -p "$(dirname "$db")"
  (cd "$outside" && $GO run "golang.org/x/vulndb/cmd/indexdb@$version" -vulns "$src/data/osv" -out "$db.tmp")
  mv "$db.tmp" "$db"
fi

reports=$(find "$db/ID" -maxdepth 1 -name '*.json' -printf '%f\n')
newest=$(grep -E '^GO-[0-9-]+\.json$' <<<"$reports" | sort -V | tail -1)
echo "vulncheck: database golang.org/x/vulndb@$version ($(grep -c . <<<"$reports") reports, the newest ${newest%.json})"
echo "vulncheck: $($GO version) for the source; $($GO version "$BIN")"
# A pinned database grows stale: say so once it is a month old (new reports
# are published every week or so), without failing the run.
if [[ $version =~ ^v0\.0\.0-([0-9]{8}) ]]; then
  age=$(( ($(date -u +%s) - $(date -u -d "${BASH_REMATCH[1]}" +%s)) / 86400 ))
  if (( age > 30 )); then
    echo "vulncheck: note: the database is $age days old; try VULNDB_VERSION=latest and move the pin in the Makefile" >&2
  fi
fi

# The module's packages, less the Go code npm packages ship in node_modules.
mapfile -t packages < <($GO list ./... | grep -v /node_modules/)
status=0
echo "== source: ${#packages[@]} packages of this module =="
$GO run "$GOVULNCHECK" -db "file://$db" "${packages[@]}" || status=$?
echo "== binary: $BIN =="
$GO run "$GOVULNCHECK" -db "file://$db" -mode binary "$BIN" || status=$?
exit "$status"
