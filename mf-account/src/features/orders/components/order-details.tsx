import type { OrderDetail, TrackedOrder } from '@storefront/contract';
import { routes } from '@storefront/contract';
import { ArrowLeftOutlined, StarOutlined } from '@ant-design/icons';
import { ORDER_STEPS, canCancelOrder, isOrderRunning, orderStepOf, orderStepTimes } from '@storefront/domain';
import { toast, usePriceFormatter, type ApiError, Typography, Skeleton } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Alert, Card, Empty, Modal, Radio, Result, Steps, Tag } from 'antd-on-intent';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { cancelOrder, useCancellationReasons, useOrder } from '../api/orders';
import { describeVariation, orderBill } from '../utils/order-bill';
import { ReorderButton } from './reorder-button';
import { orderServerMessage } from '../utils/server-messages';
import { paymentMethodLabels, paymentStatusLabels, statusColor, statusLabels } from '../utils/order-status';

/** /profile?orderId=&page=my-orders: one order of the customer; `fromCheckout` shows the placement notice. */
export function OrderDetails({ orderId, fromCheckout }: { orderId: number; fromCheckout: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const { order, lines } = useOrder(orderId);
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(routes.profile({ page: 'my-orders' }))}>
      {t('My Orders')}
    </Button>
  );
  if (order.error || lines.error) {
    const error = (order.error ?? lines.error) as ApiError;
    return (
      <Result
        status={error.status === 404 ? '404' : 'error'}
        title={error.status === 404 ? t('Order not found') : orderServerMessage(error.message, t)}
        extra={back}
      />
    );
  }
  if (!order.data || !lines.data) return <Skeleton active style={{ maxWidth: 900, margin: '16px auto' }} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 900, margin: '0 auto', padding: 16, width: '100%' }}>
      <div>{back}</div>
      {fromCheckout && <PlacedNotice order={order.data} />}
      <OrderSummary order={order.data} onCanceled={() => void Promise.all([order.mutate(), lines.mutate()])} />
      {/* a parcel has no item lines: its sender and receiver are in the summary */}
      {lines.data.length > 0 && <OrderLines lines={lines.data} />}
      {lines.data.length > 0 && <OrderAgain order={order.data} lines={lines.data} />}
      <OrderBill order={order.data} lines={lines.data} />
    </Flex>
  );
}

/** A finished order can be put in the cart again; a delivered one can be rated. */
function OrderAgain({ order, lines }: { order: TrackedOrder; lines: OrderDetail[] }) {
  const t = useT();
  const navigate = useNavigate();
  if (isOrderRunning(order.order_status)) return null;
  return (
    <Flex gap={8} wrap justify="end">
      {order.order_status === 'delivered' && (
        <Button icon={<StarOutlined aria-hidden />} onClick={() => navigate(routes.rateAndReview({ orderId: order.id }))}>
          {t('Rate & Review')}
        </Button>
      )}
      <ReorderButton lines={lines} />
    </Flex>
  );
}

function PlacedNotice({ order }: { order: TrackedOrder }) {
  const t = useT();
  const failed = order.order_status === 'failed' || (order.payment_method === 'digital_payment' && order.payment_status === 'unpaid');
  return failed ? (
    <Alert type="warning" showIcon title={t('Your order is placed, but its payment is not complete.')} />
  ) : (
    <Alert
      type="success"
      showIcon
      title={t('Order Placed Successfully')}
      description={t('Your order #{id} is placed. You can follow its status here.', { id: order.id })}
    />
  );
}

