import type { Address } from '@storefront/contract';
import * as yup from 'yup';
import type { AddressInput } from '../api/addresses';
import type { GuestContact } from './guest-contact';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface AddressFormValues {
  address_type: AddressType;
  address_label: string;
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
  address: string;
  road: string;
  house: string;
  floor: string;
  additional_information: string;
}

/** Digits with an optional leading +, 6 to 20 of them, once spaces, dashes, dots and brackets are gone. */
const PHONE = /^\+?[0-9]{6,20}$/;
export const compactPhone = (phone: string) => phone.replace(/[\s().-]/g, '');
const looksLikePhone = (phone: string | undefined) => !phone || PHONE.test(compactPhone(phone));

const phone = yup.string().trim().required('Phone Number is required').test('phone', 'Enter a valid phone number', looksLikePhone);

/** The address form (spec: shopping-core §5): address, name and phone required, the rest optional; a guest also gives an email. */
export const addressFormSchema = (guest: boolean) =>
  yup.object({
    address: yup.string().trim().required('Address is required'),
    contact_person_name: yup.string().trim().required('Name is required'),
    contact_person_number: phone,
    contact_person_email: guest
      ? yup.string().trim().required('Email is required').email('Must be a valid email')
      : yup.string().trim().email('Must be a valid email'),
  });

/** The guest contact form: name, phone and email required, a valid email, a loosely checked phone. */
export const guestContactSchema = yup.object({
  contact_person_name: yup.string().trim().required('Name is required'),
  contact_person_number: phone,
  contact_person_email: yup.string().trim().required('Email is required').email('Must be a valid email'),
});

const known = (type: string | undefined): AddressType | null =>
  ADDRESS_TYPES.includes(type as AddressType) ? (type as AddressType) : null;

/** The form's starting values: an existing address, or empty with the given defaults. */
export function initialAddressValues(
  address: Partial<Address> | Partial<GuestContact> | null,
  defaults: { address: string; name?: string; phone?: string },
): AddressFormValues {
  const type = known(address?.address_type);
  // a free label was stored as the type: the form shows it as 'other' with its label
  const label = address?.address_label || (address?.address_type && !type ? address.address_type : '');
  return {
    address_type: label ? 'other' : (type ?? 'home'),
    address_label: label ?? '',
    contact_person_name: address?.contact_person_name ?? defaults.name ?? '',
    contact_person_number: address?.contact_person_number ?? defaults.phone ?? '',
    contact_person_email: address?.contact_person_email ?? '',
    address: (address && 'address' in address ? address.address : undefined) ?? defaults.address,
    road: address?.road ?? '',
    house: address?.house ?? '',
    floor: address?.floor ?? '',
    additional_information: address?.additional_information ?? '',
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The fields to send or keep: a label name given for 'other' replaces the type (spec: shopping-core §4 Addresses). */
export function addressFields(values: AddressFormValues) {
  const label = values.address_type === 'other' ? blankToNull(values.address_label) : null;
  return {
    address_type: label ?? values.address_type,
    address_label: label,
    contact_person_name: values.contact_person_name.trim(),
    contact_person_number: compactPhone(values.contact_person_number.trim()),
    contact_person_email: blankToNull(values.contact_person_email),
    road: blankToNull(values.road),
    house: blankToNull(values.house),
    floor: blankToNull(values.floor),
    additional_information: blankToNull(values.additional_information),
  };
}

export function addressInput(values: AddressFormValues, latitude: string | number, longitude: string | number): AddressInput {
  return { ...addressFields(values), address: values.address.trim(), latitude, longitude };
}
