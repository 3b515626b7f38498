import { routes } from '@storefront/contract';
import { moduleAtom, RemoteMount, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { LandingRoute } from './landing-route';

/**
 * `/home/*`: the catalogue remote for the chosen module (mf-parcel's home for the parcel module). Without a zone the
 * visitor goes back to `/` to pick a location; without a module the picker shows.
 */
export function HomeRoute() {
  const zoneIds = useAtomValue(zoneIdsAtom);
  const module = useAtomValue(moduleAtom);
  if (zoneIds.length === 0) return <Navigate to={routes.landing()} replace />;
  if (!module) return <LandingRoute />;
  // the parcel module's home is mf-parcel's (categories to send, tracking), not a catalogue
  if (module.module_type === 'parcel') return <RemoteMount remote="mf_parcel" expose="./Routes" />;
  return <RemoteMount remote="mf_catalogue" expose="./Routes" />;
}
