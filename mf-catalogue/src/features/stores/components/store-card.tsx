import { ClockCircleOutlined, EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { storeCardPicture, type ModuleType, type Store } from '@storefront/contract';
import { formatDecimal } from '@storefront/domain';
import { PlainCard, useDistanceFormatter, Typography, PlainTag } from '@storefront/platform';
import { theme } from 'antd';
import { useT } from '../../../i18n';
import { useVisitedStoreIds } from '../../home/shared/api/get-visit-again';
import { ItemImage } from '../../items/components/item-image';
import { ClosedOverlay } from './closed-overlay';
import { StoreLink } from './store-link';
import { OneLineText } from '../../items/components/one-line-text';

export interface StoreCardProps {
  store: Store & { module_type?: string };
  /** digit_after_decimal_point of the config. */
  digits: number;
  /** The module the card is shown in: the distance is left out in food (shopping-core §2 Store card). */
  moduleType?: ModuleType;
  /** The card is on the first screen (ItemImage's priority). */
  priority?: 'eager' | 'high';
}

const { Text } = Typography;

/**
 * A store in a list: cover (dimmed with 'Closed Now' / 'CLOSED NOW' when closed), distance outside food, name
 * linking to its page, address, rating, delivery time, Free Delivery, and Visit Again when a signed-in customer
 * ordered from or visited it before (the customer's visit-again list).
 */
export function StoreCard({ store, digits, moduleType, priority }: StoreCardProps) {
  // antd's green tag writes green-7 on green-1 (3.4:1, axe); green-8 passes AA in light and dark alike
  const { token } = theme.useToken();
  const t = useT();
  const visited = useVisitedStoreIds().has(store.id);
  const rating = Number(store.avg_rating) || 0;
  const formatDistance = useDistanceFormatter(digits);
  const metres = typeof store.distance === 'number' && Number.isFinite(store.distance) ? store.distance : null;
  const showDistance = moduleType !== 'food' && metres !== null;
  return (
    <PlainCard
      role="article"
      aria-label={store.name}
      hoverable
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 6, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      cover={
        <div style={{ position: 'relative' }}>
          <ItemImage src={storeCardPicture(store)} alt={store.name} priority={priority} />
          <ClosedOverlay store={store} size={16} rounded />
          {showDistance ? (
            <PlainTag style={{ position: 'absolute', bottom: 8, insetInlineStart: 8, margin: 0 }}>{formatDistance(metres / 1000)}</PlainTag>
          ) : null}
        </div>
      }
    >
      <Text strong style={{ fontSize: 15 }}>
        <StoreLink
          id={store.slug || store.id}
          moduleId={store.module_id}
          storeZoneId={store.zone_id}
          moduleType={store.module_type}
          distance={metres ?? undefined}
          style={{ color: 'inherit' }}
        >
          {store.name}
        </StoreLink>
      </Text>
      {store.address ? (
        <OneLineText type="secondary" title={store.address} icon={<EnvironmentOutlined aria-hidden />} style={{ fontSize: 12 }}>
          {store.address}
        </OneLineText>
      ) : null}
      <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap', alignItems: 'center', fontSize: 12 }}>
        <span title={t('Rating')}>
          <StarFilled style={{ color: '#faad14', marginInlineEnd: 4 }} aria-hidden />
          {formatDecimal(rating, digits)}
        </span>
        {store.delivery_time ? (
          <span>
            <ClockCircleOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
            <bdi>{store.delivery_time}</bdi>
          </span>
        ) : null}
        {store.free_delivery ? (
          <PlainTag color="green" style={{ margin: 0, color: token.green8 }}>
            {t('Free Delivery')}
          </PlainTag>
        ) : null}
        {visited ? (
          <PlainTag color="purple" style={{ margin: 0 }}>
            {t('Visit Again')}
          </PlainTag>
        ) : null}
      </div>
    </PlainCard>
  );
}
