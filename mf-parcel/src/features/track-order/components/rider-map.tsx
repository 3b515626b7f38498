import type { TrackedOrder } from '@storefront/contract';
import { useT } from '../../../i18n';

interface Point {
  lat: number;
  lng: number;
}

const toPoint = (lat: unknown, lng: unknown): Point | null => {
  const point = { lat: Number(lat), lng: Number(lng) };
  return lat !== null && lat !== undefined && lat !== '' && Number.isFinite(point.lat) && Number.isFinite(point.lng) ? point : null;
};

/** Where the courier starts (the store; a parcel's sender), where the courier is, and where the order goes. */
export function routePoints(order: TrackedOrder): { from: Point | null; rider: Point | null; to: Point | null } {
  const parcel = !order.store;
  const store = order.store as (TrackedOrder['store'] & { latitude?: string; longitude?: string }) | null | undefined;
  const destination = (parcel ? order.receiver_details : order.delivery_address) as { latitude?: unknown; longitude?: unknown } | null;
  const courier = order.delivery_man?.[0];
  return {
    from: parcel
      ? toPoint(order.delivery_address?.latitude, order.delivery_address?.longitude)
      : toPoint(store?.latitude, store?.longitude),
    rider: courier ? toPoint(courier.lat, courier.lng) : null,
    to: toPoint(destination?.latitude, destination?.longitude),
  };
}

/** One point of the map's key: its dot and what it is. */
function Key({ color, border, label }: { color: string; border?: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: color,
          border: `2px solid ${border ?? color}`,
          display: 'inline-block',
        }}
      />
      {label}
    </span>
  );
}

const WIDTH = 320;
const HEIGHT = 160;
const PAD = 24;

/**
 * A small map of the delivery: the store, the customer and the delivery man between them on a
 * straight line, scaled to fit (drawn here, so tracking works without a maps key).
 */
export function RiderMap({ order }: { order: TrackedOrder }) {
  const t = useT();
  const { from, rider, to } = routePoints(order);
  if (!from || !to) return null;
  const points = [from, to, ...(rider ? [rider] : [])];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const span = Math.max(maxLat - minLat, maxLng - minLng, 1e-6);
  const scale = Math.min((WIDTH - 2 * PAD) / span, (HEIGHT - 2 * PAD) / span);
  const offsetX = (WIDTH - (maxLng - minLng) * scale) / 2;
  const offsetY = (HEIGHT - (maxLat - minLat) * scale) / 2;
  const xy = (p: Point) => ({ x: offsetX + (p.lng - minLng) * scale, y: HEIGHT - offsetY - (p.lat - minLat) * scale });
  const a = xy(from);
  const b = xy(to);
  const r = rider ? xy(rider) : null;
  const distance = order.remaining_distance;

  return (
    <figure style={{ margin: '16px 0 0' }}>
      <svg
        role="img"
        aria-label={t('Delivery map')}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', maxWidth: WIDTH * 1.5, background: 'rgba(3, 157, 85, 0.06)', borderRadius: 8 }}
      >
        <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#039D55" strokeWidth={3} strokeDasharray="6 6" strokeLinecap="round" />
        <g data-testid="map-store">
          <title>{order.store ? t('Store') : t('Sender')}</title>
          <circle cx={a.x} cy={a.y} r={9} fill="#ffffff" stroke="#039D55" strokeWidth={3} />
        </g>
        <g data-testid="map-destination">
          <title>{order.store ? t('Delivery address') : t('Receiver')}</title>
          <circle cx={b.x} cy={b.y} r={9} fill="#039D55" />
        </g>
        {r ? (
          <g data-testid="map-rider" data-lat={rider?.lat} data-lng={rider?.lng}>
            <title>{t('Delivery man')}</title>
            <circle cx={r.x} cy={r.y} r={11} fill="#FF7918" stroke="#ffffff" strokeWidth={3} />
          </g>
        ) : null}
      </svg>
      <figcaption style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'center' }}>
        <Key color="#ffffff" border="#039D55" label={order.store ? t('Store') : t('Sender')} />
        {r ? <Key color="#FF7918" label={t('Delivery man')} /> : null}
        <Key color="#039D55" label={order.store ? t('Delivery address') : t('Receiver')} />
        {typeof distance === 'number' && order.order_status !== 'delivered' ? (
          <strong style={{ marginInlineStart: 'auto' }}>{t('{distance} km away', { distance: distance.toFixed(2) })}</strong>
        ) : null}
      </figcaption>
    </figure>
  );
}
