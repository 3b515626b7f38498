# syntax=docker/dockerfile:1
# One image recipe for every front end in apps.json: built with webpack, served
# by nginx. Build from the repository root, naming the app and its role:
#   docker build -f docker/app.Dockerfile --build-arg APP=mf-cart --target remote -t storefront/mf-cart .
#   docker build -f docker/app.Dockerfile --build-arg APP=shell --target host -t storefront/shell .
# docker-compose.yml (generated from apps.json) does this for each app.

# Every workspace's package.json, and nothing else: npm ci needs them all to
# read the lockfile, and copying only them keeps the install layer cached
# until a manifest changes, without listing the workspaces here.
FROM node:20-bookworm-slim AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# The same install for every app (APP is declared after it), so six images share one layer.
# npm 11.19 can reject this lockfile in `npm ci` (other platforms' optional
# binaries, npm/cli#8320); `npm install` then installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
ARG APP
ARG STOREFRONT_BUILD_ID=docker
ENV STOREFRONT_BUILD_ID=${STOREFRONT_BUILD_ID} \
    WIREIT_CACHE=none
RUN test -n "$APP" || (echo "--build-arg APP=<folder from apps.json> is required" >&2; exit 1)
RUN npm run build --workspace "$APP" && node scripts/apps.mjs shell-env > /repo/shell-defaults.env

# A remote: its build behind nginx with the headers Module Federation needs.
FROM nginx:1.27-alpine AS remote
ARG APP
COPY docker/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/common-headers.conf /etc/nginx/storefront/common-headers.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
# The page's security headers (CSP, framing, referrer, permissions), written from env at start.
COPY docker/nginx/30-security-headers.sh /docker-entrypoint.d/30-security-headers.sh
RUN chmod +x /docker-entrypoint.d/30-security-headers.sh
EXPOSE 80

# The host: the same, plus its run-time map written from env at start
# (docker/shell/40-runtime-config.sh), defaulting to the local API and ports of apps.json,
# and its page rendered from it (docker/shell/50-shell-page.sh): the config inlined,
# preconnects and manifest preloads, by scripts/lib/shell-page.cjs as the Node static
# server does. Node is there for that script alone; the build's index.html is kept
# aside as the template, so every start renders from the page as built.
FROM remote AS host
RUN apk add --no-cache nodejs
COPY --from=build /repo/shell-defaults.env /etc/storefront/shell-defaults.env
COPY scripts/lib/shell-page.cjs /opt/storefront/shell-page.cjs
COPY docker/shell/40-runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh
COPY docker/shell/50-shell-page.sh /docker-entrypoint.d/50-shell-page.sh
RUN cp /usr/share/nginx/html/index.html /etc/storefront/index.html \
 && chmod +x /docker-entrypoint.d/40-runtime-config.sh /docker-entrypoint.d/50-shell-page.sh
