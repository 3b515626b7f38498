import type { Address } from '@storefront/contract';
import { emit, currentLatLngAtom, locationAtom, toast, ApiError, NETWORK_ERROR_MESSAGE } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button, Flex } from 'antd';
import { Alert, Form, Input, Modal, Radio } from 'antd-on-intent';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useCustomerInfo } from '../../profile/api/get-customer-info';
import { saveAddress } from '../api/addresses';
import {
  ADDRESS_TYPES,
  addressFields,
  addressFormSchema,
  addressInput,
  initialAddressValues,
  type AddressFormValues,
} from '../utils/address-form';
import type { GuestContact } from '../utils/guest-contact';
import { serverMessage } from '../utils/server-messages';
import { FormField } from '../../../components/form-field';

/** The large modal width of the spec (§9). */
export const LARGE_MODAL_WIDTH = 458;

export type AddressModalProps =
  | {
      mode: 'customer';
      open: boolean;
      /** The saved address to edit; null adds a new one. */
      address: Address | null;
      onClose: () => void;
      /** After the server saved it (the list is then refetched by the caller). */
      onSaved: (id: number | undefined) => void | Promise<void>;
    }
  | {
      mode: 'guest';
      open: boolean;
      address: GuestContact | null;
      onClose: () => void;
      /** The guest's address is kept in the browser. */
      onSaved: (contact: GuestContact) => void;
    };

/**
 * The address modal (spec: shopping-core §2 Address modal, §5 Address form): Label As,
 * the contact and the door details. The address text and coordinates are the visitor's
 * stored location ('Change location' opens the location picker); an edited saved address
 * keeps its own.
 */
export function AddressModal(props: AddressModalProps) {
  const t = useT();
  const editing = Boolean(props.mode === 'customer' ? props.address?.id : props.address);
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      title={editing ? t('Update Address') : t('Add New Address')}
      width={LARGE_MODAL_WIDTH}
      footer={null}
      destroyOnHidden
    >
      {props.open ? <AddressForm {...props} editing={editing} /> : null}
    </Modal>
  );
}

function AddressForm(props: AddressModalProps & { editing: boolean }) {
  const t = useT();
  const location = useAtomValue(locationAtom);
  const latLng = useAtomValue(currentLatLngAtom);
  const { data: customer } = useCustomerInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const guest = props.mode === 'guest';
  const saved = props.mode === 'customer' ? props.address : null;
  // a saved address keeps its place; a new one (and a guest's) is the stored location
  const coordinates = saved ? { lat: saved.latitude, lng: saved.longitude } : latLng;
  const place = saved ? saved.address : latLng ? (location ?? '') : '';
  const formik = useFormik<AddressFormValues>({
    initialValues: initialAddressValues(props.address, {
      address: place,
      // the spec's picker fills the contact with the profile's name and phone
      name: customer ? `${customer.f_name ?? ''} ${customer.l_name ?? ''}`.trim() : undefined,
      phone: customer?.phone ?? undefined,
    }),
    validationSchema: addressFormSchema(guest),
    onSubmit: async (values) => {
      setFailure(null);
      if (props.mode === 'guest') {
        const fields = addressFields(values);
        props.onSaved({ ...fields, contact_person_email: fields.contact_person_email ?? '' });
        props.onClose();
        return;
      }
      if (!coordinates) return;
      try {
        const answer = await saveAddress(addressInput(values, coordinates.lat, coordinates.lng), saved?.id);
        await props.onSaved(saved?.id);
        toast('success', serverMessage(answer.message || 'Updated successfully.', t));
        props.onClose();
      } catch (cause) {
        setFailure(cause instanceof ApiError ? cause.message : NETWORK_ERROR_MESSAGE);
      }
    },
  });
  const addressError = formik.touched.address && formik.errors.address ? t(formik.errors.address) : undefined;

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={props.editing ? t('Update Address') : t('Add New Address')}>
      <Form layout="vertical" component="div">
        {failure ? <Alert type="error" showIcon title={serverMessage(failure, t)} style={{ marginBottom: 12 }} /> : null}
        <Form.Item
          label={t('Address')}
          htmlFor="address-text"
          required
          validateStatus={addressError ? 'error' : undefined}
          help={addressError}
        >
          <Flex gap={8}>
            <Input
              id="address-text"
              name="address"
              readOnly
              value={formik.values.address}
              placeholder={t('No location chosen yet')}
              aria-invalid={addressError ? true : undefined}
            />
            {saved ? null : <Button onClick={() => emit({ type: 'location/pick' })}>{t('Change location')}</Button>}
          </Flex>
        </Form.Item>
        <Form.Item label={t('Label As')}>
          <Radio.Group
            aria-label={t('Label As')}
            optionType="button"
            name="address_type"
            value={formik.values.address_type}
            onChange={(event) => void formik.setFieldValue('address_type', event.target.value)}
            options={ADDRESS_TYPES.map((type) => ({
              value: type,
              label: t(type === 'home' ? 'Home' : type === 'office' ? 'Office' : 'Other'),
            }))}
          />
        </Form.Item>
        {formik.values.address_type === 'other' ? (
          <FormField required={false} formik={formik} name="address_label" id="address-label" label={t('Label name')} maxLength={50} />
        ) : null}
        <FormField
          formik={formik}
          name="contact_person_name"
          id="address-name"
          label={t('Contact person name')}
          required
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          formik={formik}
          name="contact_person_number"
          id="address-phone"
          label={t('Phone')}
          type="tel"
          required
          autoComplete="tel"
          placeholder={t('Enter phone number')}
          maxLength={20}
        />
        {guest ? (
          <FormField
            maxLength={255}
            formik={formik}
            name="contact_person_email"
            id="address-email"
            label={t('Email')}
            type="email"
            required
            autoComplete="email"
          />
        ) : null}
        <Flex gap={8}>
          <FormField maxLength={255} required={false} formik={formik} name="house" id="address-house" label={t('House')} />
          <FormField maxLength={255} required={false} formik={formik} name="floor" id="address-floor" label={t('Floor')} />
        </Flex>
        <FormField maxLength={255} required={false} formik={formik} name="road" id="address-road" label={t('Road')} />
        <FormField
          required={false}
          formik={formik}
          name="additional_information"
          id="address-additional"
          label={t('Additional information')}
          multiline
          maxLength={500}
        />
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => formik.resetForm()}>{t('Reset')}</Button>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {props.editing ? t('Update Address') : t('Add Address')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
