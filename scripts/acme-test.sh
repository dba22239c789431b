#!/usr/bin/env bash
# make test-acme: the image, started with docker-compose.yml and a test
# override as ops start it for a real domain, gets its certificate from
# Let's Encrypt's test CA, Pebble, by a real challenge, keeps it through a
# restart and a rebuild, renews it under load, and waits out a CA that is
# out of reach (systemtest/acme_run_test.go runs every check, and removes
# what it started).
#
#   COMPOSE        the Docker Compose v5 binary (the Makefile builds it)
#   PEBBLE_BIN     the folder with pebble and pebble-challtestsrv (likewise)
#   PEBBLE_MODULE  Pebble's module folder, for its test certificates
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/podman.sh
source scripts/podman.sh
: "${COMPOSE:?name the Docker Compose binary (make test-acme builds one)}"
: "${PEBBLE_BIN:?name the folder with pebble and pebble-challtestsrv (make test-acme builds them)}"
: "${PEBBLE_MODULE:?name the folder of the Pebble module (make test-acme finds it)}"

run=$(mktemp -d)
podman_api=
cleanup() {
  kill "$podman_api" 2>/dev/null || true
  wait "$podman_api" 2>/dev/null || true
  rm -rf "$run"
}
trap cleanup EXIT
start_podman_api "$run" || { echo "make test-acme: podman's API did not start" >&2; exit 1; }

STUDIO_TEST_COMPOSE=$COMPOSE STUDIO_TEST_PEBBLE=$PEBBLE_BIN/pebble STUDIO_TEST_CHALLTESTSRV=$PEBBLE_BIN/pebble-challtestsrv \
  STUDIO_TEST_PEBBLE_CERTS=$PEBBLE_MODULE/test/certs \
  timeout 15m go test -C systemtest -count=1 -v -timeout 14m -run '^TestACMEGetsAndKeepsTheCertificateOfARealDomain$' .
