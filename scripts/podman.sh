# Sourced by scripts/container-*.sh: podman as it runs containers here, or
# one clear message and exit 1.
# shellcheck shell=bash
for tool in podman runc; do
  command -v "$tool" >/dev/null || {
    echo "$tool is not installed: the container targets build and run the image with podman and runc (Debian: apt-get install podman runc)" >&2
    exit 1
  }
done
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/scripts/containers.conf}

# podman's Docker-compatible API on a socket in folder $1, for as long as the
# calling script runs: exports DOCKER_HOST and sets podman_api (its pid),
# which the caller kills when it is done. Returns 1, with podman's last
# words on stderr, if the socket does not appear.
start_podman_api() {
  export DOCKER_HOST=unix://$1/podman.sock
  podman system service --time=0 "$DOCKER_HOST" >"$1/service.log" 2>&1 &
  # shellcheck disable=SC2034 # the caller's, to stop it
  podman_api=$!
  for _ in {1..100}; do [[ -S $1/podman.sock ]] && return 0; sleep 0.1; done
  tail -3 "$1/service.log" >&2
  return 1
}
