#!/bin/sh
# Renders the shell's page when the container starts, after 40-runtime-config.sh
# wrote runtime-config.json: the run-time config inlined in index.html as a JSON
# data block (the shell then makes no request for it before it registers the
# remotes), `preconnect` links to the API and the remotes, and preloads of the
# manifests the page names in its storefront-preload-remotes meta tag. The page
# is what the Node static server serves: both run scripts/lib/shell-page.cjs
# (the host image installs Node for it alone). It renders from the index.html
# of the build, kept aside, so a restart with other settings starts afresh.
#   STOREFRONT_PAGE_TEMPLATE    the page as built (default /etc/storefront/index.html)
#   STOREFRONT_RUNTIME_CONFIG   the config 40-runtime-config.sh wrote
#   STOREFRONT_PAGE             where to write (default /usr/share/nginx/html/index.html)
#   STOREFRONT_SHELL_PAGE_JS    the renderer (default /opt/storefront/shell-page.cjs)
set -eu

node "${STOREFRONT_SHELL_PAGE_JS:-/opt/storefront/shell-page.cjs}" \
  "${STOREFRONT_PAGE_TEMPLATE:-/etc/storefront/index.html}" \
  "${STOREFRONT_RUNTIME_CONFIG:-/usr/share/nginx/html/runtime-config.json}" \
  "${STOREFRONT_PAGE:-/usr/share/nginx/html/index.html}"
