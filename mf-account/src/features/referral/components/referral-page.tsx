import { ShareAltOutlined, GiftOutlined } from '@ant-design/icons';
import { routes } from '@storefront/contract';
import { useConfig, usePriceFormatter, Typography } from '@storefront/platform';
import { Card } from 'antd-on-intent';
import { Button, Flex } from 'antd';
import { useT } from '../../../i18n';
import { useCustomerInfo } from '../../profile/api/get-customer-info';
import { configNumber } from '../../profile/utils/account-pages';
import { CopyButton } from './copy-button';

/** `/referral-code`: the customer's code, to copy or share (the system share sheet where the browser has one). */
export function ReferralPage() {
  const t = useT();
  const price = usePriceFormatter();
  const { data: config } = useConfig();
  const { data: customer } = useCustomerInfo();
  const code = customer?.ref_code ?? '';
  const earning = configNumber(config, 'ref_earning_exchange_rate');
  const message = t('Use my code {code} to sign up on {business}.', { code, business: config?.business_name ?? '' });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({ title: t('Referral Code'), text: message, url: `${window.location.origin}${routes.signUp()}` })
      .catch((error: unknown) => {
        // closing the share sheet rejects too: nothing to tell
        console.warn('Share failed', error);
      });

  return (
    <Card>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center', padding: 16 }}>
        <GiftOutlined aria-hidden style={{ fontSize: 48, color: '#039D55' }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('Invite friends and earn')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 480, margin: 0 }}>
          {earning > 0
            ? t('Share your code: when a friend signs up with it and orders, you earn {amount}.', { amount: price(earning) })
            : t('Share your code with friends: they sign up with it.')}
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('Your referral code')}</Typography.Text>
        <Typography.Text
          strong
          data-testid="referral-code"
          style={{ fontSize: 24, letterSpacing: 2, border: '1px dashed #039D55', borderRadius: 8, padding: '6px 16px' }}
        >
          {code}
        </Typography.Text>
        <Flex gap={8}>
          <CopyButton text={code} label={t('Copy code {code}', { code })} />
          {canShare && (
            <Button type="primary" icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
              {t('Share')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
