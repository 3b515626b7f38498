import type { OrderDetail, TrackedOrder } from '@storefront/contract';

/** The order's money fields the wire carries beside the typed ones (customer/order/track for its customer). */
export interface OrderAmounts {
  delivery_charge?: number;
  coupon_discount_amount?: number;
  store_discount_amount?: number;
  total_tax_amount?: number;
  tax_status?: string;
  additional_charge?: number;
  dm_tips?: number;
  extra_packaging_amount?: number;
  partially_paid_amount?: number;
}

export interface BillRow {
  /** Key of the app's texts. */
  label: string;
  amount: number;
  /** Shown as a deduction. */
  minus?: boolean;
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/**
 * The bill of a placed order: its lines' prices and add-ons, then what the server charged or
 * deducted. The total is the server's order_amount, never a sum made here.
 */
export function orderBill(order: TrackedOrder, lines: OrderDetail[]): { rows: BillRow[]; total: number } {
  const money = order as TrackedOrder & OrderAmounts;
  const items = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const addOns = lines.reduce((sum, line) => sum + line.total_add_on_price, 0);
  const included = money.tax_status === 'included';
  const rows: BillRow[] = [
    { label: 'Items price', amount: items },
    { label: 'Addons', amount: addOns },
    { label: 'Discount', amount: amount(money.store_discount_amount), minus: true },
    { label: 'Coupon discount', amount: amount(money.coupon_discount_amount), minus: true },
    { label: included ? 'VAT/TAX (included)' : 'VAT/TAX', amount: amount(money.total_tax_amount) },
    { label: 'Delivery fee', amount: amount(money.delivery_charge) },
    { label: 'Deliveryman tips', amount: amount(money.dm_tips) },
    { label: 'Additional charge', amount: amount(money.additional_charge) },
    { label: 'Extra packaging amount', amount: amount(money.extra_packaging_amount) },
  ];
  // rows worth nothing are left out, except the items price, the tax and the delivery fee a customer expects to see
  const kept = rows.filter((row) => row.amount !== 0 || ['Items price', 'VAT/TAX', 'Delivery fee'].includes(row.label));
  return { rows: kept, total: amount(order.order_amount) };
}

/** The chosen options of a line as text: "Size: Large", "Red-XL". */
export function describeVariation(variation: unknown[]): string[] {
  return variation.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { type, name, values } = entry as { type?: unknown; name?: unknown; values?: unknown };
    if (typeof type === 'string' && type) return [type];
    if (typeof name !== 'string') return [];
    const labels = Array.isArray(values)
      ? values.map((value) => (value && typeof value === 'object' ? (value as { label?: unknown }).label : value))
      : values && typeof values === 'object'
        ? ([] as unknown[]).concat((values as { label?: unknown }).label)
        : [];
    const text = labels.filter((label): label is string => typeof label === 'string' && label !== '').join(', ');
    return [text ? `${name}: ${text}` : name];
  });
}
