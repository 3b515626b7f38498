import { guestIdAtom, isRtl, isSignedInAtom, useBusEvent, useLanguage, Skeleton } from '@storefront/platform';
import { Button } from 'antd';
import { Alert, Drawer } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useTrackedOrder, type TrackOrderInput } from '../api/track-order';
import { OrderStatus } from './order-status';

/**
 * The order tracking side drawer (spec: discovery-and-modules §2, §4): opened by `order/track`
 * from any page, it follows the order live (push, and the 10 s poll) until it is delivered.
 * A guest is known by the guest id that placed the order.
 */
export function TrackingDrawer() {
  const t = useT();
  const rtl = isRtl(useLanguage());
  const isSignedIn = useAtomValue(isSignedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  const [query, setQuery] = useState<TrackOrderInput | null>(null);
  const [open, setOpen] = useState(false);
  useBusEvent('order/track', (event) => {
    setQuery({ orderId: String(event.orderId), guestId: isSignedIn ? null : guestId });
    setOpen(true);
  });
  const { data: order, error, isLoading, mutate } = useTrackedOrder(open ? query : null);
  const close = () => setOpen(false);

  return (
    <Drawer
      open={open}
      onClose={close}
      placement={rtl ? 'left' : 'right'}
      size="min(480px, 100vw)"
      title={t('Track order')}
      destroyOnHidden
    >
      <div aria-live="polite">
        {isLoading ? <Skeleton active /> : null}
        {order ? <OrderStatus order={order} onNavigate={close} /> : null}
        {!isLoading && !order && error ? (
          <Alert
            type="error"
            showIcon
            title={t(error.status === 404 ? 'Order not found' : error.message)}
            action={
              <Button size="small" onClick={() => mutate()}>
                {t('Try again')}
              </Button>
            }
          />
        ) : null}
      </div>
    </Drawer>
  );
}
