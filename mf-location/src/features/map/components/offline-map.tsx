import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { LatLng, LocationMapProps, MapMarker } from '@storefront/contract';
import { brandColor } from '@storefront/platform';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../../i18n';
import { useMapData, type MapPlace } from '../api/get-map-data';
import { MAP_ZOOM, clampZoom, panBy, project, roundLatLng, viewBounds } from '../projection';
import { CentrePin } from './centre-pin';

/** Pixels one arrow key moves the map. */
export const KEY_PAN_PX = 80;
const FALLBACK_SIZE = { width: 600, height: 320 };

/** From which zoom a kind of place gets its label, so a city view is not a wall of text. */
const LABEL_FROM_ZOOM: Record<string, [number, number]> = {
  locality: [8, 13],
  neighborhood: [13, 21],
  landmark: [14, 21],
  street_address: [17, 21],
};

const markerColor: Record<MapMarker['kind'], string> = { store: '#E76F00', delivery: brandColor, deliveryman: '#1677FF' };

const keyEquals = (a: LatLng, b: LatLng) => a.lat.toFixed(6) === b.lat.toFixed(6) && a.lng.toFixed(6) === b.lng.toFixed(6);

function useSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) setSize({ width: element.clientWidth, height: element.clientHeight });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The map with no maps key: an SVG drawing of the API's zone polygons and
 * gazetteer places. Drag (pointer) or arrow keys pan, the wheel, +/- keys and
 * buttons zoom (1–21); the point under the centre pin is reported on each move.
 */
