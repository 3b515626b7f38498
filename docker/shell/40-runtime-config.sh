#!/bin/sh
# Writes the shell's /runtime-config.json from the environment when the
# container starts (the nginx image runs /docker-entrypoint.d/*.sh), so one
# image serves any API and any set of remote URLs without a rebuild.
#   API_URL, MAPS_API_KEY
#   REMOTES_JSON              the whole map: {"mf_cart":"https://…/mf-manifest.json",…}
#   REMOTE_<NAME>_URL         one remote: REMOTE_MF_CART_URL → "mf_cart"
# A variable the container is not given takes its default from
# /etc/storefront/shell-defaults.env, written from apps.json when the image was
# built (the local ports of docker-compose.yml).
set -eu

target=${STOREFRONT_RUNTIME_CONFIG:-/usr/share/nginx/html/runtime-config.json}
defaults=${STOREFRONT_SHELL_DEFAULTS:-/etc/storefront/shell-defaults.env}

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# Names in the defaults file are generated ([A-Z0-9_]), so the eval is safe.
if [ -f "$defaults" ]; then
  while IFS='=' read -r key value; do
    [ -n "$key" ] || continue
    eval "current=\${$key:-}"
    [ -n "$current" ] || export "$key=$value"
  done < "$defaults"
fi

if [ -n "${REMOTES_JSON:-}" ]; then
  remotes="$REMOTES_JSON"
else
  remotes="{"
  separator=""
  for pair in $(env | grep -E '^REMOTE_[A-Z0-9_]+_URL=' | sort); do
    key="${pair%%=*}"
    value="${pair#*=}"
    name=$(printf '%s' "$key" | sed -e 's/^REMOTE_//' -e 's/_URL$//' | tr 'A-Z' 'a-z')
    remotes="$remotes$separator$(json_string "$name"):$(json_string "$value")"
    separator=","
  done
  remotes="$remotes}"
fi

printf '{"apiUrl":%s,"mapsApiKey":%s,"remotes":%s}\n' \
  "$(json_string "$API_URL")" \
  "$(json_string "${MAPS_API_KEY:-}")" \
  "$remotes" > "$target"
echo "runtime-config.json written for API $API_URL"

# The page's Content Security Policy allows scripts from exactly these remotes
# (30-security-headers.sh ran before this script, without them).
STOREFRONT_REMOTE_ORIGINS=$(printf '%s' "$remotes" | grep -oE 'https?://[^"/?#]+' || true)
export STOREFRONT_REMOTE_ORIGINS
# ... and the page's own inline script (the landing's first paint), by its hash, read from the page as built
# (50-shell-page.sh renders the page served from it), as the Node static server does.
template=${STOREFRONT_PAGE_TEMPLATE:-/etc/storefront/index.html}
if [ -f "$template" ]; then
  STOREFRONT_SCRIPT_HASHES=$(node "${STOREFRONT_SHELL_PAGE_JS:-/opt/storefront/shell-page.cjs}" --script-hashes "$template")
  export STOREFRONT_SCRIPT_HASHES
fi
sh "$(dirname "$0")/30-security-headers.sh"
