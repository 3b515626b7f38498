/**
 * What the app's modules expect of a browser, for the first screen's render in Node. Imported before them.
 * - The storages, in memory: the session's atoms (and the pharmacy offers' closed flag) read them when their modules
 *   load. Emptied before each render, so no visit sees another's.
 * - An IntersectionObserver that never reports: a section that waits to come near the viewport (the platform's
 *   WhenNear) renders at once where there is none, and the server has no viewport; here it keeps its place, as on
 *   the phone's first screen, and the browser renders it when it comes into view.
 */
class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();

  get length(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }

  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
}

class NeverIntersecting {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage; IntersectionObserver?: unknown };
scope.localStorage ??= new MemoryStorage();
scope.sessionStorage ??= new MemoryStorage();
scope.IntersectionObserver ??= NeverIntersecting;

export function clearMemoryStorage(): void {
  scope.localStorage?.clear();
  scope.sessionStorage?.clear();
}
