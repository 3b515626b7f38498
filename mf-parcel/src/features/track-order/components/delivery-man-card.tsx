import { routes, type TrackedOrder } from '@storefront/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { Avatar } from 'antd-on-intent';

/**
 * The order's delivery man: photo, name, rating, and a call and a chat button. Shown to a
 * signed-in customer only (spec: discovery-and-modules §5, chat with a delivery man needs sign-in).
 */
export function DeliveryManCard({
  courier,
  onNavigate,
}: {
  courier: NonNullable<TrackedOrder['delivery_man']>[number];
  onNavigate?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const name = `${courier.f_name} ${courier.l_name}`.trim();
  return (
    <section aria-label={t('Delivery man')} style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16 }}>
      <Avatar size={48} src={courier.image_full_url} alt={name}>
        {courier.f_name.slice(0, 1)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <strong style={{ display: 'block' }}>{name}</strong>
        {typeof courier.avg_rating === 'number' ? (
          <span aria-label={t('Rating {rating}', { rating: courier.avg_rating.toFixed(1) })}>★ {courier.avg_rating.toFixed(1)}</span>
        ) : null}
      </div>
      {courier.phone ? (
        <Button href={`tel:${courier.phone}`} aria-label={t('Call {name}', { name })}>
          {t('Call')}
        </Button>
      ) : null}
      <Button
        type="primary"
        aria-label={t('Chat with {name}', { name })}
        onClick={() => {
          onNavigate?.();
          navigate(routes.profile({ page: 'inbox', type: 'delivery_man', id: courier.id, chatFrom: 'true' }));
        }}
      >
        {t('Chat')}
      </Button>
    </section>
  );
}
