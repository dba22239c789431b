# The two commands a newcomer needs: `make run` and `make test`.
# Everything else is a step they depend on; each installs what it is missing.

SHELL   := bash
GO      ?= go
NPM     ?= npm
BIN     := bin/studio
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X github.com/caddyserver/caddy/v2.CustomVersion=$(VERSION)

# Go builds with the toolchain go.mod names (its `toolchain` line: the release
# with the latest security fixes), fetched through the module proxy when the
# installed Go is older; a machine set to GOTOOLCHAIN=local would otherwise
# build a server with known holes (scripts/vulncheck.sh catches that too).
export GOTOOLCHAIN ?= auto

# Every go command here (vet, staticcheck, the tests and the binaries they
# build) compiles as the server is built, without cgo and with -trimpath, so
# a cold build cache compiles Caddy's tree once for all of them.
export CGO_ENABLED ?= 0
export GOFLAGS += -trimpath

# Caddy keeps its state (CA, autosave) here instead of the home folder.
CADDY_STATE ?= $(CURDIR)/.caddy
export XDG_DATA_HOME   ?= $(CADDY_STATE)/data
export XDG_CONFIG_HOME ?= $(CADDY_STATE)/config

SITE_SOURCES := $(shell find site/src site/public site/tooling site/published -type f 2>/dev/null) \
	site/index.html site/package.json site/vite.config.ts site/tsconfig.json site/tsconfig.app.json site/tsconfig.node.json site/package-lock.json
# Every Go file outside the site, the tests and the helper tools: a new
# package of the server is picked up without editing this list.
GO_SOURCES   := go.mod go.sum $(shell find . \( -path ./site -o -path ./e2e -o -path ./tools -o -path ./.git -o -name node_modules \) -prune \
	-o -name '*.go' -not -name '*_test.go' -print 2>/dev/null)

.PHONY: run build test test-go test-system vulncheck test-shell test-site test-node-lts test-budget test-e2e deps chromium chromium-full clean help fuzz observatory load bench lighthouse lighthouse-ab container test-container test-acme publish bench-publish bench-releases

help:
	@echo "make run    build everything and serve http://localhost:8080"
	@echo "make test   run every test: Go, site unit tests, Playwright"
	@echo "make build  build site/dist and $(BIN)"
	@echo "make publish FILE=export.json   the admin's export goes live on make run's server (a release in .releases/)"
	@echo "make test-go | test-shell | test-site | test-e2e   one layer of tests"
	@echo "make test-node-lts   the site's unit tests and build on the newest Node LTS too"
	@echo "make vulncheck   known vulnerabilities in the Go code and the built server (docs/security.md)"
	@echo "make fuzz   run the Go fuzz targets (FUZZTIME=60s each)"
	@echo "make observatory | load   header grade, load/reload/shutdown (docs/security.md)"
	@echo "make bench   our server vs stock Caddy and nginx (docs/performance.md)"
	@echo "make bench-releases   publishes and rollbacks under load: failed requests, publish and rollback times (docs/performance.md)"
	@echo "make lighthouse   Lighthouse on every public page (docs/performance.md)"
	@echo "make lighthouse-ab BASE=main   a change's Lighthouse and first load against BASE, same run"
	@echo "make container   the image chowk-studio-site:latest, built with podman"
	@echo "make test-container   the image started with docker-compose.yml, the Playwright suite and container checks against it"
	@echo "make test-acme   the image gets, keeps and renews a real domain's certificate from Let's Encrypt's test CA (Pebble)"

# The checkout's release store (docs/operations.md, "Releases"): make run
# serves its live release, after making one of this code if it is new;
# make publish adds the export's and switches the running server to it.
RELEASES    ?= $(CURDIR)/.releases
RELEASE_ENV := STUDIO_RELEASES=$(RELEASES) STUDIO_BIN=$(CURDIR)/$(BIN) VERSION=$(VERSION)

run: build
	cd site && $(RELEASE_ENV) npx tsx tooling/release.ts
	@echo "Serving http://localhost:8080 (Ctrl-C stops)"
	SITE_ADDRESS=:8080 STUDIO_RELEASES=$(RELEASES) ./$(BIN) run --config Caddyfile

build: site/dist/index.html $(BIN) site/dist/.precompressed

deps: site/node_modules/.package-lock.json e2e/node_modules/.package-lock.json
	$(GO) mod download

