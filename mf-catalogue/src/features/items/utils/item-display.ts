import type { Item, ModuleType } from '@storefront/contract';
import { isOutOfStock as outOfStock, itemDisplayName } from '@storefront/domain';

/** Food shows whole names; every other module cuts them at 25 characters (the domain's rule). */
export function displayName(item: Pick<Item, 'name'>, moduleType: ModuleType | undefined): string {
  return itemDisplayName(item.name, moduleType);
}

/** An item the customer must configure first (variations, food variation groups, choice options). */
export function hasOptions(item: Pick<Item, 'variations' | 'food_variations' | 'choice_options'>): boolean {
  return (item.food_variations?.length ?? 0) > 0 || (item.variations?.length ?? 0) > 0 || (item.choice_options?.length ?? 0) > 0;
}

/** Stock is tracked outside food; an item with none left cannot be added. */
export function isOutOfStock(item: Pick<Item, 'stock'>, moduleType: ModuleType | undefined): boolean {
  return outOfStock(moduleType, item.stock);
}
