import { useT } from '../../../i18n';
import { Button, Flex } from 'antd';
import { Form, Modal } from 'antd-on-intent';
import { useFormik } from 'formik';
import { compactPhone, guestContactSchema } from '../utils/address-form';
import type { GuestContact } from '../utils/guest-contact';
import { FormField } from '../../../components/form-field';

/** The medium modal width of the spec (§9). */
export const MEDIUM_MODAL_WIDTH = 400;

interface ContactValues {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string;
}

export interface GuestContactModalProps {
  open: boolean;
  contact: GuestContact | null;
  onClose: () => void;
  onSave: (contact: Pick<GuestContact, keyof ContactValues>) => void;
}

/** The guest contact modal (spec: shopping-core §2): name, phone and email, Reset and Save. */
export function GuestContactModal({ open, contact, onClose, onSave }: GuestContactModalProps) {
  const t = useT();
  return (
    <Modal open={open} onCancel={onClose} title={t('Contact info')} width={MEDIUM_MODAL_WIDTH} footer={null} destroyOnHidden>
      {open ? <ContactForm contact={contact} onClose={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function ContactForm({ contact, onClose, onSave }: Omit<GuestContactModalProps, 'open'>) {
  const t = useT();
  const formik = useFormik<ContactValues>({
    initialValues: {
      contact_person_name: contact?.contact_person_name ?? '',
      contact_person_number: contact?.contact_person_number ?? '',
      contact_person_email: contact?.contact_person_email ?? '',
    },
    validationSchema: guestContactSchema,
    onSubmit: (values) => {
      onSave({
        contact_person_name: values.contact_person_name.trim(),
        contact_person_number: compactPhone(values.contact_person_number.trim()),
        contact_person_email: values.contact_person_email.trim(),
      });
      onClose();
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('Contact info')}>
      <Form layout="vertical" component="div">
        <FormField
          formik={formik}
          name="contact_person_name"
          id="guest-name"
          label={t('Name')}
          required
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          formik={formik}
          name="contact_person_number"
          id="guest-phone"
          label={t('Phone')}
          type="tel"
          required
          autoComplete="tel"
          placeholder={t('Enter phone number')}
          maxLength={20}
        />
        <FormField
          maxLength={255}
          formik={formik}
          name="contact_person_email"
          id="guest-email"
          label={t('Email')}
          type="email"
          required
          autoComplete="email"
        />
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => formik.resetForm()}>{t('Reset')}</Button>
          <Button type="primary" htmlType="submit">
            {t('Save')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
