import { EmptyState, guestIdAtom, isSignedInAtom, Typography, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import type { TrackOrderInput } from '../api/track-order';
import { Alert, Card } from 'antd-on-intent';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { trackOrderSchema, useTrackedOrder, type TrackOrderFormValues } from '../api/track-order';
import { OrderStatus } from './order-status';
import { TrackOrderForm } from './track-order-form';

/** Id of the build that produced this bundle; the e2e suite reads it to prove a single-remote redeploy. */
const BUILD_ID = typeof STOREFRONT_BUILD_ID === 'string' && STOREFRONT_BUILD_ID ? STOREFRONT_BUILD_ID : 'dev';

/** `/track-order`: find an order by id (and contact number for a guest) and follow it live. */
export function TrackOrderPage() {
  const t = useT();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  const [searchParams] = useSearchParams();
  const initialValues: TrackOrderFormValues = {
    orderId: searchParams.get('order_id') ?? '',
    contactNumber: searchParams.get('contact_number') ?? '',
  };
  // A link that already carries valid values (the guest order-placed dialog) tracks at once.
  const [query, setQuery] = useState<TrackOrderInput | null>(() =>
    trackOrderSchema(!isSignedIn).isValidSync(initialValues) ? toQuery(initialValues, isSignedIn, guestId) : null,
  );
  const { data: order, error, isLoading, mutate } = useTrackedOrder(query);

  return (
    <section data-build-id={BUILD_ID} style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>{t('Track order')}</Typography.Title>
      <Card style={{ marginBottom: 24 }}>
        <TrackOrderForm
          isGuest={!isSignedIn}
          initialValues={initialValues}
          loading={isLoading}
          onSubmit={(values) => setQuery(toQuery(values, isSignedIn, guestId))}
        />
      </Card>
      <div aria-live="polite">
        {isLoading ? <Skeleton active /> : null}
        {!isLoading && order ? <OrderStatus order={order} /> : null}
        {!isLoading && !order && error?.status === 404 ? (
          <EmptyState title={t('Order not found')} description={t('Check the order id and contact number and try again.')} />
        ) : null}
        {!isLoading && !order && error && error.status !== 404 ? (
          <Alert
            type="error"
            showIcon
            title={t(error.message)}
            action={
              <Button size="small" onClick={() => mutate()}>
                {t('Try again')}
              </Button>
            }
          />
        ) : null}
      </div>
    </section>
  );
}

function toQuery(values: TrackOrderFormValues, isSignedIn: boolean, guestId: string | null): TrackOrderInput {
  return isSignedIn
    ? { orderId: values.orderId.trim() }
    : { orderId: values.orderId.trim(), contactNumber: values.contactNumber.trim(), guestId };
}
