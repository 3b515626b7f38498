import type { BusEventOf, LatLng, MapMarker } from '@storefront/contract';
import { currentLatLngAtom, useBusEvent, useConfig, useDistanceFormatter, Typography, Skeleton } from '@storefront/platform';
import { Flex } from 'antd';
import { Alert, Modal } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useState } from 'react';
import { useT } from '../../../i18n';
import { MAP_ZOOM } from '../../map/projection';
import { useDistance } from '../api/get-distance';

const LocationMap = lazy(() => import('../../map/components/location-map'));

type ShowRoute = BusEventOf<'location/show-route'>;

/**
 * The store / delivery map dialog (spec: shopping-core §2, zoom 10): the store and
 * the delivery point, the line between them and the distance from config/distance-api.
 */
export function StoreMapDialog() {
  const t = useT();
  const [shown, setShown] = useState<ShowRoute | null>(null);
  const stored = useAtomValue(currentLatLngAtom);
  const { data: config } = useConfig();
  const formatDistance = useDistanceFormatter(config?.digit_after_decimal_point ?? 2);
  useBusEvent('location/show-route', (event) => setShown(event));

  const store = shown?.store ?? null;
  const delivery: LatLng | null = shown ? (shown.delivery ?? stored) : null;
  const distance = useDistance(store?.latLng ?? null, delivery);
  const markers: MapMarker[] = [];
  if (store) markers.push({ kind: 'store', label: store.name, latLng: store.latLng });
  if (delivery) markers.push({ kind: 'delivery', label: t('Delivery location'), latLng: delivery });
  const center =
    store && delivery ? { lat: (store.latLng.lat + delivery.lat) / 2, lng: (store.latLng.lng + delivery.lng) / 2 } : store?.latLng;

  return (
    <Modal open={Boolean(shown)} title={store?.name ?? t('Map')} onCancel={() => setShown(null)} footer={null} width={640} destroyOnHidden>
      <Flex vertical gap={12}>
        {center ? (
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
            <LocationMap
              center={center}
              zoom={MAP_ZOOM.delivery}
              markers={markers}
              route={store && delivery ? [store.latLng, delivery] : undefined}
              height={360}
            />
          </Suspense>
        ) : null}
        {!delivery ? (
          <Typography.Text type="secondary">{t('Set a delivery location to see the distance.')}</Typography.Text>
        ) : distance.error ? (
          <Alert type="error" showIcon title={t(distance.error.message)} />
        ) : distance.data ? (
          <Flex vertical gap={2} aria-label={t('Distance')} role="status">
            <Typography.Text strong>
              {t('Distance: {distance}', { distance: formatDistance(distance.data.metres / 1000) })}
              {distance.data.duration ? ` · ${distance.data.duration}` : ''}
            </Typography.Text>
            {distance.data.estimate ? (
              <Typography.Text type="secondary">{t('Straight-line estimate: the road route may be longer.')}</Typography.Text>
            ) : null}
          </Flex>
        ) : (
          <Skeleton active paragraph={false} />
        )}
      </Flex>
    </Modal>
  );
}
