#!/usr/bin/env bash
# The site's operations on the compose host, from the checkout beside
# docker-compose.yml and .env (docs/operations.md):
#
#   ops/site.sh deploy            build this checkout's image and start it
#   ops/site.sh releases          the images at hand, newest first; * runs
#   ops/site.sh rollback [TAG]    start the image deployed before this one (or TAG)
#   ops/site.sh backup DIR        save the certificates, .env and any override file
#   ops/site.sh restore DIR       put them back, into fresh volumes too
#
# Each image is chowk-studio-site:<version>, the version `git describe`
# gives, with its commit and build time in its OCI labels; latest is the
# one compose runs, and moves to whichever deploy or rollback came last.
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

# The version tags of the site's images, one a line: "created tag revision", newest first.
releases() {
  local tag
  for tag in $("$docker" image ls --format '{{.Tag}}' "$image" | grep -v -x -e latest -e '<none>' | sort -u); do
    printf '%s %s %s\n' "$(label "$image:$tag" created)" "$tag" "$(label "$image:$tag" revision)"
  done | sort -r
}

# Recreates the container from chowk-studio-site:latest and waits until it is healthy.
start() {
  "${compose[@]}" up --detach --no-build --wait
}

case ${1:-} in
deploy)
  VERSION=$(git describe --tags --always --dirty)
  REVISION=$(git rev-parse HEAD)
  CREATED=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  export VERSION REVISION CREATED
  "${compose[@]}" build site
  start
  echo "deployed $image:$VERSION ($REVISION)"
  ;;
releases)
  current=$(label "$image:latest" version 2>/dev/null || true)
  releases | while read -r created tag revision; do
    mark=' '
    [[ $tag == "$current" ]] && mark='*'
    printf '%s %-32s %s %s\n' "$mark" "$tag" "$created" "$revision"
  done
  ;;
rollback)
  current=$(label "$image:latest" version) || die "no $image:latest to roll back from"
  if [[ -n ${2:-} ]]; then
    target=$2
  else
    created=$(label "$image:latest" created)
    # The newest release built before the running one.
    target=$(releases | awk -v now="$created" -v cur="$current" '$1 < now && $2 != cur { print $2; exit }')
  fi
  [[ -n $target ]] || die "no release older than $current: ops/site.sh releases lists them"
  "$docker" image inspect "$image:$target" >/dev/null 2>&1 || die "no image $image:$target: ops/site.sh releases lists them"
  "$docker" tag "$image:$target" "$image:latest"
  start
  echo "rolled back from $current to $target"
  ;;
backup)
  dir=${2:?usage: ops/site.sh backup DIR}
  mkdir -p "$dir"
  # Caddy's own export of its storage: certificates, their keys, the ACME
  # account and the local CA, from the caddy_data volume.
  "${compose[@]}" run --rm --no-deps -T site storage export "${caddyfile[@]}" --output - >"$dir/caddy-data.tar"
  tar -tf "$dir/caddy-data.tar" | grep -q . || die "the export wrote no storage to $dir/caddy-data.tar (its errors are above)"
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
  echo "restored from $dir: start the site with docker compose up -d"
  ;;
*)
  sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
  ;;
esac
