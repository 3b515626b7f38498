import { routes } from '@storefront/contract';
import { moduleAtom, RemoteMount, Skeleton, zoneIdsAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Navigate, useLocation } from 'react-router';
import { serverFirstScreen } from '../first-screen';
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
  return <RemoteMount remote="mf_catalogue" expose="./Routes" loading={<FirstScreenWhileLoading />} />;
}

/**
 * While the catalogue's code loads on the page's first load: the module home's first screen as the server rendered it
 * with the catalogue (first-screen.ts). The first render empties the page's #root; the server's elements (already
 * painted, their pictures decoded) move into the home's place in the same commit, so the cards stay where they are
 * instead of turning into a skeleton. Any later visit to /home shows the skeleton.
 */
function FirstScreenWhileLoading() {
  const { key, search } = useLocation();
  const screen = serverFirstScreen();
  const adopt = useCallback(
    (place: HTMLDivElement | null) => {
      if (place && screen) place.append(...screen.nodes);
    },
    [screen],
  );
  if (!screen || key !== 'default' || search.includes('data_type')) return <Skeleton active />;
  return <div ref={adopt} />;
}
