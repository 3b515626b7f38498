import { useEffect, useEffectEvent } from 'react';
import { Observable, Subject, filter } from 'rxjs';
import type { BusEvent, BusEventOf, BusEventType } from '@storefront/contract';

// One Subject for the whole page. The package is a Module Federation singleton,
// and the instance is also kept on globalThis so that a second copy of this
// module (a misconfigured remote, a test) still finds the first.
const BUS_KEY = Symbol.for('@storefront/platform/bus');
const HELD_KEY = Symbol.for('@storefront/platform/bus-held');

/**
 * Commands that an overlay or a remote answers. One emitted before its
 * answering remote has loaded (a click on the landing page while mf-location
 * is still downloading) is held and handed to the first subscriber, instead of
 * being lost. Notifications (`cart/changed`, `toast` ...) are never held.
 */
export const HELD_EVENT_TYPES: ReadonlySet<BusEventType> = new Set<BusEventType>([
  'location/pick',
  'location/required',
  'location/show-route',
  'module/pick',
  // answered by the account's overlays (the interests step), which load with the page: a module picked before then still asks
  'module/selected',
  'cart/open',
  'wishlist/open',
  'cart/add-item',
  'item/open',
  'order/track',
]);
export const HOLD_MS = 15_000;

interface HeldState {
  listeners: Map<BusEventType, number>;
  held: { event: BusEvent; at: number }[];
}

type GlobalWithBus = typeof globalThis & { [BUS_KEY]?: Subject<BusEvent>; [HELD_KEY]?: HeldState };

function busSubject(): Subject<BusEvent> {
  const scope = globalThis as GlobalWithBus;
  scope[BUS_KEY] ??= new Subject<BusEvent>();
  return scope[BUS_KEY];
}

function heldState(): HeldState {
  const scope = globalThis as GlobalWithBus;
  scope[HELD_KEY] ??= { listeners: new Map(), held: [] };
  return scope[HELD_KEY];
}

/** For tests: forget held commands, so one test's leftovers never reach the next. */
export function clearHeldEvents(): void {
  heldState().held = [];
}

export function emit(event: BusEvent): void {
  const state = heldState();
  // No handler yet: keep a copy for the first one. Observers see it now either way.
  if (HELD_EVENT_TYPES.has(event.type) && !state.listeners.get(event.type)) state.held.push({ event, at: Date.now() });
  busSubject().next(event);
}

export function on<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
  return new Observable<BusEventOf<T>>((subscriber) => {
    const state = heldState();
    const subscription = busSubject()
      .pipe(filter((event): event is BusEventOf<T> => event.type === type))
      .subscribe(subscriber);
    state.listeners.set(type, (state.listeners.get(type) ?? 0) + 1);
    const now = Date.now();
    const waiting = state.held.filter((entry) => entry.event.type === type);
    state.held = state.held.filter((entry) => entry.event.type !== type && now - entry.at < HOLD_MS);
    for (const entry of waiting) {
      if (now - entry.at < HOLD_MS) subscriber.next(entry.event as BusEventOf<T>);
    }
    return () => {
      subscription.unsubscribe();
      state.listeners.set(type, Math.max(0, (state.listeners.get(type) ?? 1) - 1));
    };
  });
}

/**
 * Watches events without answering them (logging, analytics, tests): an
 * observer never takes a held command, and its presence does not stop a
 * command from being held for the remote that answers it.
 */
export function observe<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
  return busSubject().pipe(filter((event): event is BusEventOf<T> => event.type === type));
}

/** Subscribes for the component's lifetime; the latest handler is always called. */
export function useBusEvent<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): void {
  // An effect event sees the latest committed handler without resubscribing on every render.
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const subscription = on(type).subscribe((event) => onEvent(event));
    return () => subscription.unsubscribe();
  }, [type]);
}

/** Shorthand for the most common event. */
export function toast(level: BusEventOf<'toast'>['level'], message: string, duration?: number): void {
  emit({ type: 'toast', level, message, duration });
}
