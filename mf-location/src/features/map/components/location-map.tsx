import type { LocationMapProps } from '@storefront/contract';
import { getMapsApiKey, Skeleton } from '@storefront/platform';
import { Suspense, lazy } from 'react';

// Each engine is its own chunk, downloaded only when a map is shown.
const GoogleMap = lazy(() => import('./google-map'));
const OfflineMap = lazy(() => import('./offline-map'));

export type MapEngine = 'google' | 'offline';

/** Google Maps when a browser key is configured at run time (runtime-config.json), else the offline map. */
export const mapEngine = (apiKey = getMapsApiKey()): MapEngine => (apiKey.trim() ? 'google' : 'offline');

/** One map for every caller; the engine is chosen at run time. */
export default function LocationMap(props: LocationMapProps) {
  const apiKey = getMapsApiKey();
  const height = props.height ?? 320;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      {mapEngine(apiKey) === 'google' ? <GoogleMap apiKey={apiKey.trim()} {...props} /> : <OfflineMap {...props} />}
    </Suspense>
  );
}
