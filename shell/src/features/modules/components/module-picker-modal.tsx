import { Modal } from 'antd';
import { moduleAtom, useBusEvent } from '@storefront/platform';
import { useT } from '../../../i18n';
import { useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ModulePicker } from './module-picker';

/**
 * The module picker as a modal, opened by `module/pick` and after a new
 * delivery location (a new zone may be served by other modules). On the
 * landing page the picker is already inline, so no modal opens there.
 */
export function ModulePickerModal() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const store = useStore();
  const setModule = useSetAtom(moduleAtom);

  useBusEvent('module/pick', () => setOpen(true));
  useBusEvent('location/changed', ({ location }) => {
    const current = store.get(moduleAtom);
    const servedThere = current?.zones?.some((zone) => location.zoneIds.includes(Number(zone.id)));
    if (current && current.zones && !servedThere) setModule(null);
    if (pathname !== '/') setOpen(true);
  });

  return (
    <Modal
      open={open}
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
