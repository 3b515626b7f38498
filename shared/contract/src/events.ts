import type { CartLine, Item, LatLng, Module, StoredLocation } from './wire';

export type ToastLevel = 'success' | 'error' | 'warning' | 'info';

/**
 * The catalogue of events between the shell and the remotes. It is a contract
 * between teams: adding an event is a minor change, changing one is a major change.
 * Names are `area/verb`.
 */
export type BusEvent =
  /**
   * Opens the pick-location modal. fromReceiver: a parcel receiver (only a toast, nothing saved);
   * purpose 'parcel': the point goes back by `location/receiver-picked`; 'store': the modal only closes.
   */
  | { type: 'location/pick'; fromReceiver?: boolean; purpose?: 'parcel' | 'store' }
  /** No stored delivery location yet: the 'Insert delivery location' prompt, whose Pick from Map opens the picker. */
  | { type: 'location/required' }
  /** The store / delivery map dialog: both points, the route and the distance (zoom 10). */
  | { type: 'location/show-route'; store: { name: string; latLng: LatLng }; delivery?: LatLng }
  | { type: 'location/changed'; location: StoredLocation }
  | { type: 'module/pick' }
  | { type: 'module/selected'; module: Module }
  | { type: 'cart/add-item'; item: Item; quantity?: number }
  | { type: 'cart/open' }
  | { type: 'wishlist/open' }
  | { type: 'cart/changed'; lines: CartLine[] }
  | { type: 'item/open'; item: Item }
  | { type: 'auth/required'; message?: string }
  | { type: 'auth/signed-in' }
  | { type: 'auth/signed-out' }
  | { type: 'session/expired' }
  | { type: 'order/track'; orderId: string }
  /**
   * Push notifications (spec: shopping-core §3 types, §4 Notifications), published by the shell's
   * one push connection per tab: a remote showing orders or a chat refreshes on them.
   */
  | { type: 'push/order-status'; orderId: number; orderStatus?: string }
  | { type: 'push/message'; conversationId: number; senderType: string }
  | { type: 'push/referral'; title: string; body: string }
  | { type: 'toast'; level: ToastLevel; message: string; duration?: number; key?: string }
  /** Light or dark theme chosen outside the shell's switch (the account's settings page); the shell stores and applies it. */
  | { type: 'theme/set'; mode: 'light' | 'dark' }
  /** Answer to `location/pick` with fromReceiver: a parcel receiver's location, not saved as the visitor's own. */
  | { type: 'location/receiver-picked'; location: StoredLocation };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;
