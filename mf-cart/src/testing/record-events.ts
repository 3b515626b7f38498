import type { BusEventOf, BusEventType } from '@storefront/contract';
import { on } from '@storefront/platform';

const subscriptions: { unsubscribe: () => void }[] = [];
afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

/** Collects the bus events of one type emitted during the test. */
export function recordEvents<T extends BusEventType>(type: T): BusEventOf<T>[] {
  const events: BusEventOf<T>[] = [];
  subscriptions.push(on(type).subscribe((event) => events.push(event)));
  return events;
}
