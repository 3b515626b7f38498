import { CalendarOutlined, CarOutlined, ClockCircleOutlined, EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { formatDecimal } from '@storefront/domain';
import {
  currentLatLngAtom,
  emit,
  isolateText,
  RemoteMount,
  useLanguage,
  usePriceFormatter,
  useTimeFormatter,
  Typography,
} from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { StoreDetails } from '../api/get-store-details';
import { closedLabel, storeLatLng, todaysHours } from '../utils/store-state';
import { ClosedOverlay } from './closed-overlay';
import { Avatar, Tag } from 'antd-on-intent';

export interface StoreHeaderProps {
  store: StoreDetails;
  digits: number;
  /** The distance the link carried (metres), shown when the store answer has none. */
  distance?: number;
  formatDistance: (km: number) => string;
}

const { Title, Text } = Typography;

const coverFrame: React.CSSProperties = {
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 1',
  minHeight: 140,
  borderRadius: 12,
  overflow: 'hidden',
  background: '#f0f2f5',
};

/** The store page's top: cover (with the closed overlay), logo, name, address with a map button (mf-location's store and delivery map), rating, delivery time. */
export function StoreHeader({ store, digits, distance, formatDistance }: StoreHeaderProps) {
  // antd's green tag writes green-7 on green-1 (3.4:1, axe); green-8 passes AA in light and dark alike
  const { token } = theme.useToken();
  const t = useT();
  const language = useLanguage();
  const [coverFailed, setCoverFailed] = useState(false);
  const closed = closedLabel(store);
  const rating = Number(store.avg_rating) || 0;
  const metres = typeof store.distance === 'number' ? store.distance : distance;
  const storePoint = storeLatLng(store);
  const delivery = useAtomValue(currentLatLngAtom);
  const formatTime = useTimeFormatter();
  const formatPrice = usePriceFormatter();
  const hours = todaysHours(store, new Date().getDay());
  const fee = Number(store.minimum_shipping_charge);

  return (
    <header style={{ marginBottom: 24 }}>
      <div style={coverFrame}>
        {store.cover_photo_full_url && !coverFailed ? (
          <img
            src={store.cover_photo_full_url}
            alt={t('{name} cover', { name: store.name })}
            width={1200}
            height={300}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            onError={() => setCoverFailed(true)}
          />
        ) : (
          <div role="img" aria-label={t('{name} cover', { name: store.name })} style={{ width: '100%', height: '100%' }} />
        )}
        <ClosedOverlay store={store} size={24} />
      </div>
      <div
        style={{
          position: 'relative',
          display: 'flex',
          gap: 16,
          alignItems: 'flex-start',
          marginTop: -32,
          paddingInline: 16,
          flexWrap: 'wrap',
        }}
      >
        <StoreLogo src={store.logo_full_url ?? undefined} name={store.name} />
        <div style={{ flex: 1, minWidth: 200, paddingTop: 40 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Title level={2} style={{ margin: 0 }}>
              {store.name}
            </Title>
            <RemoteMount remote="mf_account" expose="./WishlistHeart" props={{ storeId: store.id }} loading={null} compact />
          </div>
          {store.address ? (
            <Text type="secondary" style={{ display: 'block' }}>
              <EnvironmentOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
              <bdi>{store.address}</bdi>
              {storePoint ? (
                <>
                  {' · '}
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto' }}
                    onClick={() =>
                      emit({
                        type: 'location/show-route',
                        store: { name: store.name, latLng: storePoint },
                        delivery: delivery ?? undefined,
                      })
                    }
                  >
                    {t('View on map')}
                  </Button>
                </>
              ) : null}
            </Text>
          ) : null}
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}>
            <span aria-label={t('Rating {rating}', { rating: formatDecimal(rating, digits) })}>
              <StarFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 4 }} />
              {formatDecimal(rating, digits)}
              {store.rating_count ? <Text type="secondary"> ({String(store.rating_count)})</Text> : null}
            </span>
            {store.delivery_time ? (
              <span>
                <ClockCircleOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
                {t('Delivery {time}', { time: isolateText(store.delivery_time, language) })}
              </span>
            ) : null}
            {typeof metres === 'number' && Number.isFinite(metres) ? <span>{formatDistance(metres / 1000)}</span> : null}
            {store.free_delivery ? (
              <Tag color="green" style={{ color: token.green8 }}>
                {t('Free Delivery')}
              </Tag>
            ) : Number.isFinite(fee) && fee > 0 ? (
              <span>
                <CarOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
                {t('Delivery fee from {amount}', { amount: formatPrice(fee) })}
              </span>
            ) : null}
            <span>
              <CalendarOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
              {hours.kind === 'always'
                ? t('Open 24 hours')
                : hours.kind === 'closed'
                  ? t('Closed today')
                  : t('Today {hours}', {
                      hours: hours.windows.map((window) => `${formatTime(window.from)} – ${formatTime(window.to)}`).join(', '),
                    })}
            </span>
            {closed ? <Tag color="red">{t(closed)}</Tag> : <Tag color="blue">{t('Open Now')}</Tag>}
          </div>
        </div>
      </div>
    </header>
  );
}

function StoreLogo({ src, name }: { src: string | undefined; name: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const style: React.CSSProperties = { border: '3px solid #fff', background: '#fff', flex: 'none' };
  if (!src || failed) {
    return (
      <Avatar size={88} shape="square" style={style} aria-label={t('{name} logo', { name })}>
        {name.slice(0, 1)}
      </Avatar>
    );
  }
  return (
    <img
      src={src}
      alt={t('{name} logo', { name })}
      width={88}
      height={88}
      style={{ ...style, borderRadius: 8, objectFit: 'cover' }}
      onError={() => setFailed(true)}
    />
  );
}
