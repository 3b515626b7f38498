import { routes, type Address } from '@storefront/contract';
import { parcelTotal } from '@storefront/domain';
import {
  EmptyState,
  emit,
  guestIdAtom,
  isSignedInAtom,
  RemoteMount,
  toast,
  useBusEvent,
  useConfig,
  usePriceFormatter,
  type ApiError,
  Typography,
} from '@storefront/platform';
import { Button } from 'antd';
import { Alert, Card, Form, Input, Radio } from 'antd-on-intent';
import { useFormik } from 'formik';
import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormikInput } from '../../../components/formik-input';
import { useT } from '../../../i18n';
import { parcelServerMessage } from '../utils/server-messages';
import { useParcelCategories } from '../../parcel-home/api/parcel-home';
import {
  parcelBody,
  parcelFormSchema,
  placeParcelOrder,
  useParcelQuote,
  type ParcelFormValues,
  type ParcelPaymentMethod,
} from '../api/parcel-order';
import { selectedParcelCategoryAtom } from '../api/selected-category';

const TIP_CHOICES = [0, 2, 5, 10];

const initialValues: ParcelFormValues = {
  receiver: { name: '', phone: '', address: '', latitude: null, longitude: null, house: '', floor: '' },
  chargePayer: 'sender',
  paymentMethod: 'cash_on_delivery',
  tips: 0,
  note: '',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      size="small"
    >
      {children}
    </Card>
  );
}

/** One key per request body: a double click or a retry of the same order sends the same key. */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * `/parcel-delivery-info` (spec: discovery-and-modules §2): the chosen category, the sender (a saved
 * address or the current location), the receiver picked on the map, the server's charge, who pays,
 * the payment method, a tip and a note; placed as a parcel order, then tracked like any order.
 */