# npm ci only when the lock file changed since the last install.
site/node_modules/.package-lock.json: site/package-lock.json
	cd site && $(NPM) ci --no-audit --no-fund
	@touch $@

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && $(NPM) ci --no-audit --no-fund
	@touch $@

site/dist/index.html: site/node_modules/.package-lock.json $(SITE_SOURCES)
	cd site && $(NPM) run build
	@touch $@

# Brotli, zstd and gzip copies of the build's text files, made once here so
# the server never compresses them per request.
site/dist/.precompressed: site/dist/index.html $(BIN)
	./$(BIN) precompress site/dist
	@touch $@

$(BIN): $(GO_SOURCES)
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/studio

test: test-go vulncheck test-shell test-site test-node-lts test-budget test-e2e

# ShellCheck over .ci/run, scripts/, tools/ and ops/ (installed with apt in CI; syntax only without it).
test-shell:
	scripts/shellcheck.sh

# staticcheck, pinned here (fetched from the Go module proxy on first use): the
# checks go vet leaves out (dead code, deprecated calls, simplifications).
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

# The module's packages, less the Go code an npm package ships in node_modules
# (flatted's): it is not ours to vet or test.
GO_PACKAGES = $(shell $(GO) list ./... | grep -v /node_modules/)

# gofmt first: an unformatted file fails with its name (the module's own
# folders; node_modules holds Go that is not ours).
GO_DIRS = $(shell $(GO) list -f '{{.Dir}}' ./... | grep -v /node_modules/)

test-go:
	@unformatted=$$(gofmt -l $(GO_DIRS) systemtest); if [ -n "$$unformatted" ]; then echo "gofmt -w these files: $$unformatted"; exit 1; fi
	$(GO) vet $(GO_PACKAGES)
	$(GO) run $(STATICCHECK) $(GO_PACKAGES)
	$(GO) test $(GO_PACKAGES)
	$(MAKE) --no-print-directory test-system

# The system tests, a Go module of their own (systemtest/): the Dockerfile,
# the compose file and the binary run as the container runs it. The ones
# that need the running image skip here; make test-container and test-acme
# run them.
test-system:
	$(GO) vet -C systemtest ./...
	cd systemtest && $(GO) run $(STATICCHECK) ./...
	$(GO) test -C systemtest ./...

# govulncheck against the Go vulnerability database as published in the
# golang.org/x/vulndb module (vuln.go.dev is out of this network's reach),
# pinned to a version of the reports; VULNDB_VERSION=latest for the newest.
GOVULNCHECK    := golang.org/x/vuln/cmd/govulncheck@v1.9.0
VULNDB_VERSION ?= v0.0.0-20261105234957-e22db6528018

vulncheck: $(BIN)
	GO=$(GO) BIN=$(BIN) GOVULNCHECK=$(GOVULNCHECK) VULNDB_VERSION=$(VULNDB_VERSION) scripts/vulncheck.sh

test-site: site/node_modules/.package-lock.json
	cd site && $(NPM) run typecheck && $(NPM) run lint && $(NPM) test

# The site's unit tests and build again on the newest Node LTS (fetched from
# the npm registry once): `engines` allows 20.19 and later, and the Dockerfile
# builds the image's site on this major (scripts/node-lts.sh).
NODE_LTS_VERSION ?= 26.10.0

test-node-lts: site/dist/index.html
	NODE_LTS_VERSION=$(NODE_LTS_VERSION) scripts/node-lts.sh

# The admin's export (Export all data) goes live: checked whole first (a bad
# file switches nothing), built with this code, added to the release store
# and switched to, as the compose host's publish service does (site/tooling/release.ts).
publish: build
	@test -n "$(FILE)" || { echo "usage: make publish FILE=path/to/chowk-cms-YYYY-MM-DD.json" >&2; exit 2; }
	cd site && $(RELEASE_ENV) npx tsx tooling/release.ts "$(abspath $(FILE))"

# First load of / within 125 kB of JS and 15 kB of CSS (gzip) and 50 kB of fonts;
# every prerendered page within the core font faces (site/tooling/check-budget.ts).
test-budget: site/dist/index.html
	cd site && $(NPM) run budget

test-e2e: build e2e/node_modules/.package-lock.json chromium
	cd e2e && npx tsc -p . && npm run lint && npx playwright test

# A browser for the Playwright suite (a headless shell where one can be had),
# and the desktop Chromium that Lighthouse measures.
chromium:
	@scripts/ensure-chromium.sh

chromium-full:
	@scripts/ensure-chromium.sh --full

