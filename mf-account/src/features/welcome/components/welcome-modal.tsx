import { GiftOutlined } from '@ant-design/icons';
import { isSignedInAtom, usePriceFormatter, Typography } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Modal } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useCustomerInfo } from '../../profile/api/get-customer-info';
import { clearWelcomeFlag, hasWelcomeFlag } from '../utils/welcome-flag';

/** What customer/info adds for the welcome gift (6amMart 3.x). */
interface WelcomeOffer {
  is_valid_for_discount?: boolean;
  discount_amount?: number;
  discount_amount_type?: string;
  validity?: string | null;
}

/**
 * The welcome modal (spec: discovery-and-modules §2 Screens, §4): opens from the stored flag set at
 * sign-up and closes with its close button. When the profile is valid for a discount it promises
 * the discount on the first order within its validity.
 */
export function WelcomeModal() {
  const t = useT();
  const price = usePriceFormatter();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const [open, setOpen] = useState(hasWelcomeFlag);
  const { data: customer } = useCustomerInfo();
  if (!isSignedIn || !open) return null;
  const offer = (customer ?? {}) as WelcomeOffer;
  const amount = offer.discount_amount ?? 0;
  const discount = offer.discount_amount_type === 'percentage' || offer.discount_amount_type === 'percent' ? `${amount}%` : price(amount);
  // the server writes the validity as "30 days": the number is put in the customer's language
  const days = /^(\d+)\s*days?$/i.exec(offer.validity ?? '')?.[1];
  const close = () => {
    clearWelcomeFlag();
    setOpen(false);
  };
  return (
    <Modal open onCancel={close} title={null} footer={null} centered width={420}>
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center', padding: '8px 0' }}>
        <GiftOutlined aria-hidden style={{ fontSize: 44, color: '#039D55' }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('Welcome')}
        </Typography.Title>
        {customer?.f_name && <Typography.Text strong>{customer.f_name}</Typography.Text>}
        {offer.is_valid_for_discount && amount > 0 ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            {days
              ? t('Get {discount} off on your first order within {days} days.', { discount, days })
              : t('Get {discount} off on your first order.', { discount })}
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>{t('Your account is ready. Happy shopping!')}</Typography.Paragraph>
        )}
        <Button type="primary" onClick={close}>
          {t('Start shopping')}
        </Button>
      </Flex>
    </Modal>
  );
}
