import type { Config, ProfilePage } from '@storefront/contract';
import { routes } from '@storefront/contract';

/** The account pages this app draws beside the orders (issue 15 items 4 and 6). */
export type AccountPage = Extract<ProfilePage, 'profile-settings' | 'wallet' | 'loyalty-points' | 'referral-code' | 'coupons' | 'settings'>;

/** Each page's own path (spec: discovery-and-modules §2: /wallet, /coupons, ... besides /profile?page=). */
const OWN_PATHS: Record<string, AccountPage> = {
  '/wallet': 'wallet',
  '/coupons': 'coupons',
  '/loyalty-points': 'loyalty-points',
  '/referral-code': 'referral-code',
  '/settings': 'settings',
};
const PAGES = new Set<string>(['profile-settings', ...Object.values(OWN_PATHS)]);

/** Which account page a location shows, or null when it is another page (orders, the chat). /profile alone is the profile. */
export function accountPageOf(pathname: string, search: string): AccountPage | null {
  const path = pathname.replace(/\/+$/, '');
  if (OWN_PATHS[path]) return OWN_PATHS[path];
  if (path !== '/profile') return null;
  const params = new URLSearchParams(search);
  const page = params.get('page');
  if (page === null) return params.has('orderId') ? null : 'profile-settings';
  return PAGES.has(page) ? (page as AccountPage) : null;
}

const flag = (value: unknown) => value === 1 || value === '1' || value === true;

/** A config number the wire types leave open (loyalty_point_exchange_rate ...); 0 when absent or not a number. */
export function configNumber(config: Config | undefined, key: string): number {
  const value = Number((config as Record<string, unknown> | undefined)?.[key]);
  return Number.isFinite(value) ? value : 0;
}

export interface AccountEntry {
  page: AccountPage | 'my-orders';
  label: string;
  path: string;
}

/**
 * The profile menu's entries, in order; wallet, loyalty points and referral are left out when
 * their config status is 0 (spec: discovery-and-modules §2 Profile menu). Labels are English keys.
 */
export function accountEntries(config: Config | undefined): AccountEntry[] {
  const entries: (AccountEntry & { shown?: boolean })[] = [
    { page: 'profile-settings', label: 'Profile', path: routes.profile({ page: 'profile-settings' }) },
    { page: 'my-orders', label: 'My Orders', path: routes.myOrders() },
    { page: 'wallet', label: 'Wallet', path: routes.wallet(), shown: flag(config?.customer_wallet_status) },
    { page: 'loyalty-points', label: 'Loyalty Points', path: routes.loyaltyPoints(), shown: flag(config?.loyalty_point_status) },
    { page: 'referral-code', label: 'Referral Code', path: routes.referralCode(), shown: flag(config?.ref_earning_status) },
    { page: 'coupons', label: 'Coupons', path: routes.coupons() },
    { page: 'settings', label: 'Settings', path: routes.settings() },
  ];
  return entries.filter((entry) => entry.shown !== false).map(({ page, label, path }) => ({ page, label, path }));
}
