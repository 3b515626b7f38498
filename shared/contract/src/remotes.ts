import type { Address, LatLng, OrderType } from './wire';

// The registry of remotes and their exposes: the shell and the remotes mount
// each other by these names, so a misspelt remote, expose or prop fails to
// compile. Each remote's federation.config.cjs must list exactly these exposes
// (a test in this package checks it).

/** Props of each expose; an expose that takes none has `Record<string, never>`. */
export interface RemoteExposes {
  mf_catalogue: { './Routes': NoProps; './SearchBox': SearchBoxProps };
  mf_cart: { './Overlays': NoProps; './CartButton': NoProps; './Routes': NoProps };
  mf_account: {
    './Routes': NoProps;
    './ProfileMenu': NoProps;
    './DeliveryAddresses': DeliveryAddressesProps;
    './WishlistButton': NoProps;
    './WishlistHeart': WishlistHeartProps;
    /** The rating prompt, the welcome modal and the way to /interest, for a signed-in customer. */
    './Overlays': NoProps;
  };
  mf_location: { './Overlays': NoProps; './LocationButton': NoProps; './LocationMap': LocationMapProps };
  /** ./Overlays: the order tracking drawer, opened by `order/track` from any page. */
  mf_parcel: { './Routes': NoProps; './Overlays': NoProps };
}

export type NoProps = Record<string, never>;

/**
 * mf_account/DeliveryAddresses, placed by the checkout (spec: shopping-core §2
 * Delivery Addresses panel): a customer picks one of the saved addresses (or
 * adds one), a guest fills the contact card and the address of the stored
 * location. The checkout holds the choice; the panel reports every change.
 */
export interface DeliveryAddressesProps {
  /** The store's zone: saved addresses whose zone_ids leave it out cannot be selected. */
  storeZoneId: number | null;
  orderType: OrderType;
  /** The address the order goes to (for take_away only the contact fields matter). */
  value: Address | null;
  onChange: (address: Address | null) => void;
  /** Hides the 'Delivery Addresses' header (also hidden for take_away). */
  embedded?: boolean;
}
/**
 * mf_account/WishlistHeart, for every item card, the item dialog and the store page (spec:
 * shopping-core §4 Wishlist): one of the two ids. It toggles once the server agrees and toasts
 * its message; a visitor is told 'You are not logged in'.
 */
export interface WishlistHeartProps {
  itemId?: number;
  storeId?: number;
}
/**
 * mf_catalogue/SearchBox, placed by the shell's navbar (spec: discovery-and-modules §2
 * Search box). The shell shows a plain input first and mounts the box on intent, so it
 * hands over what was typed meanwhile and whether the box takes the focus.
 */
export interface SearchBoxProps {
  initialText?: string;
  autoFocus?: boolean;
  /** Called after a submit or Escape, e.g. to fold a phone's search row. */
  onDone?: () => void;
}
/** A point drawn on mf_location/LocationMap. */
export interface MapMarker {
  latLng: LatLng;
  label: string;
  kind: 'store' | 'delivery' | 'deliveryman';
}
/**
 * mf_location/LocationMap, for the address modal, the footer and the parcel pick (spec:
 * shopping-core §4 Location, §9 zoom 1–21): Google Maps when a browser key is configured at
 * run time, otherwise an offline map drawn from the API's zones and places.
 */
export interface LocationMapProps {
  /** Where the map looks; it follows a change of this point. */
  center: LatLng;
  /** 17 by default (the picker); the delivery map uses 10. */
  zoom?: number;
  /** With it, a centre pin: dragging or zooming the map reports the point under the pin. */
  onMove?: (latLng: LatLng) => void;
  markers?: MapMarker[];
  /** A line through these points (store to delivery). */
  route?: LatLng[];
  /** CSS height; 320 px by default. */
  height?: number | string;
}
export type RemoteName = keyof RemoteExposes;
export type ExposeOf<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposeProps<R extends RemoteName, E extends ExposeOf<R>> = RemoteExposes[R][E];

/**
 * The same registry as values, for checks at build and test time. Partial
 * because RemoteExposes is open to declaration merging (tests add fake
 * remotes); that every deployed remote is listed is checked against the
 * federation configs by remotes.test.ts.
 */
export const remoteExposes = {
  mf_catalogue: ['./Routes', './SearchBox'],
  mf_cart: ['./Overlays', './CartButton', './Routes'],
  mf_account: ['./Routes', './ProfileMenu', './DeliveryAddresses', './WishlistButton', './WishlistHeart', './Overlays'],
  mf_location: ['./Overlays', './LocationButton', './LocationMap'],
  mf_parcel: ['./Routes', './Overlays'],
} as const satisfies Partial<{ [R in RemoteName]: readonly ExposeOf<R>[] }>;

/** The remote's folder (and deployable) for its federation name. */
export const remoteFolder = (remote: RemoteName) => remote.replace('_', '-');
