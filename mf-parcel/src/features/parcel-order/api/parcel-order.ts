import type { Address, OrderPlaced } from '@storefront/contract';
import { request } from '@storefront/platform';
import type { ParcelChargePayer } from '@storefront/domain';
import useSWR from 'swr';
import * as yup from 'yup';

export interface ParcelQuote {
  distance: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  delivery_charge: number;
}

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** The charge for a category between two points, as the server computes it (parcel/charge). */
export function useParcelQuote(categoryId: number | null, sender: LatLngPoint | null, receiver: LatLngPoint | null) {
  const key =
    categoryId && sender && receiver ? (['parcel/charge', categoryId, sender.lat, sender.lng, receiver.lat, receiver.lng] as const) : null;
  return useSWR(key, () =>
    request<ParcelQuote>('parcel/charge', {
      query: {
        parcel_category_id: categoryId!,
        sender_latitude: sender!.lat,
        sender_longitude: sender!.lng,
        receiver_latitude: receiver!.lat,
        receiver_longitude: receiver!.lng,
      },
    }),
  );
}

export interface ReceiverValues {
  name: string;
  phone: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  house: string;
  floor: string;
}

export type ParcelPaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';

export interface ParcelFormValues {
  receiver: ReceiverValues;
  chargePayer: ParcelChargePayer;
  paymentMethod: ParcelPaymentMethod;
  tips: number;
  note: string;
}

/** Messages are the English keys of mf-parcel's texts, translated where shown. */
export const parcelFormSchema: yup.ObjectSchema<ParcelFormValues> = yup.object({
  receiver: yup.object({
    name: yup.string().trim().required('Receiver name is required').max(100, 'Receiver name is too long'),
    phone: yup
      .string()
      .trim()
      .required('Receiver phone is required')
      .matches(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number'),
    address: yup.string().trim().required('Pick the receiver’s address on the map'),
    latitude: yup.number().nullable().defined().required('Pick the receiver’s address on the map'),
    longitude: yup.number().nullable().defined().required('Pick the receiver’s address on the map'),
    house: yup.string().default('').max(150),
    floor: yup.string().default('').max(50),
  }),
  chargePayer: yup.mixed<ParcelChargePayer>().oneOf(['sender', 'receiver']).required(),
  paymentMethod: yup
    .mixed<ParcelPaymentMethod>()
    .oneOf(['cash_on_delivery', 'digital_payment', 'wallet'])
    .required('Choose a payment method')
    .test('receiver-pays-cash', 'When the receiver pays, the charge is paid in cash on delivery.', function (method) {
      return this.parent.chargePayer !== 'receiver' || method === 'cash_on_delivery';
    }),
  tips: yup.number().min(0).max(1000).required(),
  note: yup.string().default('').max(500, 'The note is too long'),
}) as yup.ObjectSchema<ParcelFormValues>;

export interface PlaceParcelBody {
  order_type: 'parcel';
  payment_method: ParcelPaymentMethod;
  parcel_category_id: number;
  charge_payer: ParcelChargePayer;
  address: string;
  latitude: number;
  longitude: number;
  address_type?: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  road?: string;
  house?: string;
  floor?: string;
  receiver_details: {
    contact_person_name: string;
    contact_person_number: string;
    address: string;
    latitude: number;
    longitude: number;
    house?: string;
    floor?: string;
  };
  dm_tips?: number;
  order_note?: string;
  order_amount: number;
  guest_id?: string;
}

export function parcelBody(
  values: ParcelFormValues,
  sender: Address,
  categoryId: number,
  total: number,
  guestId: string | undefined,
): PlaceParcelBody {
  const { receiver } = values;
  return {
    order_type: 'parcel',
    payment_method: values.paymentMethod,
    parcel_category_id: categoryId,
    charge_payer: values.chargePayer,
    address: sender.address,
    latitude: Number(sender.latitude),
    longitude: Number(sender.longitude),
    address_type: sender.address_type || undefined,
    contact_person_name: sender.contact_person_name,
    contact_person_number: sender.contact_person_number,
    contact_person_email: sender.contact_person_email || undefined,
    road: sender.road || undefined,
    house: sender.house || undefined,
    floor: sender.floor || undefined,
    receiver_details: {
      contact_person_name: receiver.name.trim(),
      contact_person_number: receiver.phone.trim(),
      address: receiver.address.trim(),
      latitude: receiver.latitude!,
      longitude: receiver.longitude!,
      house: receiver.house.trim() || undefined,
      floor: receiver.floor.trim() || undefined,
    },
    dm_tips: values.tips > 0 ? values.tips : undefined,
    order_note: values.note.trim() || undefined,
    order_amount: total,
    guest_id: guestId,
  };
}

/** Placed once per key: the same Idempotency-Key returns the same order (double click, retry). */
export function placeParcelOrder(body: PlaceParcelBody, idempotencyKey: string): Promise<OrderPlaced> {
  return request<OrderPlaced>('parcel/place', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
