#!/usr/bin/env bash
# Makes sure the Playwright suite has a Chromium to drive. It looks where a
# user's machine would have one (an env var, a browser installed by
# `npx playwright install`, the system package) and, when none is found and
# it runs as root on Debian/Ubuntu, installs Debian's chromium with apt.
set -euo pipefail

found() { echo "chromium: $1"; exit 0; }

for p in "${PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH:-}" "${CHROMIUM_PATH:-}"; do
  [[ -n $p && -x $p ]] && found "$p"
done
for p in "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome; do
  [[ -x $p ]] && found "$p"
done
for p in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  [[ -x $p ]] && found "$p"
done

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "chromium: none found; installing Debian's chromium with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
  [[ -x /usr/bin/chromium ]] && found /usr/bin/chromium
fi

cat >&2 <<'MSG'
chromium: no browser found for the Playwright suite. Either
  - install one: `sudo apt-get install chromium` (Debian/Ubuntu) or `cd e2e && npx playwright install chromium`
  - or point PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH at a Chromium or Chrome binary.
MSG
exit 1
