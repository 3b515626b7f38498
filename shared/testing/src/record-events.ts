import type { BusEventOf, BusEventType } from '@storefront/contract';
import { on } from '@storefront/platform';

const subscriptions: { unsubscribe: () => void }[] = [];
afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

/**
 * Collects, in order, the bus events of the given types emitted from now until
 * the test ends (the subscriptions end after each test).
 */
export function recordEvents<T extends BusEventType>(...types: T[]): BusEventOf<T>[] {
  const events: BusEventOf<T>[] = [];
  for (const type of types) subscriptions.push(on(type).subscribe((event) => events.push(event)));
  return events;
}
