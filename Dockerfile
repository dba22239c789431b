# syntax=docker/dockerfile:1
# The studio site as two images (docker-compose.yml runs both):
#   server     our Caddy build and the Caddyfile, on a distroless base, as a
#              non-root user: serves the live release of the release store
#   publisher  Node, the site's code and its build of the defaults, and the
#              server binary: makes releases (site/tooling/release.ts)
# The site's code is in the publisher only, so a change to it leaves the
# server's image, and its running container, as they are.
#   docker compose up -d            (see docker-compose.yml and docs/operations.md)
#   make container                  (with podman; make test-container tests it)

# Node: the LTS whose build of the site `make test` compares with the tested
# one (the Makefile's NODE_LTS_VERSION, scripts/node-lts.sh).
ARG NODE_VERSION=26
ARG GO_VERSION=1.26
ARG VERSION=dev
# The server's version: the commit that last changed what its image holds
# (ops/site.sh and make container set it), so that a change to the site's
# code alone builds the same server image.
ARG SERVER_VERSION=dev
# Stand-ins, named by these build arguments, where no image registry can be
# reached (scripts/container-image.sh); the defaults build everything here.
#   BASE_IMAGE  the server's base
#   NODE_IMAGE  the publisher's base
#   ARTIFACTS   the stage whose /out holds the server binary
#   SITE        the stage whose /src/site holds the site, installed and built
ARG BASE_IMAGE=gcr.io/distroless/static-debian13:nonroot
ARG NODE_IMAGE=node:${NODE_VERSION}-trixie-slim
ARG ARTIFACTS=server-build
ARG SITE=site-build

# 1. The site: npm ci honours the lock file exactly; the build of the defaults.
FROM node:${NODE_VERSION}-trixie-slim AS site-build
WORKDIR /src/site
COPY site/package.json site/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY site/ ./
RUN npm run build

# 2. The server: a static binary, version stamped, and the folders its
# volumes start from.
FROM golang:${GO_VERSION}-trixie AS server-build
# The image sets GOTOOLCHAIN=local; auto lets go.mod's toolchain line (the
# release with the latest security fixes) win over an older Go in the tag.
ENV GOTOOLCHAIN=auto
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY cmd/ cmd/
COPY spa/ spa/
COPY internal/ internal/
ARG SERVER_VERSION
RUN CGO_ENABLED=0 go build -trimpath \
      -ldflags "-s -w -X github.com/caddyserver/caddy/v2.CustomVersion=${SERVER_VERSION}" \
      -o /out/studio ./cmd/studio \
 && mkdir -p /out/data /out/config /out/releases /out/run

FROM ${ARTIFACTS} AS artifacts
FROM ${SITE} AS site

# 3. The publisher: `docker compose up` runs it before the server (the live
# content built with this code, live if the store lacks that site), and
# `docker compose run --rm -T publish - < export.json` publishes an export.
# Exec-form RUN only: a stand-in base has no shell.
FROM ${NODE_IMAGE} AS publisher
ARG VERSION
LABEL org.opencontainers.image.title="Chowk Design Studio website: publisher" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="https://github.com/chowkstudio/studio" \
      org.opencontainers.image.licenses="LicenseRef-Proprietary"
COPY --from=artifacts /out/studio /usr/bin/studio
COPY --from=site --chown=65532:65532 /src/site /src/site
RUN ["/usr/bin/studio", "precompress", "/src/site/dist"]
COPY --from=artifacts --chown=65532:65532 /out/releases /srv/releases
COPY --from=artifacts --chown=65532:65532 /out/run /run/studio
ENV STUDIO_RELEASES=/srv/releases \
    STUDIO_BIN=/usr/bin/studio \
    STUDIO_ADMIN=unix//run/studio/admin.sock \
    VERSION=${VERSION}
WORKDIR /src/site
USER 65532:65532
ENTRYPOINT ["node", "--import", "tsx", "tooling/release.ts"]

# 4. The server, the image's default: the binary, the Caddyfile and CA
# certificates only. Debian 13: distroless's support policy ends its
# Debian 12 images (CA certificates, time zones) a year after Debian 13's
# release: August 2026.
FROM ${BASE_IMAGE} AS server
ARG SERVER_VERSION
# The studio's own code, all rights reserved; the image also carries Caddy
# (Apache-2.0), each under its own licence.
LABEL org.opencontainers.image.title="Chowk Design Studio website: server" \
      org.opencontainers.image.version="${SERVER_VERSION}" \
      org.opencontainers.image.source="https://github.com/chowkstudio/studio" \
      org.opencontainers.image.revision="${SERVER_VERSION}" \
      org.opencontainers.image.licenses="LicenseRef-Proprietary"
COPY --from=artifacts /out/studio /usr/bin/studio
COPY Caddyfile /etc/studio/Caddyfile
# Caddy keeps certificates in /data and its autosaved config in /config, as
# the official image does; the releases and the admin socket have volumes
# of their own, shared with the publisher.
COPY --from=artifacts --chown=65532:65532 /out/data /data
COPY --from=artifacts --chown=65532:65532 /out/config /config
COPY --from=artifacts --chown=65532:65532 /out/releases /srv/releases
COPY --from=artifacts --chown=65532:65532 /out/run /run/studio
# SITE_ADDRESS is the operator's (.env): unset, the site serves localhost and
# its health check says so (docs/operations.md, "Environment"). The admin
# endpoint is a Unix socket in a volume: the publisher switches releases
# through it, and nothing on a network reaches it.
ENV STUDIO_RELEASES=/srv/releases \
    STUDIO_ADMIN=unix//run/studio/admin.sock \
    XDG_DATA_HOME=/data \
    XDG_CONFIG_HOME=/config
VOLUME ["/data", "/config", "/srv/releases", "/run/studio"]
WORKDIR /srv
USER 65532:65532
# Metrics (:9180, STUDIO_METRICS_ADDRESS) are not exposed here: `docker run -P`
# would publish them to the world; docker-compose.yml exposes them on its network.
EXPOSE 80 443 443/udp
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["/usr/bin/studio", "healthcheck"]
ENTRYPOINT ["/usr/bin/studio"]
CMD ["run", "--config", "/etc/studio/Caddyfile", "--adapter", "caddyfile"]
