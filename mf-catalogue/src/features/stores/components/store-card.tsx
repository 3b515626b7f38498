import { EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import type { Store } from '@storefront/contract';
import { formatDecimal } from '@storefront/domain';
import { Card, Tag, Typography } from 'antd';
import { useT } from '../../../i18n';
import { ItemImage } from '../../items/components/item-image';
import { closedLabel } from '../utils/store-state';
import { StoreLink } from './store-link';

export interface StoreCardProps {
  store: Store & { cover_photo_full_url?: string | null; logo_full_url?: string | null };
  /** digit_after_decimal_point of the config. */
  digits: number;
}

const { Text } = Typography;

/** A store in a list (search results, the stores page): cover, name linking to its page, address, rating, closed state. */
export function StoreCard({ store, digits }: StoreCardProps) {
  const t = useT();
  const closed = closedLabel(store);
  const rating = Number(store.avg_rating) || 0;
  return (
    <Card
      role="article"
      aria-label={store.name}
      hoverable
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 6, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      cover={
        <div style={{ position: 'relative' }}>
          <ItemImage src={store.cover_photo_full_url ?? store.logo_full_url ?? undefined} alt={store.name} />
          {closed ? (
            <Tag color="default" style={{ position: 'absolute', top: 8, insetInlineStart: 8, margin: 0 }}>
              {t(closed)}
            </Tag>
          ) : null}
        </div>
      }
    >
      <Text strong style={{ fontSize: 15 }}>
        <StoreLink id={store.slug || store.id} moduleId={store.module_id} storeZoneId={store.zone_id} style={{ color: 'inherit' }}>
          {store.name}
        </StoreLink>
      </Text>
      {store.address ? (
        <Text type="secondary" ellipsis={{ tooltip: store.address }} style={{ fontSize: 12 }}>
          <EnvironmentOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
          {store.address}
        </Text>
      ) : null}
      <span title={t('Rating')} style={{ fontSize: 12 }}>
        <StarFilled style={{ color: '#faad14', marginInlineEnd: 4 }} aria-hidden />
        {formatDecimal(rating, digits)}
      </span>
    </Card>
  );
}
