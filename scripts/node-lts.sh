#!/usr/bin/env bash
# The site on the newest Node LTS (NODE_LTS_VERSION, pinned in the Makefile),
# besides the machine's Node that runs the rest of `make test`, which can be
# as old as `engines` allows (20.19):
#  1. the unit tests run again. A change that works on the oldest Node and
#     breaks on the current LTS would otherwise pass. It happened: Node 25 and
#     later put an inert localStorage of their own on the global, which hid
#     jsdom's from every storage test (site/src/test/setup.ts);
#  2. the site is built again, in a scratch copy, and must come out byte for
#     byte as site/dist: the Dockerfile builds the image's site on this
#     major, and no Docker engine runs where the tests do, so this is how the
#     tests know the image ships the site they tested.
#
# Node comes from the npm registry, as `npx node@26` gets it: the package
# node-<platform>-<arch> holds the official build. It is kept in
# .cache/node/ (ignored by git), so only the first run downloads it.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${NODE_LTS_VERSION:?set NODE_LTS_VERSION, e.g. 26.10.0 (the Makefile does)}
current=$(node -p 'process.versions.node')
if [[ ${current%%.*} == "${version%%.*}" ]]; then
  echo "node-lts: this machine's Node is $current, the LTS major: the unit tests and the build already ran on it"
  exit 0
fi

pkg=node-$(node -p 'process.platform')-$(node -p 'process.arch')
dir=.cache/node/$pkg-$version
bin=$PWD/$dir/node_modules/$pkg/bin
if [[ ! -x $bin/node ]]; then
  echo "node-lts: fetching Node $version ($pkg) from the npm registry into $dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "$pkg@$version" >/dev/null
  [[ -x $bin/node ]] || { echo "node-lts: $pkg@$version has no bin/node (a platform this script does not know)" >&2; exit 1; }
fi
got=$("$bin/node" -p 'process.versions.node')
[[ $got == "$version" ]] || { echo "node-lts: $bin/node says $got, want $version" >&2; exit 1; }

[[ -f site/dist/index.html ]] || { echo "node-lts: no site/dist to compare with: run make build" >&2; exit 1; }
# PATH first, so whatever the tests and the build start as `node` is this Node too.
export PATH=$bin:$PATH

echo "node-lts: the site's unit tests on Node $got (this machine runs $current)"
(cd site && node node_modules/vitest/vitest.mjs run)

echo "node-lts: building the site on Node $got in a scratch copy, to compare with site/dist"
# Outside the repo: in a folder git ignores (.cache/, tried), the stylesheet
# came out different, as Tailwind leaves out what .gitignore lists when it
# looks for class names.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tar -C site --exclude=./node_modules --exclude=./dist --exclude=./.prerender -cf - . | tar -C "$scratch" -xf -
# The installed packages, as files of the copy's own (hard links, or a copy
# where the file system has none), as `npm ci` leaves them in the image. Not
# symbolic links: the bundler resolves a link to its target, and the
# manifest (dist/.vite/manifest.json) would then name a dynamically imported
# package by a path outside the copy (../site/node_modules/sonner/...). The
# build's own caches and type-check state (node_modules/.tmp, .vite,
# .vite-temp) are left out.
cp -al site/node_modules "$scratch/node_modules" 2>/dev/null || { rm -rf "$scratch/node_modules"; cp -a site/node_modules "$scratch/node_modules"; }
rm -rf "$scratch/node_modules/.tmp" "$scratch/node_modules/.vite" "$scratch/node_modules/.vite-temp"
(cd "$scratch" && npm run build >"$scratch/build.log" 2>&1) || { cat "$scratch/build.log" >&2; exit 1; }
# The compressed copies come from `studio precompress` (Go), not from Node.
if ! diff -r -x '*.br' -x '*.gz' -x '*.zst' -x .precompressed site/dist "$scratch/dist"; then
  echo "node-lts: the site built on Node $got differs from site/dist (built on Node $current): the image would ship another site than the one tested" >&2
  exit 1
fi
echo "node-lts: Node $got builds the same site/dist, file for file ($(find "$scratch/dist" -type f | wc -l) files)"
