import type { LatLng } from '@storefront/contract';

/** Spec §5/§9: the map zoom is bounded 1 to 21; the picker opens at 17, the delivery map at 10. */
export const MAP_ZOOM = { min: 1, max: 21, picker: 17, delivery: 10 } as const;

const TILE = 256;
const MAX_LAT = 85.05112878;

export const clampZoom = (zoom: number) => Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));

/** Web Mercator: a point in pixels of the whole world at a zoom (x east, y south). */
export function project({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The inverse of project; longitudes wrap into -180..180. */
export function unproject({ x, y }: { x: number; y: number }, zoom: number): LatLng {
  const size = TILE * 2 ** zoom;
  const lng = (((((x / size) * 360 - 180 + 540) % 360) + 360) % 360) - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat: Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)), lng };
}

/** The centre after dragging the map by (dx, dy) screen pixels: the world moves with the pointer. */
export function panBy(center: LatLng, zoom: number, dx: number, dy: number): LatLng {
  const at = project(center, zoom);
  return unproject({ x: at.x - dx, y: at.y - dy }, zoom);
}

/** The latitude/longitude box a view of width × height pixels shows. */
export function viewBounds(center: LatLng, zoom: number, width: number, height: number) {
  const at = project(center, zoom);
  const topLeft = unproject({ x: at.x - width / 2, y: at.y - height / 2 }, zoom);
  const bottomRight = unproject({ x: at.x + width / 2, y: at.y + height / 2 }, zoom);
  return { minLat: bottomRight.lat, maxLat: topLeft.lat, minLng: topLeft.lng, maxLng: bottomRight.lng };
}

/** Coordinates to six decimals (about 10 cm), as they are stored and sent. */
export const roundLatLng = ({ lat, lng }: LatLng): LatLng => ({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });
