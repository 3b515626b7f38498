import type { Store } from '@storefront/contract';

/**
 * The store overlay's text (shopping-core §2): an inactive store shows 'Closed Now',
 * an active store whose open flag is 0 shows 'CLOSED NOW'; an open store none.
 */
export function closedLabel(store: Pick<Store, 'active' | 'open'>): 'Closed Now' | 'CLOSED NOW' | null {
  const active = store.active === undefined ? true : Boolean(store.active);
  if (!active) return 'Closed Now';
  if (store.open === 0) return 'CLOSED NOW';
  return null;
}

/** The tabs over the store's items: its main categories, or every category when none is a main one. */
export function tabCategories<C extends { parent_id?: number }>(categories: readonly C[] | undefined): C[] {
  const all = Array.isArray(categories) ? categories : [];
  const main = all.filter((category) => !category.parent_id);
  return main.length > 0 ? main : [...all];
}

/** The store's position, or null when the store has no valid coordinates. */
export function storeLatLng(store: Pick<Store, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  const lat = Number(store.latitude);
  const lng = Number(store.longitude);
  const valid = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);
  return valid ? { lat, lng } : null;
}

export interface StoreSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

/** Today's opening hours of a store (day 0 is Sunday, as the schedules count): always open, closed, or its time windows. */
export function todaysHours(
  store: { always_open?: boolean; schedules?: StoreSchedule[] },
  day: number,
): { kind: 'always' } | { kind: 'closed' } | { kind: 'hours'; windows: { from: string; to: string }[] } {
  if (store.always_open) return { kind: 'always' };
  const windows = (Array.isArray(store.schedules) ? store.schedules : [])
    .filter((schedule) => schedule && schedule.day === day && schedule.opening_time && schedule.closing_time)
    .sort((a, b) => a.opening_time.localeCompare(b.opening_time))
    .map((schedule) => ({ from: schedule.opening_time, to: schedule.closing_time }));
  return windows.length === 0 ? { kind: 'closed' } : { kind: 'hours', windows };
}
