import { routes, type Config } from '@storefront/contract';

type PolicyFlag = 'refund_policy' | 'cancelation_policy' | 'shipping_policy';

export interface InfoPage {
  /** The storefront's path (routes.ts). */
  path: string;
  /** Where the API serves its text, below /api/v1. */
  apiPath: string;
  /** The English title, a key of the shell's texts. */
  title: string;
  /** The config value that turns the page off when 0 (discovery-and-modules §2, Footer). */
  flag?: PolicyFlag;
}

/** The info pages, in the footer's order. */
export const INFO_PAGES: readonly InfoPage[] = [
  { path: routes.aboutUs(), apiPath: 'about-us', title: 'About us' },
  { path: routes.termsAndConditions(), apiPath: 'terms-and-conditions', title: 'Terms and conditions' },
  { path: routes.privacyPolicy(), apiPath: 'privacy-policy', title: 'Privacy policy' },
  { path: routes.refundPolicy(), apiPath: 'refund-policy', title: 'Refund policy', flag: 'refund_policy' },
  { path: routes.cancellationPolicy(), apiPath: 'cancellation-policy', title: 'Cancellation policy', flag: 'cancelation_policy' },
  { path: routes.shippingPolicy(), apiPath: 'shipping-policy', title: 'Shipping policy', flag: 'shipping_policy' },
];

/** Pages without a flag always show; a flagged one only when its config value is set and not 0. */
export function isInfoPageOn(page: InfoPage, config: Config | undefined): boolean {
  if (!page.flag) return true;
  return Number(config?.[page.flag] ?? 0) !== 0;
}
