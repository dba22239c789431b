#!/usr/bin/env bash
# Installs Debian packages with apt, for the scripts that find a tool
# missing (scripts/ensure-chromium.sh, scripts/shellcheck.sh, tools/lib.sh's
# require). Only as root on a machine with apt-get, as CI runs; otherwise it
# fails with status 1 and installs nothing, and the caller gives its own
# hint. Services a package brings (nginx) are not started: the benches run
# their own, on ports of their choosing.
#
#   scripts/apt-install.sh [--with-recommends] PACKAGE...
#
# Packages come without what they only recommend, unless asked: podman's
# recommends (netavark, iptables, uidmap among them) are how it publishes
# ports, and the container tests were run with them.
set -euo pipefail
recommends=--no-install-recommends
if [[ ${1:-} == --with-recommends ]]; then recommends=--install-recommends; shift; fi
[[ $# -gt 0 ]] || { echo "usage: $0 [--with-recommends] PACKAGE..." >&2; exit 2; }
[[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null || exit 1

echo "installing Debian's $* with apt" >&2
export DEBIAN_FRONTEND=noninteractive
# invoke-rc.d starts no service in runlevel 1.
export RUNLEVEL=1
apt_get_install() { apt-get install -y -qq "$recommends" "$@" >/dev/null; }
# The package lists are fetched only when the install fails without them
# (quietly the first time: stale or missing lists are the usual cause).
apt_get_install "$@" 2>/dev/null || { apt-get update -qq && apt_get_install "$@"; } || {
  echo "the install of $* failed: apt says why above" >&2
  exit 1
}
