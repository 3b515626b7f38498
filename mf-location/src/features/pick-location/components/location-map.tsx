import { EnvironmentFilled } from '@ant-design/icons';
import type { LatLng } from '@storefront/contract';
import { brandColor } from '@storefront/platform';
import { useT } from '../../../i18n';
import { APIProvider, Map, useMap } from '@vis.gl/react-google-maps';
import { Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useConfig } from '@storefront/platform';

export const MAP_ZOOM = { initial: 17, min: 1, max: 21 } as const;

export interface LocationMapProps {
  apiKey: string;
  /** The point chosen elsewhere (search, device position); the map moves there. */
  focus: LatLng | null;
  /** The visitor dragged the map: its centre is the new point. */
  onMove: (latLng: LatLng) => void;
}

/** A map whose centre is the delivery point (a pin stays in the middle while it is dragged). */
export default function LocationMap({ apiKey, focus, onMove }: LocationMapProps) {
  const t = useT();
  const { data: config, isLoading } = useConfig();
  if (isLoading) return <Skeleton.Node active style={{ width: '100%', height: 320 }} />;
  const lat = Number(config?.default_location?.lat);
  const lng = Number(config?.default_location?.lng);
  const center: LatLng = Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : { lat: 0, lng: 0 };

  return (
    <div style={{ position: 'relative', height: 320, borderRadius: 8, overflow: 'hidden' }} aria-label={t('Map')} role="region">
      <APIProvider apiKey={apiKey}>
        <Map
          defaultCenter={focus ?? center}
          defaultZoom={MAP_ZOOM.initial}
          minZoom={MAP_ZOOM.min}
          maxZoom={MAP_ZOOM.max}
          gestureHandling="greedy"
          disableDefaultUI
          zoomControl
          fullscreenControl
          style={{ width: '100%', height: '100%' }}
          onDragend={(event) => {
            const point = event.map.getCenter();
            if (point) onMove({ lat: point.lat(), lng: point.lng() });
          }}
        />
        <FollowFocus focus={focus} />
      </APIProvider>
      <EnvironmentFilled
        aria-hidden
        style={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          transform: 'translate(-50%, -100%)',
          fontSize: 36,
          color: brandColor,
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}

function FollowFocus({ focus }: { focus: LatLng | null }) {
  const map = useMap();
  const last = useRef<string>('');
  useEffect(() => {
    if (!map || !focus) return;
    const key = `${focus.lat.toFixed(6)},${focus.lng.toFixed(6)}`;
    const center = map.getCenter();
    const here = center ? `${center.lat().toFixed(6)},${center.lng().toFixed(6)}` : '';
    if (key === last.current || key === here) return;
    last.current = key;
    map.panTo(focus);
  }, [map, focus]);
  return null;
}