function OrderSummary({ order, onCanceled }: { order: TrackedOrder; onCanceled: () => void }) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const address = order.delivery_address;
  // stopped or refunded: the four steps no longer tell its story
  const halted = !isOrderRunning(order.order_status) && order.order_status !== 'delivered';
  const times = orderStepTimes(order);
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('Order #{id}', { id: order.id })}
        </Typography.Title>
        <Tag color={statusColor(order.order_status)}>{t(statusLabels[order.order_status])}</Tag>
      </Flex>
      {order.created_at && <Typography.Text type="secondary">{new Date(order.created_at).toLocaleString()}</Typography.Text>}
      {!halted && (
        <Steps
          size="small"
          style={{ marginTop: 16 }}
          current={orderStepOf(order.order_status)}
          status={order.order_status === 'delivered' ? 'finish' : 'process'}
          items={ORDER_STEPS.map((step, index) => ({
            title: t(step),
            content: index <= orderStepOf(order.order_status) && times[index] ? new Date(times[index]).toLocaleString() : undefined,
          }))}
        />
      )}
      <hr style={{ margin: '16px 0', border: 0, borderTop: '1px solid rgba(128, 128, 128, 0.25)' }} />
      <Flex wrap gap={24}>
        {order.store && (
          <Flex vertical style={{ minWidth: 200, flex: 1 }}>
            <Typography.Text type="secondary">{t('Store')}</Typography.Text>
            <Typography.Text strong>{order.store.name}</Typography.Text>
            {order.store.address && (
              <Typography.Text>
                <bdi>{order.store.address}</bdi>
              </Typography.Text>
            )}
          </Flex>
        )}
        {order.order_type !== 'take_away' && address && (
          <Flex vertical style={{ minWidth: 200, flex: 1 }}>
            <Typography.Text type="secondary">{order.order_type === 'parcel' ? t('Sender') : t('Delivery address')}</Typography.Text>
            {address.contact_person_name && <Typography.Text strong>{address.contact_person_name}</Typography.Text>}
            {address.address && (
              <Typography.Text>
                <bdi>{address.address}</bdi>
              </Typography.Text>
            )}
          </Flex>
        )}
        {order.order_type === 'parcel' && order.receiver_details && (
          <Flex vertical style={{ minWidth: 200, flex: 1 }}>
            <Typography.Text type="secondary">{t('Receiver')}</Typography.Text>
            {order.receiver_details.contact_person_name && (
              <Typography.Text strong>{order.receiver_details.contact_person_name}</Typography.Text>
            )}
            {order.receiver_details.address && (
              <Typography.Text>
                <bdi>{order.receiver_details.address}</bdi>
              </Typography.Text>
            )}
          </Flex>
        )}
        <Flex vertical style={{ minWidth: 200, flex: 1 }}>
          <Typography.Text type="secondary">{t('Payment')}</Typography.Text>
          <Typography.Text strong>{t(paymentMethodLabels[order.payment_method ?? ''] ?? 'Cash on delivery')}</Typography.Text>
          <Typography.Text>{t(paymentStatusLabels[order.payment_status ?? ''] ?? 'Unpaid')}</Typography.Text>
        </Flex>
      </Flex>
      {canCancelOrder(order.order_status) && (
        <>
          <hr style={{ margin: '16px 0', border: 0, borderTop: '1px solid rgba(128, 128, 128, 0.25)' }} />
          <Button danger onClick={() => setCancelling(true)}>
            {t('Cancel Order')}
          </Button>
          <CancelOrderModal
            orderId={order.id}
            open={cancelling}
            onClose={() => setCancelling(false)}
            onCanceled={() => {
              setCancelling(false);
              onCanceled();
            }}
          />
        </>
      )}
    </Card>
  );
}

function CancelOrderModal({
  orderId,
  open,
  onClose,
  onCanceled,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onCanceled: () => void;
}) {
  const t = useT();
  const reasons = useCancellationReasons(open);
  const [reason, setReason] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!reason) {
      toast('warning', t('Please select a cancellation reason'));
      return;
    }
    setSending(true);
    try {
      const answer = await cancelOrder(orderId, reason);
      toast('success', orderServerMessage(answer.message, t));
      onCanceled();
    } catch (error) {
      toast('error', orderServerMessage((error as ApiError).message, t));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('Cancel Order')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('Submit')}
      cancelText={t('Close')}
      okButtonProps={{ danger: true, loading: sending }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('Why do you want to cancel this order?')}</Typography.Paragraph>
      {reasons.error ? (
        <Alert type="error" showIcon title={orderServerMessage(reasons.error.message, t)} />
      ) : !reasons.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : reasons.data.data.length === 0 ? (
        <Empty description={t('No cancellation reasons found')} />
      ) : (
        <Radio.Group
          value={reason}
          onChange={(event) => setReason(event.target.value as string)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={reasons.data.data.map((entry) => ({ value: entry.reason, label: entry.reason }))}
        />
      )}
    </Modal>
  );
}

function OrderLines({ lines }: { lines: OrderDetail[] }) {
  const t = useT();
  const price = usePriceFormatter();
  return (
    <Card title={t('Items')}>
      <Flex vertical gap={12} role="list" aria-label={t('Items')}>
        {lines.map((line) => {
          const options = describeVariation(line.variation);
          return (
            <Flex key={line.id} role="listitem" justify="space-between" gap={12}>
              <Flex vertical>
                <Typography.Text strong>{line.item_details.name}</Typography.Text>
                {options.length > 0 && <Typography.Text type="secondary">{options.join(' · ')}</Typography.Text>}
                {line.add_ons.length > 0 && (
                  <Typography.Text type="secondary">
                    {t('Addons')}: {line.add_ons.map((addOn) => `${addOn.name} × ${addOn.quantity}`).join(', ')}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary">{t('Quantity: {count}', { count: line.quantity })}</Typography.Text>
              </Flex>
              <Typography.Text>{price(line.price * line.quantity + line.total_add_on_price)}</Typography.Text>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}

function OrderBill({ order, lines }: { order: TrackedOrder; lines: OrderDetail[] }) {
  const t = useT();
  const price = usePriceFormatter();
  const bill = orderBill(order, lines);
  return (
    <Card title={t('Bill')}>
      <Flex vertical gap={6}>
        {bill.rows.map((row) => (
          <Flex key={row.label} justify="space-between">
            <Typography.Text>{t(row.label)}</Typography.Text>
            <Typography.Text>
              {row.minus ? '- ' : ''}
              {price(row.amount)}
            </Typography.Text>
          </Flex>
        ))}
        <hr style={{ margin: '6px 0', border: 0, borderTop: '1px solid rgba(128, 128, 128, 0.25)' }} />
        <Flex justify="space-between">
          <Typography.Text strong>{t('Total')}</Typography.Text>
          <Typography.Text strong>{price(bill.total)}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
