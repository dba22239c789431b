#!/usr/bin/env bash
# Lints the project's shell scripts (CI's entry point, scripts/, bench/)
# with ShellCheck. Most of bench/ runs for minutes and only by hand, so a
# mistake there would otherwise wait for the next person who measures.
# Without ShellCheck it installs Debian's package when it runs as root with
# apt (as CI does), and otherwise checks the syntax alone (bash -n) and says
# so.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts=(.ci/run scripts/*.sh bench/*.sh)

for s in "${scripts[@]}"; do bash -n "$s"; done

if ! command -v shellcheck >/dev/null && [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "shellcheck: installing Debian's package with apt"
  export DEBIAN_FRONTEND=noninteractive
  # A failed install (no network to the mirror) leaves the syntax check below.
  apt-get install -y -qq --no-install-recommends shellcheck >/dev/null 2>&1 ||
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends shellcheck >/dev/null; } ||
    echo "shellcheck: the install failed"
fi
if ! command -v shellcheck >/dev/null; then
  echo "shellcheck: not installed, so only the syntax of ${#scripts[@]} scripts was checked (bash -n); apt-get install shellcheck for the rest"
  exit 0
fi
# -x follows `source bench/lib.sh`, so the helpers are checked where they are used.
shellcheck -x "${scripts[@]}"
echo "shellcheck: ${#scripts[@]} scripts clean"
