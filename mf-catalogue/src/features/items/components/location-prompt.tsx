import { EnvironmentOutlined } from '@ant-design/icons';
import { emit } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button, Modal, Typography } from 'antd';

export interface LocationPromptProps {
  open: boolean;
  onClose: () => void;
}

/** The spec's insert-delivery-location prompt, shown when adding without a stored location. */
export function LocationPrompt({ open, onClose }: LocationPromptProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('Insert delivery location')}
      width={400}
      centered
      footer={
        <Button
          type="primary"
          icon={<EnvironmentOutlined aria-hidden />}
          onClick={() => {
            onClose();
            emit({ type: 'location/pick' });
          }}
        >
          {t('Pick from Map')}
        </Button>
      }
    >
      <Typography.Paragraph>
        {t('Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not')}
      </Typography.Paragraph>
    </Modal>
  );
}
