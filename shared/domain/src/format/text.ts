export const TRUNCATE = { itemName: 25, readMore: 70, description: 130 } as const;

/** Cuts text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** An item's name as cards show it: whole in the food module, cut at 25 characters elsewhere (spec §9). */
export function itemDisplayName(name: string | null | undefined, moduleType: string | null | undefined): string {
  return moduleType === 'food' ? (name ?? '') : truncate(name, TRUNCATE.itemName);
}
