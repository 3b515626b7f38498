import type { Address, OrderPlaced, OrderType, PaymentMethod } from '@storefront/contract';
import { request } from '@storefront/platform';
import * as yup from 'yup';

/** The address fields the order takes (the API refuses any other). */
export interface OrderAddressFields {
  address?: string;
  latitude?: number;
  longitude?: number;
  address_type?: string;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
  road?: string;
  house?: string;
  floor?: string;
  additional_information?: string;
}

export interface OrderCartEntry {
  item_id: number;
  item_type: 'Item' | 'ItemCampaign';
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

/** POST customer/order/place (the order API contract of issue 14). */
export interface PlaceOrderBody extends OrderAddressFields {
  order_type: OrderType;
  payment_method: PaymentMethod;
  store_id: number;
  source: 'cart' | 'buy_now' | 'campaign';
  cart?: OrderCartEntry[];
  schedule_at: string | null;
  coupon_code?: string;
  dm_tips?: number;
  order_note?: string;
  delivery_instruction?: string;
  order_amount: number;
  guest_id?: string;
  callback?: string;
}

const optionalText = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text ? text : undefined;
};

/** The chosen address as the order's fields: the contact only for take-away; numbers for the coordinates. */
export function orderAddressFields(address: Address, orderType: OrderType): OrderAddressFields {
  const contact = {
    contact_person_name: optionalText(address.contact_person_name),
    contact_person_number: optionalText(address.contact_person_number),
    contact_person_email: optionalText(address.contact_person_email),
  };
  if (orderType === 'take_away') return contact;
  const latitude = Number(address.latitude);
  const longitude = Number(address.longitude);
  return {
    ...contact,
    address: optionalText(address.address),
    latitude: Number.isFinite(latitude) ? latitude : undefined,
    longitude: Number.isFinite(longitude) ? longitude : undefined,
    address_type: optionalText(address.address_label) ?? optionalText(address.address_type),
    road: optionalText(address.road),
    house: optionalText(address.house),
    floor: optionalText(address.floor),
    additional_information: optionalText(address.additional_information),
  };
}

export const MAX_TIP = 1000;
export const MAX_NOTE = 500;

export const placeOrderSchema = yup.object({
  store_id: yup.number().integer().positive().required(),
  order_amount: yup.number().min(0).required(),
  dm_tips: yup.number().min(0).max(MAX_TIP),
  order_note: yup.string().max(MAX_NOTE),
  delivery_instruction: yup.string().max(MAX_NOTE),
});

/** Places the order once per key: the same Idempotency-Key returns the same order (double click, retry, two tabs). */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<OrderPlaced> {
  await placeOrderSchema.validate(body);
  return request<OrderPlaced>('customer/order/place', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
