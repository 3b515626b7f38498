import { Modal } from 'antd-on-intent';
import { useT } from '../../../i18n';
import { ModulePicker } from './module-picker';

/** The module picker in a dialog (ModulePickerModal decides when it opens). */
export default function ModulePickerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} title={t('Select a type of module for your orders')} footer={null} width={560} destroyOnHidden onCancel={onClose}>
      <ModulePicker onChosen={onClose} />
    </Modal>
  );
}
