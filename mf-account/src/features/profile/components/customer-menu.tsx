import { routes } from '@storefront/contract';
import {
  AimOutlined,
  DownOutlined,
  GiftOutlined,
  LogoutOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TagOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { truncate } from '@storefront/domain';
import { DropdownOnIntent, emit, toast, tokenAtom, useConfig, useFeedback } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button, type MenuProps } from 'antd';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCustomerInfo } from '../api/get-customer-info';
import { revokeToken } from '../api/sign-out';
import { accountEntries, type AccountEntry } from '../utils/account-pages';
import { Avatar } from 'antd-on-intent';

const ENTRY_ICONS: Record<AccountEntry['page'], ReactNode> = {
  'profile-settings': <UserOutlined aria-hidden />,
  'my-orders': <ShoppingOutlined aria-hidden />,
  wallet: <WalletOutlined aria-hidden />,
  'loyalty-points': <TrophyOutlined aria-hidden />,
  'referral-code': <GiftOutlined aria-hidden />,
  coupons: <TagOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
};

/** The spec waits half a second between the confirmation and the sign-out. */
export const LOGOUT_DELAY_MS = 500;

/**
 * The signed-in customer's menu: name, the account pages, Track order, Logout (loaded once signed in; the
 * menu itself on the first intent to open it, DropdownOnIntent).
 */
export default function CustomerMenu() {
  const t = useT();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setToken = useSetAtom(tokenAtom);
  const { data: customer } = useCustomerInfo();
  const { data: config } = useConfig();
  const name = customer ? `${customer.f_name ?? ''} ${customer.l_name ?? ''}`.trim() : '';

  const logout = () =>
    modal.confirm({
      title: t('Are you sure you want to logout?'),
      okText: t('Logout'),
      cancelText: t('Cancel'),
      onOk: async () => {
        await Promise.all([revokeToken(), new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS))]);
        setToken(null);
        emit({ type: 'auth/signed-out' });
        toast('success', t('Logout successful.'));
        navigate(pathname === routes.home() ? routes.landing() : routes.home());
      },
    });

  const items: MenuProps['items'] = [
    ...(customer
      ? [
          {
            key: 'who',
            disabled: true,
            style: { cursor: 'default', color: 'inherit' },
            label: (
              <span>
                <strong style={{ display: 'block' }}>{name}</strong>
                <span>{customer.email || customer.phone}</span>
              </span>
            ),
          },
          { type: 'divider' as const },
        ]
      : []),
    // the account pages; wallet, loyalty points and referral only when their config status is on
    ...accountEntries(config).map((entry) => ({
      key: entry.page,
      icon: ENTRY_ICONS[entry.page],
      label: t(entry.label),
      onClick: () => navigate(entry.path),
    })),
    { key: 'track-order', icon: <AimOutlined aria-hidden />, label: t('Track order'), onClick: () => navigate(routes.trackOrder()) },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, danger: true, label: t('Logout'), onClick: logout },
  ];

  return (
    <DropdownOnIntent menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={name ? t('Account menu of {name}', { name }) : t('My account')}>
        <Avatar size="small" src={customer?.image_full_url || undefined} icon={<UserOutlined aria-hidden />} alt="" aria-hidden />
        <span style={{ marginInlineStart: 6 }}>{name ? truncate(customer?.f_name || name, 16) : t('My account')}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </DropdownOnIntent>
  );
}
