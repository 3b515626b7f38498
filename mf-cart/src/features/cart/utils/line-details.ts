import type { CartLine, ModuleType } from '@storefront/contract';
import { lineStock as stockOfLine } from '@storefront/domain';

/** The module a line belongs to: its item's, else the chosen module's. */
export function lineModuleType(line: CartLine, fallback: ModuleType | undefined): ModuleType | undefined {
  return line.item?.module_type ?? fallback;
}

/** Stock that limits a line: its chosen (non-food) variation's stock, else the item's (the domain's rule). */
export function lineStock(line: CartLine): number | null | undefined {
  return stockOfLine(line.variation, line.item);
}

/** 'Size: Large, Extra cheese' for food groups, the type ('Red-XL') for other modules. */
export function variationSummary(line: Pick<CartLine, 'variation'>): string {
  return (line.variation ?? [])
    .map((entry) => {
      if (!entry || typeof entry !== 'object') return '';
      const record = entry as { type?: unknown; name?: unknown; values?: { label?: unknown } };
      if (typeof record.type === 'string') return record.type;
      const labels = Array.isArray(record.values?.label) ? record.values.label.map(String) : [];
      return typeof record.name === 'string' && labels.length > 0 ? `${record.name}: ${labels.join(', ')}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

/** The unit price the server charged (its line total over the quantity when it sent none). */
export function lineUnitPrice(line: CartLine): number {
  if (Number.isFinite(Number(line.unit_price))) return Number(line.unit_price);
  const quantity = Number(line.quantity) || 1;
  return (Number(line.price) || 0) / quantity;
}

/** The line's add-ons with their quantities, named from its item (an add-on the item no longer lists is left out). */
export function addOnSummary(
  line: Pick<CartLine, 'item' | 'add_on_ids' | 'add_on_qtys'>,
): { id: number; name: string; quantity: number }[] {
  const names = new Map((line.item?.add_ons ?? []).map((addOn) => [addOn.id, addOn.name]));
  return (line.add_on_ids ?? []).flatMap((id, index) => {
    const name = names.get(id);
    return name ? [{ id, name, quantity: Number(line.add_on_qtys?.[index] ?? 1) }] : [];
  });
}
