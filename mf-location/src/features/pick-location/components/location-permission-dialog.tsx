import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Modal } from 'antd-on-intent';
import { Typography } from '@storefront/platform';

export interface LocationPermissionDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Shown when the browser refused the location permission. */
export function LocationPermissionDialog({ open, onClose }: LocationPermissionDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('Please allow browser location permission')}
      onCancel={onClose}
      width={400}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('Got it')}
        </Button>
      }
    >
      <Typography.Paragraph>
        {t('Your browser location track permission is off. Please turn on the location permission to detect current location')}
      </Typography.Paragraph>
    </Modal>
  );
}
