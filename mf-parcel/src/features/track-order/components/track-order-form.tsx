import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Form } from 'antd-on-intent';
import { useFormik } from 'formik';
import { FormikInput } from '../../../components/formik-input';
import { trackOrderSchema, type TrackOrderFormValues } from '../api/track-order';

export interface TrackOrderFormProps {
  isGuest: boolean;
  initialValues: TrackOrderFormValues;
  loading: boolean;
  onSubmit: (values: TrackOrderFormValues) => void;
}

/** Order id (and, for a guest, the contact number used at checkout). */
export function TrackOrderForm({ isGuest, initialValues, loading, onSubmit }: TrackOrderFormProps) {
  const t = useT();
  const formik = useFormik<TrackOrderFormValues>({
    initialValues,
    validationSchema: trackOrderSchema(isGuest),
    onSubmit: (values) => onSubmit({ orderId: values.orderId.trim(), contactNumber: isGuest ? values.contactNumber.trim() : '' }),
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('Track order')}>
      <Form layout="vertical" component="div">
        <FormikInput
          formik={formik}
          name="orderId"
          id="track-order-id"
          label={t('Order ID')}
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('Enter your order id')}
        />
        {isGuest ? (
          <FormikInput
            formik={formik}
            name="contactNumber"
            id="track-order-phone"
            label={t('Contact number')}
            required
            type="tel"
            autoComplete="tel"
            placeholder={t('Enter phone number')}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={loading} block>
          {t('Track Order')}
        </Button>
      </Form>
    </form>
  );
}
