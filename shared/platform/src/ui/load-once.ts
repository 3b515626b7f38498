import { cloneElement, type ReactElement, type SyntheticEvent } from 'react';

/** A part of the page loaded on first use: `load()` imports it once; `loaded` has it after that. */
export interface LoadOnce<T> {
  /** The part, once a load has settled; undefined before. */
  readonly loaded: T | undefined;
  /** Starts the load, or joins the one under way. A load that failed (a chunk that did not arrive) is tried again on the next call. */
  load(): Promise<T>;
}

/**
 * One loader per part loaded on intent (the header's menus and tooltips, the
 * dialogs and messages): every caller shares one import, and a failed chunk is
 * not cached, so the next intent tries again instead of failing for good.
 */
export function loadOnce<T>(importPart: () => Promise<T>): LoadOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importPart().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

type Handler = (event: SyntheticEvent) => void;

/**
 * The element with `handlers` added after its own: each of the element's handlers of the same name runs first, so
 * a wrapper that watches for intent (pointer, focus, press) never takes a handler away from its child.
 */
export function withHandlers<Name extends string>(element: ReactElement, handlers: Record<Name, Handler>): ReactElement {
  const own = element.props as Partial<Record<Name, Handler>>;
  const chained = {} as Record<Name, Handler>;
  for (const name of Object.keys(handlers) as Name[]) {
    chained[name] = (event) => {
      own[name]?.(event);
      handlers[name](event);
    };
  }
  return cloneElement(element, chained);
}
