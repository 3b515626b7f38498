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
