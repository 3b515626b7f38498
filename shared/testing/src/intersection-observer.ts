/** An element a fake IntersectionObserver watches: the observer's options, and a way to scroll it into view. */
export interface ObservedElement {
  element: Element;
  options: IntersectionObserverInit | undefined;
  /** False once its observer is disconnected or the element unobserved. */
  connected: boolean;
  /** Calls the observer back as the browser does when the element comes into view (or, with `false`, leaves it). */
  intersect(isIntersecting?: boolean): void;
}

export interface FakeIntersectionObserver {
  /** What was observed since it was installed, oldest first. */
  observed: ObservedElement[];
  /** The newest element still observed that `matches` (any by default); throws when there is none. */
  lastObserved(matches?: (element: Element) => boolean): ObservedElement;
  /** Puts back the IntersectionObserver that was there before (jsdom has none). */
  restore(): void;
}

/**
 * jsdom has no IntersectionObserver (and no layout to compute one): installs one that records what each observer
 * watches, so a test can bring an element into view (`observed`, `lastObserved(...).intersect()`). Wrap the
 * callback in act() where it updates React state.
 */
export function fakeIntersectionObserver(): FakeIntersectionObserver {
  const observed: ObservedElement[] = [];
  const hadOne = 'IntersectionObserver' in window;
  const original = window.IntersectionObserver;
  class FakeObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[] = [];
    private readonly mine: ObservedElement[] = [];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {
      this.rootMargin = options?.rootMargin ?? '0px';
    }
    observe(element: Element) {
      const entry: ObservedElement = {
        element,
        options: this.options,
        connected: true,
        intersect: (isIntersecting = true) =>
          this.callback(
            [{ isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, target: element } as unknown as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      };
      this.mine.push(entry);
      observed.push(entry);
    }
    unobserve(element: Element) {
      this.mine.filter((entry) => entry.element === element).forEach((entry) => (entry.connected = false));
    }
    disconnect() {
      this.mine.forEach((entry) => (entry.connected = false));
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observed,
    lastObserved(matches = () => true) {
      const entry = observed.filter((candidate) => candidate.connected && matches(candidate.element)).at(-1);
      if (!entry) throw new Error('no such element is observed');
      return entry;
    },
    restore() {
      if (hadOne) window.IntersectionObserver = original;
      else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
