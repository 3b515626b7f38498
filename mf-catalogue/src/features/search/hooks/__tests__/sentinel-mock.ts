// jsdom has no IntersectionObserver: this one lets a test scroll the results' sentinel
// (data-sentinel) into view; observers of anything else (antd's ellipsis) are ignored.

const watched: { callback: IntersectionObserverCallback; element: Element; connected: boolean }[] = [];

export function mockIntersectionObserver() {
  watched.length = 0;
  window.IntersectionObserver = class {
    private entries: (typeof watched)[number][] = [];
    constructor(private callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      const entry = { callback: this.callback, element, connected: true };
      this.entries.push(entry);
      watched.push(entry);
    }
    unobserve() {}
    disconnect() {
      this.entries.forEach((entry) => (entry.connected = false));
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

export function scrollSentinelIntoView() {
  const entry = watched.filter((candidate) => candidate.connected && candidate.element.hasAttribute('data-sentinel')).at(-1);
  if (!entry) throw new Error('no sentinel is observed');
  entry.callback([{ isIntersecting: true, target: entry.element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}