# Grades the headers with MDN's HTTP Observatory (needs ports 80 and 443: run as root).
observatory: build
	tools/observatory/scan.sh

# 60 s of wrk load with reloads, a build swap and a SIGTERM drain (needs wrk).
load: build
	tools/bench/load.sh

# What publishing a large export costs: 50 posts and 40 images, the publish,
# the rebuild against the defaults', the budgets; LIGHTHOUSE=1 adds an A/B.
bench-publish: build e2e/node_modules/.package-lock.json chromium
	node tools/bench/publish.mjs

# Releases under load: a cold publish of 15 photos, then 10 publishes and 10
# rollbacks under 50 requests a second, with no request failing (docs/performance.md).
bench-releases: build
	STUDIO_RELEASE_BENCH=1 $(GO) test -C systemtest -count=1 -v -timeout 20m -run '^TestReleaseFigures$$' .

# Our server against stock Caddy and nginx on the same build (needs wrk and nginx).
bench: build
	tools/bench/server.sh

# Lighthouse (mobile, offline) on every public page; fails under 95 performance or 100 elsewhere.
lighthouse: build chromium-full
	tools/lighthouse/run.sh

# A change against BASE (default main), same run: Lighthouse medians side by
# side with ratios, and both first loads (tools/lighthouse/ab.mjs).
lighthouse-ab: build chromium-full
	node tools/lighthouse/ab.mjs $(or $(BASE),main)

# The image docker-compose.yml runs, built with podman from the Dockerfile
# (where no registry answers, from make build's output: scripts/container-image.sh).
container: build
	VERSION=$(VERSION) scripts/container-image.sh

# Docker Compose v5, pinned, built from the Go module proxy: `go install`
# refuses the module (its go.mod has exclude directives), `go build` inside it does not.
COMPOSE_VERSION := v5.6.0
COMPOSE := .cache/compose-$(COMPOSE_VERSION)/docker-compose

$(COMPOSE):
	cd "$$($(GO) mod download -json github.com/docker/compose/v5@$(COMPOSE_VERSION) | sed -n 's/^\t"Dir": "\(.*\)",$$/\1/p')" && \
	  $(GO) build -ldflags '-s -w -X github.com/docker/compose/v5/internal.Version=$(COMPOSE_VERSION)' -o $(CURDIR)/$@ ./cmd

# The image started with docker-compose.yml as ops start it, the whole
# Playwright suite against it over HTTPS, then the checks only a running
# container answers (needs podman and runc; scripts/container-test.sh).
test-container: container $(COMPOSE) e2e/node_modules/.package-lock.json chromium
	COMPOSE=$(CURDIR)/$(COMPOSE) scripts/container-test.sh

# Let's Encrypt's test CA and its DNS test server, pinned, installed from the
# Go module proxy; the module's folder holds the test certificates Pebble serves with.
PEBBLE_VERSION := v2.10.3
PEBBLE_BIN := .cache/pebble-$(PEBBLE_VERSION)

$(PEBBLE_BIN)/pebble:
	GOBIN=$(CURDIR)/$(PEBBLE_BIN) GOFLAGS= $(GO) install github.com/letsencrypt/pebble/v2/cmd/pebble@$(PEBBLE_VERSION) github.com/letsencrypt/pebble/v2/cmd/pebble-challtestsrv@$(PEBBLE_VERSION)

# The image started with docker-compose.yml for a public-looking name, its
# certificate from Pebble by a real challenge: issued, kept through a restart
# and a rebuild, renewed under load, waited for through a CA outage (needs
# podman and runc; scripts/acme-test.sh, systemtest/acme_run_test.go).
test-acme: container $(COMPOSE) $(PEBBLE_BIN)/pebble
	COMPOSE=$(CURDIR)/$(COMPOSE) PEBBLE_BIN=$(CURDIR)/$(PEBBLE_BIN) \
	  PEBBLE_MODULE="$$(GOFLAGS= $(GO) mod download -json github.com/letsencrypt/pebble/v2@$(PEBBLE_VERSION) | sed -n 's/^\t"Dir": "\(.*\)",$$/\1/p')" \
	  scripts/acme-test.sh

# Explores the path-handling fuzz targets for FUZZTIME each (`make test` only replays their seeds).
fuzz:
	FUZZTIME=$${FUZZTIME:-60s} scripts/fuzz.sh

clean:
	rm -rf bin site/dist site/.prerender site/src/styles/fonts e2e/test-results e2e/playwright-report
