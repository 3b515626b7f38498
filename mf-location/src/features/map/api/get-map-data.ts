import { request } from '@storefront/platform';
import useSWR from 'swr';

export interface MapZone {
  id: number;
  name: string;
  display_name: string;
  status: number;
  coordinates: { lat: number; lng: number }[];
}

export interface MapPlace {
  place_id: string;
  name: string;
  kind: string;
  lat: number;
  lng: number;
}

export interface MapData {
  zones: MapZone[];
  places: MapPlace[];
}

export interface MapBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The box asked for: the view widened to a grid of its own size, so small pans
 * reuse the answer instead of asking again.
 */
export function snapBox(box: MapBox): MapBox {
  const step = (span: number) => 2 ** Math.ceil(Math.log2(Math.max(span, 1e-4)));
  const latStep = step(box.maxLat - box.minLat);
  const lngStep = step(box.maxLng - box.minLng);
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    minLat: clamp(Math.floor(box.minLat / latStep) * latStep, 90),
    maxLat: clamp(Math.ceil(box.maxLat / latStep) * latStep, 90),
    minLng: clamp(Math.floor(box.minLng / lngStep) * lngStep, 180),
    maxLng: clamp(Math.ceil(box.maxLng / lngStep) * lngStep, 180),
  };
}

/** GET config/map-data: the zone polygons and gazetteer places the offline map draws. */
export function useMapData(box: MapBox | null) {
  const snapped = box ? snapBox(box) : null;
  return useSWR<MapData>(
    snapped ? ['config/map-data', snapped.minLat, snapped.maxLat, snapped.minLng, snapped.maxLng] : null,
    () =>
      request<MapData>('config/map-data', {
        query: { min_lat: snapped!.minLat, max_lat: snapped!.maxLat, min_lng: snapped!.minLng, max_lng: snapped!.maxLng },
      }),
    { keepPreviousData: true, revalidateIfStale: false, revalidateOnFocus: false },
  );
}
