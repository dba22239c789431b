#!/usr/bin/env bash
# make container: the image docker-compose.yml runs (chowk-studio-site:latest,
# also tagged with its VERSION, as ops/site.sh deploy tags it), built with
# podman from the project's Dockerfile.
#
# The Dockerfile builds everything in its own stages from three public images
# (node, golang, distroless). Where a registry cannot be reached, its final
# stage is built from local stand-ins, named by the build arguments it has
# for this, and nothing else changes:
#   ARTIFACTS   an image holding what `make build` made (the binary and the
#               precompressed site), laid out as the server stage's /out
#   BASE_IMAGE  the part of distroless/static the server uses: CA
#               certificates and the nonroot user, uid 65532
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/podman.sh
source scripts/podman.sh

image=${IMAGE:-chowk-studio-site:latest}
arg_default() { sed -n "s/^ARG $1=//p" Dockerfile; }
base=$(arg_default BASE_IMAGE)
node=docker.io/library/node:$(arg_default NODE_VERSION)-trixie-slim
golang=docker.io/library/golang:$(arg_default GO_VERSION)-trixie
# Local, or pulled now (an unreachable registry answers at once).
have() { podman image exists "$1" || podman pull --quiet "$1" >/dev/null 2>&1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
args=(--format docker --build-arg "VERSION=${VERSION:-dev}" --tag "$image" --tag "${image%:*}:${VERSION:-dev}"
  --build-arg "REVISION=$(git rev-parse HEAD 2>/dev/null || echo unknown)"
  --build-arg "CREATED=$(date -u +%Y-%m-%dT%H:%M:%SZ)")

if ! have "$node" || ! have "$golang"; then
  echo "container: no $node or $golang to be had, so the image ships bin/studio and site/dist from make build" >&2
  mkdir -p "$stage/artifacts/out/data" "$stage/artifacts/out/config"
  cp bin/studio "$stage/artifacts/out/studio"
  cp -R site/dist "$stage/artifacts/out/dist"
  tar -C "$stage/artifacts" --owner=0 --group=0 -c . | podman import --quiet - localhost/chowk-studio-artifacts:latest >/dev/null
  args+=(--build-arg ARTIFACTS=localhost/chowk-studio-artifacts:latest)
fi

if ! have "$base"; then
  echo "container: no $base to be had, so the image is built on a stand-in with its CA certificates and nonroot user" >&2
  root=$stage/base
  mkdir -p "$root/etc/ssl/certs" "$root/home/nonroot" "$root/tmp"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
  printf '%s\n' root:x:0:0:root:/root:/sbin/nologin nobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin \
    nonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin >"$root/etc/passwd"
  printf '%s\n' root:x:0: nobody:x:65534: nonroot:x:65532: >"$root/etc/group"
  chmod 1777 "$root/tmp"
  tar -C "$root" --owner=0 --group=0 --exclude=./home/nonroot -cf "$stage/base.tar" .
  tar -C "$root" --owner=65532 --group=65532 -rf "$stage/base.tar" ./home/nonroot
  podman import --quiet "$stage/base.tar" localhost/chowk-studio-base:latest >/dev/null
  args+=(--build-arg BASE_IMAGE=localhost/chowk-studio-base:latest)
fi

podman build --quiet "${args[@]}" . >/dev/null
echo "container: built $image ($(podman image inspect --format '{{.Size}}' "$image" | numfmt --to=iec) bytes)"