export function ParcelOrderPage() {
  const t = useT();
  const navigate = useNavigate();
  const formatPrice = usePriceFormatter();
  const { data: config } = useConfig();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  const [category, setCategory] = useAtom(selectedParcelCategoryAtom);
  const { data: categories } = useParcelCategories();
  const [sender, setSender] = useState<Address | null>(null);
  const [senderMissing, setSenderMissing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const keyFor = useIdempotencyKey();

  const formik = useFormik<ParcelFormValues>({
    initialValues,
    validationSchema: parcelFormSchema,
    onSubmit: async (values) => {
      if (!sender || !category || !quote.data) {
        setSenderMissing(!sender);
        return;
      }
      setPlaceError(null);
      const body = parcelBody(values, sender, category.id, total, isSignedIn ? undefined : (guestId ?? undefined));
      try {
        const answer = await placeParcelOrder(body, keyFor(body));
        toast('success', t('Order placed successfully'));
        if (values.paymentMethod === 'digital_payment' && answer.payment_url) {
          window.location.assign(answer.payment_url);
          return;
        }
        navigate(
          isSignedIn
            ? routes.profile({ orderId: answer.order_id, page: 'my-orders', from: 'checkout' })
            : routes.orderPlaced({ order_id: answer.order_id, status: 'pending', totalAmount: answer.total_ammount }),
        );
        emit({ type: 'order/track', orderId: String(answer.order_id) });
      } catch (error) {
        setPlaceError((error as ApiError).message ?? 'Something went wrong');
      }
    },
  });

  // the receiver's point comes back from the shared pick-location modal, not saved as the visitor's own location
  useBusEvent('location/receiver-picked', ({ location }) => {
    void formik.setValues({
      ...formik.values,
      receiver: { ...formik.values.receiver, address: location.address, latitude: location.latLng.lat, longitude: location.latLng.lng },
    });
  });

  const senderPoint = sender ? { lat: Number(sender.latitude), lng: Number(sender.longitude) } : null;
  const { receiver } = formik.values;
  const receiverPoint =
    receiver.latitude !== null && receiver.longitude !== null ? { lat: receiver.latitude, lng: receiver.longitude } : null;
  const quote = useParcelQuote(category?.id ?? null, senderPoint, receiverPoint);
  const tipsOffered = Number(config?.dm_tips_status) === 1;
  const tips = tipsOffered ? formik.values.tips : 0;
  const total = quote.data ? parcelTotal(quote.data.delivery_charge, tips) : 0;
  const receiverPays = formik.values.chargePayer === 'receiver';
  const methods: ParcelPaymentMethod[] = ['cash_on_delivery'];
  if (config?.digital_payment !== false) methods.push('digital_payment');
  if (isSignedIn && Number(config?.customer_wallet_status) === 1) methods.push('wallet');

  const errorOf = (path: string) => {
    const [group, field] = path.split('.') as [keyof ParcelFormValues, string | undefined];
    const touched = field ? (formik.touched[group] as Record<string, boolean> | undefined)?.[field] : formik.touched[group];
    const error = field ? (formik.errors[group] as Record<string, string> | undefined)?.[field] : formik.errors[group];
    return touched && typeof error === 'string' ? t(error) : undefined;
  };

  if (!category) {
    return (
      <div style={{ maxWidth: 720, margin: '48px auto', padding: 16 }}>
        <EmptyState
          title={t('Choose what you want to send')}
          action={
            <Link to={routes.home()}>
              <Button type="primary">{t('Parcel categories')}</Button>
            </Link>
          }
        />
      </div>
    );
  }

  const receiverAddressError = errorOf('receiver.address') ?? errorOf('receiver.latitude');
  return (
    <form
      noValidate
      aria-label={t('Parcel delivery information')}
      onSubmit={(event) => {
        setSenderMissing(!sender);
        formik.handleSubmit(event);
      }}
      style={{ maxWidth: 760, margin: '0 auto', padding: '24px 12px', display: 'grid', gap: 16 }}
    >
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {t('Parcel delivery information')}
      </Typography.Title>

      <Section title={t('Parcel category')}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <img src={category.image_full_url} alt="" width={48} height={48} style={{ borderRadius: 8 }} />
          <label style={{ flex: '1 1 200px', display: 'grid', gap: 4 }}>
            <span>{t('What are you sending?')}</span>
            <select
              value={category.id}
              onChange={(event) => {
                const next = categories?.find((entry) => entry.id === Number(event.target.value));
                if (next) setCategory(next);
              }}
              style={{ padding: 6, borderRadius: 6, minWidth: 0 }}
            >
              {(categories ?? [category]).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {category.description}
        </Typography.Paragraph>
      </Section>

      <Section title={t('Sender')}>
        <RemoteMount
          remote="mf_account"
          expose="./DeliveryAddresses"
          props={{
            storeZoneId: null,
            orderType: 'delivery',
            value: sender,
            onChange: (next) => {
              setSender(next);
              if (next) setSenderMissing(false);
            },
            embedded: true,
          }}
        />
        {senderMissing ? <Alert type="error" showIcon title={t('Choose the sender’s address')} style={{ marginTop: 8 }} /> : null}
      </Section>

      <Section title={t('Receiver')}>
        <Form layout="vertical" component="div">
          <FormikInput
            formik={formik}
            name="receiver.name"
            id="parcel-receiver-name"
            label={t('Receiver name')}
            required
            autoComplete="off"
          />
          <FormikInput
            formik={formik}
            name="receiver.phone"
            id="parcel-receiver-phone"
            label={t('Receiver phone')}
            required
            type="tel"
            autoComplete="off"
          />
          <Form.Item
            label={t('Receiver address')}
            required
            validateStatus={receiverAddressError ? 'error' : undefined}
            help={receiverAddressError}
          >
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography.Text style={{ flex: '1 1 200px', minWidth: 0 }} data-testid="receiver-address">
                {receiver.address ? <bdi>{receiver.address}</bdi> : t('No address picked yet')}
              </Typography.Text>
              <Button
                onClick={() => {
                  void formik.setFieldTouched('receiver.address', true, false);
                  emit({ type: 'location/pick', fromReceiver: true });
                }}
              >
                {receiver.address ? t('Change on the map') : t('Pick on the map')}
              </Button>
            </div>
          </Form.Item>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <FormikInput
              formik={formik}
              name="receiver.house"
              id="parcel-receiver-house"
              label={t('House')}
              style={{ flex: '1 1 140px' }}
            />
            <FormikInput
              formik={formik}
              name="receiver.floor"
              id="parcel-receiver-floor"
              label={t('Floor')}
              style={{ flex: '1 1 140px' }}
            />
          </div>
        </Form>
      </Section>

      <Section title={t('Who pays the charge?')}>
        <Radio.Group
          name="chargePayer"
          value={formik.values.chargePayer}
          onChange={(event) => {
            void formik.setFieldValue('chargePayer', event.target.value);
            if (event.target.value === 'receiver') void formik.setFieldValue('paymentMethod', 'cash_on_delivery');
          }}
          options={[
            { value: 'sender', label: t('Sender') },
            { value: 'receiver', label: t('Receiver') },
          ]}
        />
      </Section>

      <Section title={t('Payment method')}>
        <Radio.Group
          name="paymentMethod"
          value={formik.values.paymentMethod}
          onChange={(event) => void formik.setFieldValue('paymentMethod', event.target.value)}
          options={methods.map((method) => ({
            value: method,
            label: t(method === 'cash_on_delivery' ? 'Cash on delivery' : method === 'digital_payment' ? 'Digital payment' : 'Wallet'),
            disabled: receiverPays && method !== 'cash_on_delivery',
          }))}
        />
        {receiverPays ? (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('When the receiver pays, the charge is paid in cash on delivery.')}
          </Typography.Paragraph>
        ) : null}
        {errorOf('paymentMethod') ? <Alert type="error" showIcon title={errorOf('paymentMethod')} /> : null}
      </Section>

      {tipsOffered ? (
        <Section title={t('Delivery man tips')}>
          <Radio.Group
            optionType="button"
            value={formik.values.tips}
            onChange={(event) => void formik.setFieldValue('tips', event.target.value)}
            options={TIP_CHOICES.map((amount) => ({ value: amount, label: amount === 0 ? t('Not now') : formatPrice(amount) }))}
          />
        </Section>
      ) : null}

      <Section title={t('Note')}>
        <Input.TextArea
          name="note"
          aria-label={t('Note')}
          rows={2}
          maxLength={500}
          placeholder={t('Anything the delivery man should know')}
          value={formik.values.note}
          onChange={formik.handleChange}
        />
      </Section>

      <Card size="small" aria-live="polite">
        {quote.data ? (
          <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', margin: 0 }}>
            <dt>{t('Distance')}</dt>
            <dd style={{ margin: 0 }}>{t('{distance} km', { distance: quote.data.distance.toFixed(2) })}</dd>
            <dt>{t('Delivery charge')}</dt>
            <dd style={{ margin: 0 }} data-testid="parcel-charge">
              {formatPrice(quote.data.delivery_charge)}
            </dd>
            {tips > 0 ? (
              <>
                <dt>{t('Delivery man tips')}</dt>
                <dd style={{ margin: 0 }}>{formatPrice(tips)}</dd>
              </>
            ) : null}
            <dt>
              <strong>{t('Total')}</strong>
            </dt>
            <dd style={{ margin: 0 }}>
              <strong data-testid="parcel-total">{formatPrice(total)}</strong>
            </dd>
          </dl>
        ) : quote.error ? (
          <Alert type="error" showIcon title={parcelServerMessage(quote.error.message, t)} />
        ) : (
          <Typography.Text type="secondary">{t('The charge shows once the sender and the receiver are set.')}</Typography.Text>
        )}
      </Card>

      {placeError ? <Alert type="error" showIcon title={parcelServerMessage(placeError, t)} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
        {t('Place order')}
      </Button>
    </form>
  );
}
