/// <reference types="google.maps" />
import type { LatLng, LocationMapProps } from '@storefront/contract';
import { APIProvider, AdvancedMarker, Map, useMap } from '@vis.gl/react-google-maps';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { MAP_ZOOM, roundLatLng } from '../projection';
import { CentrePin } from './centre-pin';

/** Google's id for a map without a cloud style; advanced markers need one. */
const MAP_ID = 'DEMO_MAP_ID';

/**
 * The map with a browser maps key: Google Maps through @vis.gl/react-google-maps.
 * Addresses and zones still come from the API's config/* endpoints.
 */
export default function GoogleMap({
  apiKey,
  center,
  zoom = MAP_ZOOM.picker,
  onMove,
  markers = [],
  route,
  height = 320,
}: LocationMapProps & { apiKey: string }) {
  const t = useT();
  const report = (map: google.maps.Map) => {
    const point = map.getCenter();
    if (point && onMove) onMove(roundLatLng({ lat: point.lat(), lng: point.lng() }));
  };
  return (
    <div style={{ position: 'relative', height, borderRadius: 8, overflow: 'hidden' }} aria-label={t('Map')} role="region">
      <APIProvider apiKey={apiKey}>
        <Map
          mapId={MAP_ID}
          defaultCenter={center}
          defaultZoom={zoom}
          minZoom={MAP_ZOOM.min}
          maxZoom={MAP_ZOOM.max}
          gestureHandling="greedy"
          disableDefaultUI
          zoomControl
          style={{ width: '100%', height: '100%' }}
          onDragend={(event) => report(event.map)}
          onZoomChanged={(event) => report(event.map)}
        >
          {markers.map((marker) => (
            <AdvancedMarker key={`${marker.kind}-${marker.label}`} position={marker.latLng} title={marker.label} />
          ))}
        </Map>
        <FollowCenter center={center} />
        {route && route.length > 1 ? <Route path={route} /> : null}
      </APIProvider>
      {onMove ? <CentrePin /> : null}
    </div>
  );
}

/** Pans to a point chosen elsewhere (search, device position), unless the map is already there. */
function FollowCenter({ center }: { center: LatLng }) {
  const map = useMap();
  const last = useRef('');
  useEffect(() => {
    if (!map) return;
    const key = `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`;
    const here = map.getCenter();
    if (key === last.current || (here && key === `${here.lat().toFixed(6)},${here.lng().toFixed(6)}`)) return;
    last.current = key;
    map.panTo(center);
  }, [map, center]);
  return null;
}

/** The store-to-delivery line. */
function Route({ path }: { path: LatLng[] }) {
  const map = useMap();
  useEffect(() => {
    if (!map || typeof google === 'undefined') return;
    const line = new google.maps.Polyline({ path, strokeColor: '#1677FF', strokeWeight: 4, map });
    return () => line.setMap(null);
  }, [map, path]);
  return null;
}
