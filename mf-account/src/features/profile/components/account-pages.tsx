import { useConfig, Typography } from '@storefront/platform';
import { Card, Col, Row, Spin } from 'antd-on-intent';
import { Flex } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { accountEntries, type AccountPage } from '../utils/account-pages';
import { RequireSignIn } from './require-sign-in';

// each page's code loads when it is opened
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const PAGES: Record<AccountPage, ComponentType> = {
  'profile-settings': named(() => import('./profile-settings'), 'ProfileSettings'),
  wallet: named(() => import('../../wallet/components/wallet-page'), 'WalletPage'),
  'loyalty-points': named(() => import('../../loyalty/components/loyalty-page'), 'LoyaltyPage'),
  'referral-code': named(() => import('../../referral/components/referral-page'), 'ReferralPage'),
  coupons: named(() => import('../../coupons/components/coupons-page'), 'CouponsPage'),
  settings: named(() => import('../../settings/components/settings-page'), 'SettingsPage'),
};

const TITLES: Record<AccountPage, string> = {
  'profile-settings': 'Profile',
  wallet: 'My Wallet',
  'loyalty-points': 'Loyalty Points',
  'referral-code': 'Referral Code',
  coupons: 'Coupons',
  settings: 'Settings',
};

/**
 * The account pages (/profile?page=..., /wallet, /loyalty-points, /referral-code, /coupons, /settings):
 * the account menu beside the page. Signed-in customers only. A page whose config status is off
 * (wallet, loyalty points, referral) is not offered and says so.
 */
export function AccountPages({ page }: { page: AccountPage }) {
  return (
    <RequireSignIn>
      <AccountLayout page={page} />
    </RequireSignIn>
  );
}

function AccountLayout({ page }: { page: AccountPage }) {
  const t = useT();
  const { data: config } = useConfig();
  const entries = accountEntries(config);
  const available = !config || entries.some((entry) => entry.page === page);
  const Page = PAGES[page];
  return (
    <Row gutter={[16, 16]} style={{ maxWidth: 1140, margin: '0 auto', padding: 16, width: '100%' }}>
      <Col xs={24} md={6}>
        <Card size="small">
          <nav aria-label={t('My account')}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
              {entries.map((entry) => (
                <li key={entry.page}>
                  <Link
                    to={entry.path}
                    aria-current={entry.page === page ? 'page' : undefined}
                    style={{ display: 'block', padding: '8px 12px', borderRadius: 6, fontWeight: entry.page === page ? 600 : 400 }}
                  >
                    {t(entry.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Flex vertical gap={16}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(TITLES[page])}
          </Typography.Title>
          {available ? (
            <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
              <Page />
            </Suspense>
          ) : (
            <Typography.Paragraph type="secondary">{t('This page is not available.')}</Typography.Paragraph>
          )}
        </Flex>
      </Col>
    </Row>
  );
}
