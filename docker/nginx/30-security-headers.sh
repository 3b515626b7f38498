#!/bin/sh
# Writes the page security headers nginx sends (included by default.conf's
# page location) when the container starts: the Content Security Policy of
# scripts/lib/security-headers.cjs, written again in shell because the nginx
# image has no Node. scripts/__tests__/security-headers.test.cjs runs this
# script and checks that it writes the same policy as the static server.
#   API_URL                     the API the pages call (default http://localhost:4000)
#   MAPS_API_KEY                opens the maps provider's hosts when set
#   STOREFRONT_REMOTE_ORIGINS   space-separated origins scripts may come from
#                               (the shell's 40-runtime-config.sh sets them from its remote map)
#   STOREFRONT_SCRIPT_HASHES    space-separated 'sha256-…' sources of the page's inline scripts
#                               (the shell's 40-runtime-config.sh reads them from its page as built)
#   STOREFRONT_SECURITY_CONF    where to write (default /etc/nginx/storefront/security-headers.conf)
set -eu

conf=${STOREFRONT_SECURITY_CONF:-/etc/nginx/storefront/security-headers.conf}
origin() { printf '%s' "$1" | sed -n -E 's#^(https?://[^/?#]+).*#\1#p'; }
api=$(origin "${API_URL:-http://localhost:4000}")
remotes=$(for o in ${STOREFRONT_REMOTE_ORIGINS:-}; do echo "$o"; done | LC_ALL=C sort -u | tr '\n' ' ' | sed 's/ $//')
sp() { [ -n "$1" ] && printf ' %s' "$1" || true; }

script_maps='' style_maps='' img_maps='' font_maps='' connect_maps=''
if [ -n "${MAPS_API_KEY:-}" ]; then
  script_maps='https://maps.googleapis.com https://maps.gstatic.com'
  connect_maps='https://maps.googleapis.com https://places.googleapis.com'
  img_maps='https://maps.googleapis.com https://maps.gstatic.com https://*.ggpht.com'
  font_maps='https://fonts.gstatic.com'
  style_maps='https://fonts.googleapis.com'
fi

hashes=$(for h in ${STOREFRONT_SCRIPT_HASHES:-}; do echo "$h"; done | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//')
policy="default-src 'self'; script-src 'self'$(sp "$hashes")$(sp "$remotes")$(sp "$script_maps"); style-src 'self' 'unsafe-inline'$(sp "$style_maps")"
policy="$policy; img-src 'self' data: blob:$(sp "$api")$(sp "$remotes")$(sp "$img_maps"); font-src 'self' data:$(sp "$remotes")$(sp "$font_maps")"
# the home's promotion videos are served by the API
policy="$policy; media-src 'self' blob:$(sp "$api")"
policy="$policy; connect-src 'self'$(sp "$api")$(sp "$remotes")$(sp "$connect_maps"); worker-src 'self' blob:; object-src 'none'"
policy="$policy; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

mkdir -p "$(dirname "$conf")"
cat > "$conf" <<CONF
add_header Content-Security-Policy "$policy" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Frame-Options "DENY" always;
add_header Permissions-Policy "geolocation=(self), camera=(), microphone=(), payment=(), usb=()" always;
CONF
echo "security headers written for API $api"
