import type { RuntimeConfig } from '@storefront/platform';

/**
 * Opens the connections the first view will need, to the API and to each
 * remote's origin, while the page still renders: the manifests, remote
 * entries and first API calls then skip the DNS, TCP and TLS set-up.
 * `crossorigin`, because those requests are CORS fetches (manifests, API);
 * a same-origin entry (one gateway path) needs none. An origin the page
 * already preconnects to (the static server's links) gets no second link.
 */
export function preconnect(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>, doc: Document = document): void {
  const origins = new Set<string>();
  for (const url of [config.apiUrl, ...Object.values(config.remotes)]) {
    try {
      const { origin } = new URL(url, doc.baseURI);
      if (origin !== doc.location.origin) origins.add(origin);
    } catch {
      // a malformed URL: that remote shows its fallback later, nothing to warm up
    }
  }
  // The static server already put a link in the page for each origin of the config it inlined.
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')) origins.delete(new URL(link.href).origin);
  for (const origin of origins) {
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
