#!/usr/bin/env bash
# Lints the project's shell scripts (CI's entry point, scripts/, tools/, ops/)
# with ShellCheck. Most of tools/ runs for minutes and only by hand, so a
# mistake there would otherwise wait for the next person who measures.
# Without ShellCheck it installs Debian's package when it runs as root with
# apt (as CI does), and otherwise checks the syntax alone (bash -n) and says
# so.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts=(.ci/run scripts/*.sh tools/*.sh tools/*/*.sh ops/*.sh)

for s in "${scripts[@]}"; do bash -n "$s"; done

# A failed install (not root, or no network to the mirror) leaves the syntax
# check below.
command -v shellcheck >/dev/null || scripts/apt-install.sh shellcheck || true
if ! command -v shellcheck >/dev/null; then
  echo "shellcheck: not installed, so only the syntax of ${#scripts[@]} scripts was checked (bash -n); apt-get install shellcheck for the rest"
  exit 0
fi
# -x follows `source tools/lib.sh`, so the helpers are checked where they are used.
shellcheck -x "${scripts[@]}"
echo "shellcheck: ${#scripts[@]} scripts clean"
