import { routes } from '@storefront/contract';
import { moduleAtom, RemoteMount, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router';
import { LandingRoute } from './landing-route';

/**
 * `/home/*`: the catalogue remote for the chosen module. Without a zone the
 * visitor goes back to `/` to pick a location; without a module the picker shows.
 */
export function HomeRoute() {
  const zoneIds = useAtomValue(zoneIdsAtom);
  const module = useAtomValue(moduleAtom);
  if (zoneIds.length === 0) return <Navigate to={routes.landing()} replace />;
  if (!module) return <LandingRoute />;
  return <RemoteMount remote="mf_catalogue" expose="./Routes" />;
}
