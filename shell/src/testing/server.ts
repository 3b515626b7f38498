import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Config, Module } from '@storefront/contract';

/** The API base the shared client uses in tests (its default). */
export const API = 'http://localhost:4000/api/v1';

export const testConfig: Partial<Config> = {
  business_name: 'Demo Market',
  default_location: { lat: 23.8, lng: 90.4 },
  digit_after_decimal_point: 2,
};

export function makeModule(overrides: Partial<Module> & Pick<Module, 'id' | 'module_name' | 'module_type'>): Module {
  return { icon_full_url: '', zones: [{ id: 1 }], ...overrides };
}

export const grocery = makeModule({ id: 2, module_name: 'Grocery', module_type: 'grocery' });
export const food = makeModule({ id: 1, module_name: 'Food', module_type: 'food' });
export const pharmacy = makeModule({ id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' });
export const parcel = makeModule({ id: 5, module_name: 'Parcel', module_type: 'parcel' });

/** What a page needs on every load: the config, the modules and a guest id. */
export const defaultHandlers = [
  http.get(`${API}/config`, () => HttpResponse.json(testConfig)),
  http.get(`${API}/module`, () => HttpResponse.json([food, grocery, pharmacy])),
  http.post(`${API}/auth/guest/request`, () => HttpResponse.json({ message: 'guest created', guest_id: 'guest-123' })),
];

/** Unhandled requests fail the test: every call a component makes is declared. */
export const server = setupServer(...defaultHandlers);

// Importing this module starts the server for the test file.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
