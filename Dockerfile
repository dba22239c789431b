# syntax=docker/dockerfile:1
# The studio site as one small image: our Caddy build, the built site and the
# Caddyfile, on a distroless base, running as a non-root user.
#   docker compose up -d            (see docker-compose.yml and docs/operations.md)
#   docker build --build-arg VERSION=$(git describe --always) -t chowk-studio .
#   make container                  (with podman; make test-container tests it)

# Node: the LTS whose build of the site `make test` compares with the tested
# one (the Makefile's NODE_LTS_VERSION, scripts/node-lts.sh).
ARG NODE_VERSION=26
ARG GO_VERSION=1.26
ARG VERSION=dev
# The commit and the build time, for the image's OCI labels (make container sets both).
ARG REVISION=unknown
ARG CREATED=unknown
# The image's base, and the stage whose /out it ships. Defaults build
# everything here; `make container` names a local stand-in for each where no
# image registry can be reached (scripts/container-image.sh).
ARG BASE_IMAGE=gcr.io/distroless/static-debian13:nonroot
ARG ARTIFACTS=server

# 1. The site: npm ci honours the lock file exactly.
FROM node:${NODE_VERSION}-trixie-slim AS site
WORKDIR /src/site
COPY site/package.json site/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY site/ ./
RUN npm run build

# 2. The server: a static binary, version stamped.
FROM golang:${GO_VERSION}-trixie AS server
# The image sets GOTOOLCHAIN=local; auto lets go.mod's toolchain line (the
# release with the latest security fixes) win over an older Go in the tag.
ENV GOTOOLCHAIN=auto
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY cmd/ cmd/
COPY spa/ spa/
COPY internal/ internal/
ARG VERSION
RUN CGO_ENABLED=0 go build -trimpath \
      -ldflags "-s -w -X github.com/caddyserver/caddy/v2.CustomVersion=${VERSION}" \
      -o /out/studio ./cmd/studio \
 && mkdir -p /out/data /out/config
# Brotli, zstd and gzip copies of the site's text files, which file_server sends in their place.
COPY --from=site /src/site/dist /out/dist
RUN /out/studio precompress /out/dist

FROM ${ARTIFACTS} AS artifacts

# 3. The image: the binary, the site, the Caddyfile and CA certificates only.
# Debian 13: distroless's support policy ends its Debian 12 images (CA
# certificates, time zones) a year after Debian 13's release: August 2026.
FROM ${BASE_IMAGE}
ARG VERSION
ARG REVISION
ARG CREATED
# The studio's own code, all rights reserved; the image also carries Caddy
# (Apache-2.0) and the site's npm packages, each under its own licence.
LABEL org.opencontainers.image.title="Chowk Design Studio website" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="https://github.com/chowkstudio/studio" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.licenses="LicenseRef-Proprietary"
COPY --from=artifacts /out/studio /usr/bin/studio
COPY --from=artifacts /out/dist /srv/site/dist
COPY Caddyfile /etc/studio/Caddyfile
# Caddy keeps certificates in /data and its autosaved config in /config, as the official image does.
COPY --from=artifacts --chown=65532:65532 /out/data /data
COPY --from=artifacts --chown=65532:65532 /out/config /config
# SITE_ADDRESS is the operator's (.env): unset, the site serves localhost and
# its health check says so (docs/operations.md, "Environment").
ENV SITE_ROOT=/srv/site/dist \
    STUDIO_ADMIN=localhost:2019 \
    XDG_DATA_HOME=/data \
    XDG_CONFIG_HOME=/config
VOLUME ["/data", "/config"]
WORKDIR /srv
USER 65532:65532
# Metrics (:9180, STUDIO_METRICS_ADDRESS) are not exposed here: `docker run -P`
# would publish them to the world; docker-compose.yml exposes them on its network.
EXPOSE 80 443 443/udp
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["/usr/bin/studio", "healthcheck"]
ENTRYPOINT ["/usr/bin/studio"]
CMD ["run", "--config", "/etc/studio/Caddyfile", "--adapter", "caddyfile"]