export default function OfflineMap({
  center,
  zoom: initialZoom = MAP_ZOOM.picker,
  onMove,
  markers = [],
  route,
  height = 320,
}: LocationMapProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const { width, height: pixelHeight } = useSize(box);
  const [view, setView] = useState({ center, zoom: clampZoom(initialZoom) });
  const [drag, setDrag] = useState<{ startX: number; startY: number; dx: number; dy: number } | null>(null);
  const onMoveRef = useRef(onMove);
  const viewRef = useRef(view);
  // the latest callback and view, for the wheel listener and commits from events
  useLayoutEffect(() => {
    onMoveRef.current = onMove;
    viewRef.current = view;
  });

  // a new point from outside (search, device position) moves the map there
  const [lastCenter, setLastCenter] = useState(center);
  if (!keyEquals(lastCenter, center)) {
    setLastCenter(center);
    if (!keyEquals(view.center, center)) setView({ ...view, center });
  }

  const commit = (next: { center: LatLng; zoom: number }) => {
    const settled = { center: roundLatLng(next.center), zoom: clampZoom(next.zoom) };
    setView(settled);
    onMoveRef.current?.(settled.center);
  };

  // the wheel zooms; a passive React listener could not keep the page from scrolling
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0) return;
      const current = viewRef.current;
      const zoom = clampZoom(current.zoom + (event.deltaY < 0 ? 1 : -1));
      if (zoom !== current.zoom) commit({ center: current.center, zoom });
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, []);

  const bounds = viewBounds(view.center, view.zoom, width, pixelHeight);
  const { data } = useMapData(view.zoom >= 5 ? bounds : null);

  const origin = project(view.center, view.zoom);
  const offsetX = width / 2 - origin.x + (drag?.dx ?? 0);
  const offsetY = pixelHeight / 2 - origin.y + (drag?.dy ?? 0);
  const toScreen = (point: LatLng) => {
    const at = project(point, view.zoom);
    return { x: at.x + offsetX, y: at.y + offsetY };
  };
  const path = (points: LatLng[]) => points.map((point) => `${toScreen(point).x.toFixed(1)},${toScreen(point).y.toFixed(1)}`).join(' ');

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    (event.currentTarget as HTMLDivElement).setPointerCapture?.(event.pointerId);
    setDrag({ startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.startX, dy: event.clientY - drag.startY });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    setDrag(null);
    if (dx !== 0 || dy !== 0) commit({ center: panBy(view.center, view.zoom, dx, dy), zoom: view.zoom });
  };
  const zoomBy = (step: number) => {
    const zoom = clampZoom(view.zoom + step);
    if (zoom !== view.zoom) commit({ center: view.center, zoom });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    };
    const pan = pans[event.key];
    if (pan) commit({ center: panBy(view.center, view.zoom, pan[0], pan[1]), zoom: view.zoom });
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else return;
    event.preventDefault();
  };

  const labelled = (place: MapPlace) => {
    const [from, to] = LABEL_FROM_ZOOM[place.kind] ?? [15, 21];
    return view.zoom >= from && view.zoom <= to;
  };

  return (
    <div
      ref={box}
      role="application"
      aria-roledescription={t('map')}
      aria-label={t('Map')}
      tabIndex={0}
      data-lat={view.center.lat}
      data-lng={view.center.lng}
      data-zoom={view.zoom}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
      style={{ ...frame, height, cursor: drag ? 'grabbing' : 'grab' }}
    >
      <svg width="100%" height="100%" aria-hidden style={{ display: 'block' }}>
        <rect width="100%" height="100%" fill="var(--storefront-map-land, #EEF2EC)" />
        {data?.zones.map((zone) => (
          <polygon
            key={zone.id}
            data-zone={zone.name}
            points={path(zone.coordinates)}
            fill={brandColor}
            fillOpacity={0.08}
            stroke={brandColor}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        ))}
        {data?.places.map((place) => {
          const at = toScreen(place);
          if (at.x < -50 || at.y < -20 || at.x > width + 50 || at.y > pixelHeight + 20) return null;
          return (
            <g key={place.place_id}>
              <circle cx={at.x} cy={at.y} r={place.kind === 'locality' ? 4 : 3} fill="#7A8A80" />
              {labelled(place) ? (
                <text
                  x={at.x + 6}
                  y={at.y + 4}
                  fontSize={place.kind === 'locality' ? 13 : 11}
                  fill="#3C4A42"
                  style={{ userSelect: 'none' }}
                >
                  {place.name}
                </text>
              ) : null}
            </g>
          );
        })}
        {route && route.length > 1 ? (
          <polyline points={path(route)} fill="none" stroke="#1677FF" strokeWidth={4} strokeLinecap="round" data-testid="map-route" />
        ) : null}
        {markers.map((marker) => {
          const at = toScreen(marker.latLng);
          return (
            <g key={`${marker.kind}-${marker.label}`} data-marker={marker.kind}>
              <circle cx={at.x} cy={at.y} r={9} fill={markerColor[marker.kind]} stroke="#fff" strokeWidth={3} />
              <text x={at.x + 12} y={at.y + 4} fontSize={12} fontWeight={600} fill="#1F2A24" style={{ userSelect: 'none' }}>
                {marker.label}
              </text>
            </g>
          );
        })}
      </svg>
      {onMove ? <CentrePin /> : null}
      <div style={controls}>
        <button type="button" aria-label={t('Zoom in')} style={control} disabled={view.zoom >= MAP_ZOOM.max} onClick={() => zoomBy(1)}>
          <PlusOutlined aria-hidden />
        </button>
        <button type="button" aria-label={t('Zoom out')} style={control} disabled={view.zoom <= MAP_ZOOM.min} onClick={() => zoomBy(-1)}>
          <MinusOutlined aria-hidden />
        </button>
      </div>
      <span style={attribution}>{t('Offline map: zones and places of this site')}</span>
    </div>
  );
}

const frame: CSSProperties = {
  position: 'relative',
  width: '100%',
  borderRadius: 8,
  overflow: 'hidden',
  touchAction: 'none',
  outlineOffset: 2,
  background: '#EEF2EC',
};
const controls: CSSProperties = { position: 'absolute', insetInlineEnd: 8, bottom: 24, display: 'flex', flexDirection: 'column', gap: 4 };
const control: CSSProperties = {
  width: 36,
  height: 36,
  borderRadius: 6,
  border: '1px solid #D0D7D2',
  background: '#fff',
  color: '#1F2A24',
  cursor: 'pointer',
  fontSize: 16,
};
const attribution: CSSProperties = {
  position: 'absolute',
  insetInlineStart: 6,
  bottom: 4,
  fontSize: 10,
  color: '#5B6B62',
  background: 'rgba(255,255,255,0.7)',
  padding: '0 4px',
  borderRadius: 3,
  pointerEvents: 'none',
};
