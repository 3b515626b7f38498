import type { TrackedOrder } from '@storefront/contract';
import { routes } from '@storefront/contract';
import { isOrderRunning } from '@storefront/domain';
import { usePriceFormatter, Typography, Skeleton } from '@storefront/platform';
import { Alert, Card, Empty, Radio, Tag } from 'antd-on-intent';
import { Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { useOrderPages } from '../api/orders';
import { orderServerMessage } from '../utils/server-messages';
import { statusColor, statusLabels } from '../utils/order-status';

type Tab = 'running' | 'history';

/** /my-orders and /profile?page=my-orders: the customer's running and finished orders, ten more at a time. */
export function OrderList() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('running');
  const { orders, total, loading, error, hasMore, loadMore } = useOrderPages();
  const shown = orders.filter((order) => isOrderRunning(order.order_status) === (tab === 'running'));
  const sentinel = useInfiniteScroll(hasMore && !loading && !error, loadMore);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 900, margin: '0 auto', padding: 16, width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('My Orders')}
      </Typography.Title>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={tab}
        onChange={(event) => setTab(event.target.value as Tab)}
        options={[
          { value: 'running', label: t('Running') },
          { value: 'history', label: t('History') },
        ]}
      />
      {error && <Alert type="error" showIcon title={orderServerMessage(error.message, t)} />}
      {total === null && loading ? (
        <Skeleton active />
      ) : shown.length === 0 && !hasMore ? (
        <Empty description={tab === 'running' ? t('No running orders') : t('No order history')} />
      ) : (
        <Flex vertical gap={12} role="list" aria-label={tab === 'running' ? t('Running') : t('History')}>
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Flex>
      )}
      {hasMore && (
        <Button ref={sentinel} onClick={loadMore} loading={loading} style={{ alignSelf: 'center' }}>
          {t('Load more')}
        </Button>
      )}
    </Flex>
  );
}

/** Infinite scroll: calls `onVisible` when the returned element scrolls into view while `enabled` (the button stays for keyboards). */
function useInfiniteScroll(enabled: boolean, onVisible: () => void) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, onVisible]);
  return ref;
}

function OrderCard({ order }: { order: TrackedOrder }) {
  const t = useT();
  const navigate = useNavigate();
  const price = usePriceFormatter();
  const open = () => navigate(routes.profile({ page: 'my-orders', orderId: order.id }));
  const count = order.details_count ?? 0;
  return (
    <Card size="small" role="listitem" hoverable onClick={open} style={{ cursor: 'pointer' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex vertical gap={2}>
          <Typography.Text strong>{t('Order #{id}', { id: order.id })}</Typography.Text>
          {order.store && <Typography.Text>{order.store.name}</Typography.Text>}
          <Typography.Text type="secondary">
            {order.created_at ? new Date(order.created_at).toLocaleString() : ''}
            {count > 0 && ` · ${count === 1 ? t('1 item') : t('{count} items', { count })}`}
          </Typography.Text>
        </Flex>
        <Flex vertical align="end" gap={4}>
          <Typography.Text strong>{price(order.order_amount)}</Typography.Text>
          <Tag color={statusColor(order.order_status)}>{t(statusLabels[order.order_status])}</Tag>
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
          >
            {t('Details')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
