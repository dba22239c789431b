#!/usr/bin/env bash
# make test-container: starts the image as ops do, with the unmodified
# docker-compose.yml through Docker Compose against podman's Docker API,
# waits until its health check reports healthy, walks the whole Playwright
# suite against it over HTTPS, publishes the owner's export through
# ops/site.sh in the browser's publish test, then runs the checks only a
# running container answers (systemtest/container_run_test.go). Whatever
# happens, it removes the containers, network and volumes it made.
#
#   COMPOSE                the Docker Compose v5 binary (the Makefile builds it)
#   HTTP_PORT, HTTPS_PORT  the compose file's own; free ports when unset
#   CONTAINER_TEST_PROJECT the compose project's name (chowk-studio-test)
#   HEALTHY_WITHIN         seconds the container has to turn healthy (60)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/podman.sh
source scripts/podman.sh
: "${COMPOSE:?name the Docker Compose binary (make test-container builds one)}"

# A project of its own, so that an instance ops run here is left alone.
export COMPOSE_PROJECT_NAME=${CONTAINER_TEST_PROJECT:-chowk-studio-test}
run=$(mktemp -d)
free_port() { node -e 'const s = require("net").createServer().listen(0, () => { console.log(s.address().port); s.close(); })'; }
export HTTP_PORT=${HTTP_PORT:-$(free_port)} HTTPS_PORT=${HTTPS_PORT:-$(free_port)}
# A trial on this machine, as .env.example says to set it.
export SITE_ADDRESS=${SITE_ADDRESS:-localhost}
compose() { timeout 120 "$COMPOSE" "$@"; }
container=

# One message last, under the container's last log lines when there is one.
fail() {
  if [[ -n $container ]]; then
    echo "--- the container's last log lines:" >&2
    compose logs --no-log-prefix --tail 15 site >&2 || true
  fi
  echo "make test-container: $*" >&2
  exit 1
}

cleanup() {
  compose down --volumes --remove-orphans --timeout 5 >"$run/down.log" 2>&1 ||
    echo "make test-container: docker compose down failed; podman ps -a shows what is left: $(tail -1 "$run/down.log")" >&2
  kill "$podman_api" 2>/dev/null || true
  wait "$podman_api" 2>/dev/null || true
  rm -rf "$run"
}

# podman's Docker-compatible API, for as long as this run lasts.
podman_api=
trap cleanup EXIT
start_podman_api "$run" || fail "podman's API did not start"

if ! compose up --detach --no-build >"$run/up.log" 2>&1; then
  grep -v '^ ' "$run/up.log" >&2 || true # its error, without the progress lines
  fail "docker compose up could not start the site on ports $HTTP_PORT (HTTP) and $HTTPS_PORT (HTTPS): is one taken? HTTP_PORT and HTTPS_PORT choose others"
fi
container=$(compose ps --quiet site)

# podman runs the image's health check on systemd timers, and a machine
# without systemd (CI's) has none: the status would stay "starting". So the
# check is run here, as the timer would, until it reports healthy.
within=${HEALTHY_WITHIN:-60}
deadline=$((SECONDS + within))
until [[ $(podman healthcheck run "$container" >/dev/null 2>&1; podman inspect --format '{{.State.Health.Status}}' "$container") == healthy ]]; do
  state=$(podman inspect --format '{{.State.Status}} {{.State.ExitCode}}' "$container")
  [[ $state == running* ]] || fail "the container stopped (state, exit code: $state)"
  ((SECONDS < deadline)) || fail "the container did not turn healthy within $within s"
  sleep 1
done

url=https://localhost:$HTTPS_PORT
echo "The container is healthy at $url (HTTP on $HTTP_PORT). The Playwright suite against it:"
status=0
(cd e2e && E2E_BASE_URL=$url timeout 20m npx playwright test) || status=1
# Alone, as it changes the live site: the owner's export published through
# ops/site.sh, as the operator runs it, then the release before it put back.
echo "The owner's publish through ops/site.sh against it:"
(cd e2e && E2E_BASE_URL=$url E2E_OPS=$PWD/../ops/site.sh DOCKER=podman timeout 5m npx playwright test tests/publish.spec.ts) || status=1
echo "The checks only a running container answers:"
STUDIO_TEST_COMPOSE=$COMPOSE timeout 12m go test -C systemtest -count=1 -v -timeout 11m -run '^TestRunningContainer' . || status=1
((status == 0)) || fail "tests failed against the container (above)"
