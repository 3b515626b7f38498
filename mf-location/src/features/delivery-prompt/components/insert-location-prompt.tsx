import { EnvironmentOutlined } from '@ant-design/icons';
import { emit, useBusEvent, Typography } from '@storefront/platform';
import { Button } from 'antd';
import { Modal } from 'antd-on-intent';
import { useState } from 'react';
import { useT } from '../../../i18n';

/**
 * The insert delivery location prompt (spec: shopping-core §2), opened by
 * `location/required` from any remote, e.g. add to cart with no stored location.
 */
export function InsertLocationPrompt() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useBusEvent('location/required', () => setOpen(true));
  return (
    <Modal
      open={open}
      title={t('Insert delivery location')}
      onCancel={() => setOpen(false)}
      width={420}
      centered
      destroyOnHidden
      footer={
        <Button
          type="primary"
          block
          size="large"
          icon={<EnvironmentOutlined aria-hidden />}
          onClick={() => {
            setOpen(false);
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
