#!/usr/bin/env bash
# make container: the two images docker-compose.yml runs, built with podman
# from the project's Dockerfile: chowk-studio-site:latest (the server, also
# tagged with SERVER_VERSION) and chowk-studio-publisher:latest (also tagged
# with VERSION), as ops/site.sh deploy tags them.
#
# The Dockerfile builds everything in its own stages from three public images
# (node, golang, distroless). Where a registry cannot be reached, its stages
# are built from local stand-ins, named by the build arguments it has for
# this, and nothing else changes:
#   ARTIFACTS   what make build made of the server (bin/studio), laid out
#               as the server-build stage's /out
#   SITE        the checkout's site/, installed and built by make build, as
#               the site-build stage's /src/site
#   NODE_IMAGE  this machine's node and the libraries it and sharp load
#   BASE_IMAGE  the part of distroless/static the server uses: CA
#               certificates and the nonroot user, uid 65532
# Each stand-in is made again only when what it holds changed, so that a
# server whose files did not change is built into the same image.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/podman.sh
source scripts/podman.sh

server=chowk-studio-site
publisher=chowk-studio-publisher
arg_default() { sed -n "s/^ARG $1=//p" Dockerfile | head -1; }
base=$(arg_default BASE_IMAGE)
node=docker.io/library/node:$(arg_default NODE_VERSION)-trixie-slim
golang=docker.io/library/golang:$(arg_default GO_VERSION)-trixie
# The commit that last changed what the server image holds.
server_version=${SERVER_VERSION:-$(git log -1 --format=%h -- cmd spa internal go.mod go.sum Caddyfile Dockerfile 2>/dev/null || echo dev)}
# Local, or pulled now (an unreachable registry answers at once).
have() { podman image exists "$1" || podman pull --quiet "$1" >/dev/null 2>&1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# The label docker compose puts on what it builds: with it, `docker compose
# build` (ops/site.sh deploy) of unchanged server files makes this very
# image, so compose keeps the running container.
args=(--format docker --build-arg "VERSION=${VERSION:-dev}" --build-arg "SERVER_VERSION=$server_version"
  --label com.docker.compose.image.builder=classic)

# stand_in NAME DIR: DIR as the image NAME, imported again only when its
# contents changed (their digest is the image's label).
stand_in() {
  local name=$1 dir=$2 tar digest
  tar=$stage/stand-in.tar
  tar -C "$dir" --sort=name --mtime=@0 --numeric-owner -cf "$tar" .
  digest=$(sha256sum "$tar" | cut -c1-16)
  if [[ $(podman image inspect --format '{{index .Config.Labels "digest"}}' "$name" 2>/dev/null) != "$digest" ]]; then
    podman import --quiet --change "LABEL digest=$digest" "$tar" "$name" >/dev/null
  fi
  rm -f "$tar"
}

if ! have "$golang"; then
  echo "container: no $golang to be had, so the server is bin/studio from make build" >&2
  mkdir -p "$stage/artifacts/out/data" "$stage/artifacts/out/config" "$stage/artifacts/out/releases" "$stage/artifacts/out/run"
  cp bin/studio "$stage/artifacts/out/studio"
  stand_in localhost/chowk-studio-artifacts:latest "$stage/artifacts"
  args+=(--build-arg ARTIFACTS=localhost/chowk-studio-artifacts:latest)
fi

if ! have "$node"; then
  echo "container: no $node to be had, so the publisher is this machine's node, with the site make build installed and built" >&2
  root=$stage/node
  mkdir -p "$root/usr/bin" "$root/lib/x86_64-linux-gnu" "$root/lib64" "$root/etc/ssl/certs" "$root/tmp"
  cp "$(command -v node)" "$root/usr/bin/node"
  # The libraries node and the native modules (rolldown, sharp) load from the system.
  for lib in $({ ldd "$(command -v node)"; find site/node_modules -name '*.node' -exec ldd {} \;; } | awk '/=> \// && $3 !~ /node_modules/ {print $3}' | sort -u); do
    cp -L "$lib" "$root/lib/x86_64-linux-gnu/"
  done
  cp -L /lib64/ld-linux-x86-64.so.2 "$root/lib64/"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
  printf '%s\n' root:x:0:0:root:/root:/sbin/nologin nonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin >"$root/etc/passwd"
  printf '%s\n' root:x:0: nonroot:x:65532: >"$root/etc/group"
  chmod 1777 "$root/tmp"
  stand_in localhost/chowk-studio-node:latest "$root"
  mkdir -p "$stage/site/src"
  # make build's site: sources, node_modules and the built defaults, less the tools' caches.
  tar -C . --exclude=site/.prerender --exclude=site/node_modules/.cache --exclude=site/node_modules/.vite \
    --exclude='site/node_modules/.release-renderer-*' --exclude='site/node_modules/.publish-renderer-*' -cf - site | tar -C "$stage/site/src" -xf -
  stand_in localhost/chowk-studio-site-build:latest "$stage/site"
  rm -rf "$stage/site"
  args+=(--build-arg NODE_IMAGE=localhost/chowk-studio-node:latest --build-arg SITE=localhost/chowk-studio-site-build:latest)
fi

if ! have "$base"; then
  echo "container: no $base to be had, so the server is built on a stand-in with its CA certificates and nonroot user" >&2
  root=$stage/base
  mkdir -p "$root/etc/ssl/certs" "$root/home/nonroot" "$root/tmp"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"
  printf '%s\n' root:x:0:0:root:/root:/sbin/nologin nobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin \
    nonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin >"$root/etc/passwd"
  printf '%s\n' root:x:0: nobody:x:65534: nonroot:x:65532: >"$root/etc/group"
  chmod 1777 "$root/tmp"
  chown 65532:65532 "$root/home/nonroot"
  stand_in localhost/chowk-studio-base:latest "$root"
  args+=(--build-arg BASE_IMAGE=localhost/chowk-studio-base:latest)
fi

podman build --quiet "${args[@]}" --target server --tag "$server:latest" --tag "$server:$server_version" . >/dev/null
podman build --quiet "${args[@]}" --target publisher --tag "$publisher:latest" --tag "$publisher:${VERSION:-dev}" . >/dev/null
for image in "$server" "$publisher"; do
  echo "container: built $image:latest ($(podman image inspect --format '{{.Size}}' "$image:latest" | numfmt --to=iec) bytes)"
done
