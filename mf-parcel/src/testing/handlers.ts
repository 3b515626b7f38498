import { http, HttpResponse } from 'msw';
import type { Config, TrackedOrder } from '@storefront/contract';
import { API } from './server';

export const config: Partial<Config> = {
  business_name: 'Storefront',
  digit_after_decimal_point: 2,
  currency_symbol: '$',
  currency_symbol_direction: 'left',
  default_location: { lat: '23.75', lng: '90.39' },
};

export const configHandler = http.get(`${API}/config`, () => HttpResponse.json(config));

export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    id: 100045,
    order_status: 'confirmed',
    order_amount: 42.5,
    created_at: '2026-11-21T12:00:00.000Z',
    pending: '2026-11-21T12:00:00.000Z',
    confirmed: '2026-11-21T12:05:00.000Z',
    picked_up: null,
    delivered: null,
    store: { id: 7, name: 'Green Basket', address: '12 Market Street' },
    delivery_address: { address: '221B Baker Street, London', contact_person_name: 'Jane Doe' },
    delivery_man: [],
    ...overrides,
  };
}
