'use strict';

/**
 * The browser security headers of every front end (shell and remotes), for
 * the static server (scripts/lib/static-server.cjs) and, through the same
 * rules written as shell, the nginx images (docker/shell/40-runtime-config.sh).
 *
 * The Content Security Policy is computed from the run-time config the shell
 * reads: scripts may come only from this origin and the remotes' origins (the
 * federation run time loads remoteEntry.js and chunks from there), requests
 * only go to the API and the remotes, and no page may be framed. No inline
 * script is allowed but the page's own, each named by its hash (the shell's
 * first paint, see inlineScriptHashes in shell-page.cjs). Styles allow 'unsafe-inline' because antd writes its
 * CSS-in-JS as <style> elements at run time; everything it draws is text and
 * attributes React escapes, so this opens no script path.
 */

/** Hosts the Google Maps JavaScript API loads from, allowed only when a browser key is configured. */
const MAPS_SOURCES = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.ggpht.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** Where the static server accepts the browser's violation reports. */
const CSP_REPORT_PATH = '/__csp-report';

/** @param {unknown} url @returns {string | null} the origin of an http(s) URL */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ apiUrl?: string, mapsApiKey?: string, remotes?: Record<string, string> }} config the run-time config
 * @param {{ reportUri?: string, scriptHashes?: string[] }} [options] `scriptHashes`: the page's inline scripts (`'sha256-…'`)
 * @returns {string}
 */
function contentSecurityPolicy(config, { reportUri, scriptHashes = [] } = {}) {
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ].sort();
  const api = originOf(config.apiUrl);
  const maps = config.mapsApiKey ? MAPS_SOURCES : { script: [], connect: [], img: [], font: [], style: [] };
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", scriptHashes, remoteOrigins, maps.script)}`,
    `style-src ${list("'self'", "'unsafe-inline'", maps.style)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, remoteOrigins, maps.img)}`,
    `font-src ${list("'self'", 'data:', remoteOrigins, maps.font)}`,
    // the home's promotion videos are served by the API
    `media-src ${list("'self'", 'blob:', api)}`,
    `connect-src ${list("'self'", api, remoteOrigins, maps.connect)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (reportUri) directives.push(`report-uri ${reportUri}`);
  return directives.join('; ');
}

/**
 * Every header a page of the storefront is sent with.
 * @param {Parameters<typeof contentSecurityPolicy>[0]} config
 * @param {Parameters<typeof contentSecurityPolicy>[1]} [options]
 * @returns {Record<string, string>}
 */
function securityHeaders(config, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The pick-location modal asks for the position; nothing else is used.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
}

module.exports = { contentSecurityPolicy, securityHeaders, originOf, CSP_REPORT_PATH, MAPS_SOURCES };
