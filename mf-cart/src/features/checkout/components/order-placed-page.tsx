import { routes } from '@storefront/contract';
import { decodePaymentToken } from '@storefront/domain';
import { tokenAtom, useConfig, usePriceFormatter, Typography } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Modal, Result } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { recallPlacedOrder } from '../utils/placed-order-memo';
import { OrderFailedPrompt } from './order-failed-prompt';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  accepted: 'Accepted',
  processing: 'Processing',
  failed: 'Failed',
  canceled: 'Canceled',
  success: 'Success',
  fail: 'Failed',
  cancel: 'Canceled',
};

/** What the query says about the order: the payment page's flag and token, or the checkout's own link. */
export function readPlacedOrder(params: URLSearchParams) {
  const token = decodePaymentToken(params.get('token'));
  const id = Number(params.get('order_id') || token.attribute_id);
  const total = Number(params.get('totalAmount'));
  const flag = params.get('flag');
  return {
    orderId: Number.isInteger(id) && id > 0 ? id : null,
    status: params.get('status'),
    totalAmount: params.get('totalAmount') !== null && Number.isFinite(total) ? total : null,
    failed: flag === 'fail' || flag === 'cancel',
  };
}

/**
 * /checkout/order-placed: a customer's confirmation, or the guest
 * order-placed dialog (discovery §2); a failed digital payment also opens
 * the Order Place Failed prompt.
 */
export function OrderPlacedPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = Boolean(useAtomValue(tokenAtom));
  const { data: config } = useConfig();
  const formatPrice = usePriceFormatter();
  const order = readPlacedOrder(params);
  const [memo] = useState(() => recallPlacedOrder(order.orderId));
  const [guestDialogOpen, setGuestDialogOpen] = useState(true);

  if (order.orderId === null) {
    return (
      <Result status="warning" title={t('This order could not be found.')} extra={<Link to={routes.home()}>{t('Back to home')}</Link>} />
    );
  }

  const statusText = order.status ? t(STATUS_LABELS[order.status] ?? order.status) : null;
  const details = (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'center',
        gap: '4px 12px',
        margin: 0,
        textAlign: 'start',
      }}
    >
      <dt>{t('Order ID')}</dt>
      <dd style={{ margin: 0 }}>#{order.orderId}</dd>
      {statusText ? (
        <>
          <dt>{t('Status')}</dt>
          <dd style={{ margin: 0 }}>{statusText}</dd>
        </>
      ) : null}
      {order.totalAmount !== null ? (
        <>
          <dt>{t('Total')}</dt>
          <dd style={{ margin: 0 }}>{formatPrice(order.totalAmount)}</dd>
        </>
      ) : null}
    </dl>
  );
  const title = order.failed ? t('Payment failed') : t('Order Placed Successfully');
  const links = (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Link to={routes.trackOrder()}>{t('Track Order')}</Link>
      <Link to={routes.home()}>{t('Back to home')}</Link>
    </div>
  );
  // without the memo (another tab, another device) the business's setting decides; the server checks the zone
  const cashOnDeliveryAllowed = memo ? memo.cashOnDeliveryAllowed : config?.cash_on_delivery !== false;

  return (
    <>
      {signedIn ? (
        <Result status={order.failed ? 'error' : 'success'} title={title} subTitle={details} extra={links} />
      ) : (
        <>
          <Result status={order.failed ? 'error' : 'success'} title={title} extra={links} />
          <Modal
            open={guestDialogOpen}
            onCancel={() => setGuestDialogOpen(false)}
            width={458}
            centered
            title={title}
            footer={
              <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button type="primary" onClick={() => navigate(routes.trackOrder())}>
                  {t('Track Order')}
                </Button>
                <Button onClick={() => navigate(routes.home())}>{t('Back to home')}</Button>
              </div>
            }
          >
            {details}
            <Typography.Paragraph strong style={{ marginTop: 12 }}>
              {memo?.contactNumber
                ? t('Remember your order ID {id} and your phone number {phone}: you need both to track this order.', {
                    id: order.orderId,
                    phone: memo.contactNumber,
                  })
                : t('Remember your order ID {id} and the phone number you gave: you need both to track this order.', { id: order.orderId })}
            </Typography.Paragraph>
          </Modal>
        </>
      )}
      {order.failed ? <OrderFailedPrompt orderId={order.orderId} cashOnDeliveryAllowed={cashOnDeliveryAllowed} /> : null}
    </>
  );
}
