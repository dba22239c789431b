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
