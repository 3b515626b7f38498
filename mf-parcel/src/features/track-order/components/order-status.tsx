import type { OrderStatus as Status, TrackedOrder } from '@storefront/contract';
import { ORDER_STEPS, formatPrice, isOrderStopped, orderStepOf, orderStepTimes } from '@storefront/domain';
import { isSignedInAtom, useConfig, useLanguage } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useT } from '../../../i18n';
import { Card, Descriptions, Steps, Tag } from 'antd-on-intent';
import { DeliveryManCard } from './delivery-man-card';
import { RiderMap } from './rider-map';

export interface OrderStatusProps {
  order: TrackedOrder;
  /** Called before a button leaves the page (the drawer closes itself). */
  onNavigate?: () => void;
}

const STATUS_LABELS: Record<Status, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  confirmed: 'Confirmed',
  processing: 'Processing',
  handover: 'Handover',
  picked_up: 'On the Way',
  delivered: 'Delivered',
  canceled: 'Canceled',
  failed: 'Failed',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
  refund_request_canceled: 'Refund request canceled',
};

/** Date and time in the visitor's language, as two lines; null for a missing or unreadable timestamp. */
export function formatTimestamp(value: string | null | undefined, language: string): { date: string; time: string } | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date),
      time: new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date),
    };
  } catch {
    return { date: date.toISOString().slice(0, 10), time: date.toISOString().slice(11, 16) };
  }
}

function StepTime({ value, language }: { value: string | null | undefined; language: string }) {
  const formatted = formatTimestamp(value, language);
  if (!formatted) return null;
  return (
    <time dateTime={value ?? undefined} style={{ display: 'block' }}>
      <span style={{ display: 'block' }}>{formatted.date}</span>
      <span style={{ display: 'block' }}>{formatted.time}</span>
    </time>
  );
}

/** The tracked order: its progress through the four steps, the store and where it goes. */
export function OrderStatus({ order, onNavigate }: OrderStatusProps) {
  const t = useT();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const courier = order.delivery_man?.[0];
  const receiver = order.receiver_details;
  const language = useLanguage();
  const { data: config } = useConfig();
  const current = orderStepOf(order.order_status);
  const stopped = isOrderStopped(order.order_status);
  const times = orderStepTimes(order);
  const label = STATUS_LABELS[order.order_status] ?? order.order_status;

  return (
    <Card
      title={t('Order #{id}', { id: order.id })}
      extra={<Tag color={stopped ? 'error' : order.order_status === 'delivered' ? 'success' : 'processing'}>{t(label)}</Tag>}
    >
      <Steps
        aria-label={t('Order progress')}
        current={current}
        titlePlacement="vertical"
        status={stopped ? 'error' : order.order_status === 'delivered' ? 'finish' : 'process'}
        items={ORDER_STEPS.map((step, index) => ({
          title: t(step),
          content: index <= current ? <StepTime value={times[index]} language={language} /> : undefined,
        }))}
      />
      <Descriptions column={1} size="small" style={{ marginTop: 24 }}>
        {order.store ? (
          <Descriptions.Item label={t('Store')}>
            <span>
              <strong>{order.store.name}</strong>
              {order.store.address ? <span style={{ display: 'block' }}>{order.store.address}</span> : null}
            </span>
          </Descriptions.Item>
        ) : null}
        {receiver?.contact_person_name || receiver?.address ? (
          <Descriptions.Item label={t('Receiver')}>
            <span>
              {receiver.contact_person_name ? <strong style={{ display: 'block' }}>{receiver.contact_person_name}</strong> : null}
              {receiver.address}
            </span>
          </Descriptions.Item>
        ) : null}
        {!receiver && order.delivery_address?.address ? (
          <Descriptions.Item label={t('Delivery address')}>
            <span>
              {order.delivery_address.contact_person_name ? (
                <strong style={{ display: 'block' }}>{order.delivery_address.contact_person_name}</strong>
              ) : null}
              {order.delivery_address.address}
            </span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('Order amount')}>
          {formatPrice(Number(order.order_amount), {
            digits: config?.digit_after_decimal_point ?? 2,
            symbol: config?.currency_symbol ?? '$',
            direction: config?.currency_symbol_direction ?? 'left',
          })}
        </Descriptions.Item>
      </Descriptions>
      {courier && isSignedIn && !stopped ? <DeliveryManCard courier={courier} onNavigate={onNavigate} /> : null}
      {courier && !stopped ? <RiderMap order={order} /> : null}
    </Card>
  );
}
