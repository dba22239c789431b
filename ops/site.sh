#!/usr/bin/env bash
# The site's operations on the compose host, from the checkout beside
# docker-compose.yml and .env (docs/operations.md):
#
#   ops/site.sh deploy                  build this checkout's images and start them:
#                                       this code's release goes live if it is new
#   ops/site.sh publish FILE            the admin's export (Export all data) goes live
#   ops/site.sh releases                the kept releases, newest first; * is live
#   ops/site.sh rollback [ID]           the release before the live one (or ID) goes live
#   ops/site.sh servers                 the server images at hand, newest first; * runs
#   ops/site.sh rollback-server [TAG]   start the server image deployed before this one (or TAG)
#   ops/site.sh backup DIR              save the certificates, the releases, .env and any override file
#   ops/site.sh restore DIR             put them back, into fresh volumes too
#
# A release is a built site (docs/architecture.md, "Releases"); switching
# to one takes the running server a config load, nothing is dropped. The
# server's image is chowk-studio-site:<version>, the commit that last
# changed its files; latest is the one compose runs.
#
#   DOCKER    the container engine's command (docker; podman works too)
#   COMPOSE   the compose command (DOCKER compose)
set -euo pipefail
cd "$(dirname "$0")/.."

docker=${DOCKER:-docker}
read -r -a compose <<<"${COMPOSE:-$docker compose}"
image=chowk-studio-site
caddyfile=(--config /etc/studio/Caddyfile)

die() {
  echo "ops/site.sh: $*" >&2
  exit 1
}
label() { # IMAGE LABEL
  "$docker" image inspect --format "{{index .Config.Labels \"org.opencontainers.image.$2\"}}" "$1"
}

# The version tags of the server's images, one a line: "created tag", newest first.
server_images() {
  local tag
  for tag in $("$docker" image ls --format '{{.Tag}}' "$image" | grep -v -x -e latest -e '<none>' | sort -u); do
    printf '%s %s\n' "$("$docker" image inspect --format '{{.Created}}' "$image:$tag" | cut -c1-19 | tr ' ' T)" "$tag"
  done | sort -r
}
# studio release ... in the running server's container (internal/release).
release() { "${compose[@]}" exec -T site studio release "$@"; }
# Runs the publisher once with args, standard input passed on, and returns
# its exit code, which podman's Docker API does not pass back to compose run.
publisher() {
  local name=chowk-studio-publish-$$ code
  "${compose[@]}" --progress quiet run --name "$name" -T publish "$@" || true
  code=$("$docker" inspect --format '{{.State.ExitCode}}' "$name" 2>/dev/null || echo 1)
  "$docker" rm "$name" >/dev/null 2>&1 || true
  return "$code"
}

# Recreates the container from chowk-studio-site:latest and waits until it is healthy.
start() {
  "${compose[@]}" up --detach --no-build --wait
}

case ${1:-} in
deploy)
  VERSION=$(git describe --tags --always --dirty)
  SERVER_VERSION=$(git log -1 --format=%h -- cmd spa internal go.mod go.sum Caddyfile Dockerfile)
  export VERSION SERVER_VERSION
  "${compose[@]}" build
  running=$("${compose[@]}" ps --quiet site)
  if [[ -n $running && $("$docker" inspect --format '{{.Image}}' "$running" | sed 's/^sha256://') == $("$docker" image inspect --format '{{.Id}}' "$image:latest" | sed 's/^sha256://') ]]; then
    # The same server: the new code's release is made and switched to under
    # it, and its container stays (compose up would recreate it where the
    # engine's API names networks by name, as podman's does).
    publisher || die "the publisher did not make this code's release (above); the live one still serves"
    echo "deployed $VERSION; the server $image:$SERVER_VERSION kept running"
  else
    start
    echo "deployed $VERSION (server $image:$SERVER_VERSION)"
  fi
  ;;
publish)
  file=${2:?usage: ops/site.sh publish FILE}
  [[ -f $file ]] || die "no file $file"
  publisher - <"$file" || exit 1
  ;;
releases)
  release list
  ;;
rollback)
  if [[ -n ${2:-} ]]; then
    target=$2
  else
    # The release listed after the live one: the newest before it.
    target=$(release list | awk '$1 == "*" { live = 1; next } live && NF { print $1; exit }')
  fi
  [[ -n $target ]] || die "no release older than the live one: ops/site.sh releases lists them"
  release switch "$target"
  ;;
servers)
  current=$(label "$image:latest" version 2>/dev/null || true)
  server_images | while read -r created tag; do
    mark=' '
    [[ $tag == "$current" ]] && mark='*'
    printf '%s %-16s %s\n' "$mark" "$tag" "$created"
  done
  ;;
rollback-server)
  current=$(label "$image:latest" version) || die "no $image:latest to roll back from"
  if [[ -n ${2:-} ]]; then
    target=$2
  else
    created=$("$docker" image inspect --format '{{.Created}}' "$image:latest" | cut -c1-19 | tr ' ' T)
    # The newest server image built before the running one.
    target=$(server_images | awk -v now="$created" -v cur="$current" '$1 < now && $2 != cur { print $2; exit }')
  fi
  [[ -n $target ]] || die "no server image older than $current: ops/site.sh servers lists them"
  "$docker" image inspect "$image:$target" >/dev/null 2>&1 || die "no image $image:$target: ops/site.sh servers lists them"
  "$docker" tag "$image:$target" "$image:latest"
  start
  echo "rolled the server back from $current to $target"
  ;;
backup)
  dir=${2:?usage: ops/site.sh backup DIR}
  mkdir -p "$dir"
  # Caddy's own export of its storage: certificates, their keys, the ACME
  # account and the local CA, from the caddy_data volume.
  "${compose[@]}" run --rm --no-deps -T site storage export "${caddyfile[@]}" --output - >"$dir/caddy-data.tar"
  [[ -n $(tar -tf "$dir/caddy-data.tar") ]] || die "the export wrote no storage to $dir/caddy-data.tar (its errors are above)"
  # Every release and which is live, each file once (studio release backup).
  "${compose[@]}" run --rm --no-deps -T site release backup >"$dir/releases.tar"
  tar -tf "$dir/releases.tar" current >/dev/null 2>&1 || die "the backup of the releases in $dir/releases.tar has no live release (its errors are above)"
  for file in .env docker-compose.override.yml; do
    [[ -f $file ]] && cp -p "$file" "$dir/"
  done
  echo "backed up to $dir: $(find "$dir" -mindepth 1 -maxdepth 1 -printf '%f ')"
  ;;
restore)
  dir=${2:?usage: ops/site.sh restore DIR}
  [[ -f $dir/caddy-data.tar ]] || die "$dir has no caddy-data.tar (ops/site.sh backup writes it)"
  for file in .env docker-compose.override.yml; do
    if [[ -f $dir/$file && ! -f $file ]]; then cp -p "$dir/$file" .; fi
  done
  imported=$("${compose[@]}" run --rm --no-deps -T site storage import "${caddyfile[@]}" --input - <"$dir/caddy-data.tar")
  [[ $imported == *"Successfully imported storage"* ]] || die "the import did not finish: $imported"
  if [[ -f $dir/releases.tar ]]; then
    "${compose[@]}" run --rm --no-deps -T site release restore <"$dir/releases.tar" || die "the releases were not restored (above)"
  fi
  echo "restored from $dir: start the site with docker compose up -d"
  ;;
*)
  sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
  ;;
esac
