import type { Address, LatLng } from '@storefront/contract';

/** Where a guest's contact (and the address details they add) survives a reload. */
export const GUEST_CONTACT_KEY = 'storefront.guest-contact';

/** What a guest fills in; the address text and coordinates come from the stored location. */
export interface GuestContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  address_type?: string;
  address_label?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  additional_information?: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The stored contact, or null when there is none or it is unreadable (never throws). */
export function readGuestContact(): GuestContact | null {
  try {
    const raw = window.localStorage.getItem(GUEST_CONTACT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (!parsed || typeof parsed !== 'object') return null;
    const contact: GuestContact = {
      contact_person_name: text(parsed.contact_person_name),
      contact_person_number: text(parsed.contact_person_number),
      contact_person_email: text(parsed.contact_person_email),
      address_type: text(parsed.address_type) || 'home',
      address_label: optional(parsed.address_label),
      road: optional(parsed.road),
      house: optional(parsed.house),
      floor: optional(parsed.floor),
      additional_information: optional(parsed.additional_information),
    };
    return contact.contact_person_name && contact.contact_person_number ? contact : null;
  } catch {
    return null;
  }
}

export function writeGuestContact(contact: GuestContact): void {
  try {
    window.localStorage.setItem(GUEST_CONTACT_KEY, JSON.stringify(contact));
  } catch {
    // storage full or disabled: the contact still holds for this page
  }
}

/** The guest's delivery address: the contact plus the stored location's text, coordinates and zones. */
export function guestAddress(contact: GuestContact, location: string | null, latLng: LatLng | null, zoneIds: number[]): Address {
  return {
    address_type: contact.address_label || contact.address_type || 'home',
    address_label: contact.address_label ?? null,
    contact_person_name: contact.contact_person_name,
    contact_person_number: contact.contact_person_number,
    contact_person_email: contact.contact_person_email || null,
    address: location ?? '',
    latitude: latLng ? String(latLng.lat) : '',
    longitude: latLng ? String(latLng.lng) : '',
    zone_id: zoneIds[0] ?? null,
    zone_ids: zoneIds,
    road: contact.road ?? null,
    house: contact.house ?? null,
    floor: contact.floor ?? null,
    additional_information: contact.additional_information ?? null,
  };
}
