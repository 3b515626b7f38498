import { Modal } from 'antd';
import { routes } from '@storefront/contract';
import { hasLocationAtom, moduleAtom, useBusEvent } from '@storefront/platform';
import { useT } from '../../../i18n';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ModulePicker } from './module-picker';

/**
 * The module picker as a modal, opened by `module/pick` and after a new
 * delivery location (a new zone may be served by other modules). Where the
 * page already shows the picker inline (the landing page with a location,
 * /home without a module) the modal stays shut: exactly one picker shows.
 */
export function ModulePickerModal() {
  const t = useT();
  const [open, setOpen] = useState(false);
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

  return (
    <Modal
      open={open && !inlinePickerShown}
      title={t('Select a type of module for your orders')}
      footer={null}
      width={560}
      destroyOnHidden
      onCancel={() => setOpen(false)}
    >
      <ModulePicker onChosen={() => setOpen(false)} />
    </Modal>
  );
}
