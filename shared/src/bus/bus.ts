import { useEffect, useRef } from 'react';
import { Subject, filter, type Observable } from 'rxjs';
import type { BusEvent, BusEventOf, BusEventType } from './events';

// One Subject for the whole page. The package is a Module Federation singleton,
// and the instance is also kept on globalThis so that a second copy of this
// module (a misconfigured remote, a test) still finds the first.
const BUS_KEY = Symbol.for('@storefront/shared/bus');
type GlobalWithBus = typeof globalThis & { [BUS_KEY]?: Subject<BusEvent> };

function busSubject(): Subject<BusEvent> {
  const scope = globalThis as GlobalWithBus;
  scope[BUS_KEY] ??= new Subject<BusEvent>();
  return scope[BUS_KEY];
}

export function emit(event: BusEvent): void {
  busSubject().next(event);
}

export function on<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
  return busSubject().pipe(filter((event): event is BusEventOf<T> => event.type === type));
}

/** Subscribes for the component's lifetime; the latest handler is always called. */
export function useBusEvent<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = on(type).subscribe((event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [type]);
}

/** Shorthand for the most common event. */
export function toast(level: BusEventOf<'toast'>['level'], message: string, duration?: number): void {
  emit({ type: 'toast', level, message, duration });
}
