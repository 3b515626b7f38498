import type { OrderPlaced, OrderType } from '@storefront/contract';
import { request } from '@storefront/platform';
import type { OrderAddressFields } from './place-order';

export interface PrescriptionOrderFields extends OrderAddressFields {
  store_id: number;
  order_type: OrderType;
  schedule_at: string | null;
  dm_tips?: number;
  order_note?: string;
  delivery_instruction?: string;
  guest_id?: string;
}

/** POST customer/order/prescription/place: multipart, the images as order_attachment[], paid cash on delivery. */
export function placePrescriptionOrder(fields: PrescriptionOrderFields, images: File[], idempotencyKey: string): Promise<OrderPlaced> {
  const form = new FormData();
  form.append('payment_method', 'cash_on_delivery');
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  for (const image of images) form.append('order_attachment[]', image, image.name);
  return request<OrderPlaced>('customer/order/prescription/place', {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
