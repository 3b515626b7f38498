import { useT } from '../../../i18n';
import { Button, Input } from 'antd';
import { Form } from 'antd-on-intent';
import { useFormik } from 'formik';
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
  const errorOf = (field: keyof TrackOrderFormValues) =>
    formik.touched[field] && formik.errors[field] ? t(formik.errors[field] as string) : undefined;

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={t('Track order')}>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('Order ID')}
          htmlFor="track-order-id"
          required
          validateStatus={errorOf('orderId') ? 'error' : undefined}
          help={errorOf('orderId')}
        >
          <Input
            id="track-order-id"
            name="orderId"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('Enter your order id')}
            value={formik.values.orderId}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Form.Item>
        {isGuest ? (
          <Form.Item
            label={t('Contact number')}
            htmlFor="track-order-phone"
            required
            validateStatus={errorOf('contactNumber') ? 'error' : undefined}
            help={errorOf('contactNumber')}
          >
            <Input
              id="track-order-phone"
              name="contactNumber"
              type="tel"
              autoComplete="tel"
              placeholder={t('Enter phone number')}
              value={formik.values.contactNumber}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={loading} block>
          {t('Track Order')}
        </Button>
      </Form>
    </form>
  );
}
