import type { CartLine, Item } from '@storefront/contract';
import { chosenVariation, selectionFromCartVariation, type FoodSelection } from '@storefront/domain';

/** What the dialog holds while the visitor chooses. */
export interface Choices {
  quantity: number;
  /** Food groups: the chosen labels per group name. */
  food: FoodSelection;
  /** Other modules: the chosen option per choice title (older choice options), or the variation type under ''. */
  typed: Record<string, string>;
  /** Ticked add-ons: id → quantity (≥ 1). */
  addOns: Record<number, number>;
}

const compact = (value: string) => value.replace(/\s+/g, '');

/** An item other than food with variations chooses one of them (by its choice options, or by type when it has none). */
export function hasTypedVariations(item: Item): boolean {
  return (item.food_variations ?? []).length === 0 && (item.variations ?? []).length > 0;
}

/** The variation type the chosen options name: options joined by '-', spaces removed (how the platform names them). */
export function typedVariationType(item: Item, typed: Record<string, string>): string | null {
  if (!hasTypedVariations(item)) return null;
  const options = item.choice_options ?? [];
  if (options.length === 0) return typed[''] ?? null;
  const parts = options.map((option) => typed[option.title]);
  return parts.every(Boolean) ? compact(parts.join('-')) : null;
}

/** The item's variation the choices name, if it exists. */
export function chosenTypedVariation(item: Item, typed: Record<string, string>) {
  const type = typedVariationType(item, typed);
  return type === null ? undefined : (item.variations ?? []).find((variation) => compact(variation.type) === type);
}

/** The cart payload's variation for the choices: food groups with a selection, or the one typed variation. */
export function variationPayload(item: Item, choices: Pick<Choices, 'food' | 'typed'>): unknown[] {
  if (hasTypedVariations(item)) {
    const variation = chosenTypedVariation(item, choices.typed);
    return variation ? [{ type: variation.type, price: variation.price, stock: variation.stock }] : [];
  }
  return (item.food_variations ?? []).flatMap((group) => {
    const labels = choices.food[group.name] ?? [];
    return labels.length > 0 ? [{ name: group.name, values: { label: [...labels] } }] : [];
  });
}

/** Ticked add-ons as the payload's two parallel lists, in the item's order. */
export function addOnPayload(item: Item, addOns: Choices['addOns']): { add_on_ids: number[]; add_on_qtys: number[] } {
  const ticked = (item.add_ons ?? []).filter((addOn) => (addOns[addOn.id] ?? 0) > 0);
  return { add_on_ids: ticked.map((addOn) => addOn.id), add_on_qtys: ticked.map((addOn) => addOns[addOn.id]) };
}

/** The dialog's first state: quantity 1, the first option of each older choice option, nothing else chosen. */
export function initialChoices(item: Item): Choices {
  const typed: Record<string, string> = {};
  if (hasTypedVariations(item)) {
    const options = item.choice_options ?? [];
    if (options.length === 0) typed[''] = compact(item.variations?.[0]?.type ?? '');
    for (const option of options) if (option.options[0]) typed[option.title] = option.options[0];
  }
  return { quantity: 1, food: {}, typed, addOns: {} };
}

/** The choices a cart line holds (the dialog opened for an item already in the cart). */
export function choicesFromLine(item: Item, line: CartLine): Choices {
  const addOns: Record<number, number> = {};
  line.add_on_ids.forEach((id, index) => (addOns[id] = line.add_on_qtys[index] ?? 1));
  const typed = initialChoices(item).typed;
  const variation = chosenVariation(line.variation, item.variations);
  if (variation && hasTypedVariations(item)) {
    const options = item.choice_options ?? [];
    if (options.length === 0) typed[''] = compact(variation.type);
    else {
      const parts = variation.type.split('-');
      options.forEach((option, index) => {
        const match = option.options.find((candidate) => compact(candidate) === parts[index]);
        if (match) typed[option.title] = match;
      });
    }
  }
  return { quantity: Math.max(1, line.quantity), food: selectionFromCartVariation(line.variation), typed, addOns };
}

/** Whether an update would change the line: its quantity or add-ons (the variation is the same by definition). */
export function changesLine(line: CartLine, quantity: number, addOns: { add_on_ids: number[]; add_on_qtys: number[] }): boolean {
  if (line.quantity !== quantity) return true;
  const stored = new Map(line.add_on_ids.map((id, index) => [id, line.add_on_qtys[index] ?? 1]));
  if (stored.size !== addOns.add_on_ids.length) return true;
  return addOns.add_on_ids.some((id, index) => stored.get(id) !== addOns.add_on_qtys[index]);
}

/** 'HH:mm[:ss]' as 'hh:mm a' ('09:30 PM'); the text as is when malformed. */
export function clock12(value: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value ?? '');
  if (!match) return value ?? '';
  const hours = Number(match[1]) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${suffix}`;
}
