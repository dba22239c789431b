#!/usr/bin/env bash
# Makes sure there is a Chromium to drive, looking where a user's machine
# would have one: an env var, the browsers `npx playwright install` put in
# place, the system's packages. When none fits and it runs as root on
# Debian/Ubuntu, it installs Debian's package with apt.
#
#   scripts/ensure-chromium.sh          for the Playwright suite: a headless
#                                       shell first (the suite runs 1.6x faster
#                                       in it),
#                                       else a full Chromium
#   scripts/ensure-chromium.sh --full   the desktop browser, for Lighthouse,
#                                       which measures what it does
#   --find (with either)                only look: print what is found, install
#                                       nothing (tools/lib.sh's find_chromium)
#
# The search is the one e2e/support/browser.ts makes.
set -euo pipefail

full=false
install=true
for arg; do
  case $arg in
    --full) full=true ;;
    --find) install=false ;;
    *) echo "usage: $0 [--full] [--find]" >&2; exit 2 ;;
  esac
done

found() { echo "chromium: $1"; exit 0; }
first() { for p in "$@"; do [[ -n $p && -x $p ]] && found "$p"; done; return 0; }
apt_install() { $install && "$(dirname "$0")/apt-install.sh" "$@" fonts-liberation; }

browsers=${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}
full_browsers=(/usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome)

first "${PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH:-}" "${CHROMIUM_PATH:-}"
if $full; then
  first "${full_browsers[@]}"
  apt_install chromium && first /usr/bin/chromium
else
  # Playwright's own browsers first (it runs its shell when it has one), then the system's.
  first "$browsers"/chromium_headless_shell-*/chrome-*/*headless*shell "$browsers"/chromium-*/chrome-linux*/chrome
  first /usr/bin/chromium-headless-shell
  apt_install chromium-headless-shell && first /usr/bin/chromium-headless-shell
  # No headless shell to be had (not root, or not Debian): a full Chromium does, slower.
  first "${full_browsers[@]}"
  apt_install chromium && first /usr/bin/chromium
fi

cat >&2 <<'MSG'
chromium: no browser found. Either
  - install one: `sudo apt-get install chromium-headless-shell chromium` (Debian) or `cd e2e && npx playwright install chromium`
  - or point PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH at a Chromium or Chrome binary.
MSG
exit 1
