import type { Item } from '@storefront/contract';

export interface CategoryTab {
  id: number;
  name: string;
}

/** An item's main category (the first of category_ids, position 1), or null. */
function mainCategory(item: Item): CategoryTab | null {
  const first = Array.isArray(item.category_ids) ? item.category_ids[0] : undefined;
  const id = Number(first?.id);
  return first && Number.isInteger(id) && id > 0 && first.name ? { id, name: first.name } : null;
}

/**
 * The tabs of the best-reviewed and you-will-love lists (spec §4 Category and tab lists): the unique
 * main categories of the loaded items, in the order they first appear. The caller puts All first.
 */
export function categoryTabs(items: readonly Item[]): CategoryTab[] {
  const byId = new Map<number, CategoryTab>();
  for (const item of items) {
    const category = mainCategory(item);
    if (category && !byId.has(category.id)) byId.set(category.id, category);
  }
  return [...byId.values()];
}

/** The items of one category tab; null is the All tab. */
export function inCategory(items: readonly Item[], categoryId: number | null): Item[] {
  if (categoryId === null) return [...items];
  return items.filter((item) => (item.category_ids ?? []).some((category) => Number(category.id) === categoryId));
}

/** Only well-formed items (a list answer may carry holes). */
export const validItems = (products: readonly Item[] | undefined | null): Item[] =>
  Array.isArray(products) ? products.filter((item) => item && typeof item.id === 'number') : [];
