import { routes } from '@storefront/contract';
import { hasLocationAtom, moduleAtom, useBusEvent } from '@storefront/platform';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

// The dialog (antd's Modal, in the on-intent part) loads when it first opens, not with the first view.
const ModulePickerDialog = lazy(() => import('./module-picker-dialog'));

/**
 * The module picker as a modal, opened by `module/pick` and after a new
 * delivery location (a new zone may be served by other modules). Where the
 * page already shows the picker inline (the landing page with a location,
 * /home without a module) the modal stays shut: exactly one picker shows.
 */
export function ModulePickerModal() {
  const [open, setOpenState] = useState(false);
  const [opened, setOpened] = useState(false); // mounted once opened, so it closes with its animation
  const setOpen = (value: boolean) => {
    if (value) setOpened(true);
    setOpenState(value);
  };
  const { pathname } = useLocation();
  const store = useStore();
  const setModule = useSetAtom(moduleAtom);
  const hasLocation = useAtomValue(hasLocationAtom);
  const module = useAtomValue(moduleAtom);
  const inlinePickerShown = hasLocation && (pathname === routes.landing() || (pathname.startsWith(routes.home()) && !module));
  // where the picker is inline, it answers the request: no modal over it, none popping up later elsewhere
  useBusEvent('module/pick', () => {
    if (!inlinePickerShown) setOpen(true);
  });
  useBusEvent('location/changed', ({ location }) => {
    const current = store.get(moduleAtom);
    const servedThere = current?.zones?.some((zone) => location.zoneIds.includes(Number(zone.id)));
    const cleared = Boolean(current && current.zones && !servedThere);
    if (cleared) setModule(null);
    const inlineAfter = pathname === routes.landing() || (pathname.startsWith(routes.home()) && (cleared || !current));
    if (!inlineAfter) setOpen(true);
  });

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModulePickerDialog open={open && !inlinePickerShown} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
