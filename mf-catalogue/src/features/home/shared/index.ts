import { createElement, lazy } from 'react';
import { WhenIntent, WhenVisible } from './lazy-section';

// The shared sections of every non-parcel module home (spec §2). Each is its own chunk, loaded when its place is
// near the viewport: the first view of /home has no budget left for them. Helper B's module homes compose them by name.
const sections = {
  BannerSection: lazy(() => import('./banner-section').then((m) => ({ default: m.BannerSection }))),
  HighlightsSection: lazy(() => import('./highlights-section').then((m) => ({ default: m.HighlightsSection }))),
  PopularNearbySection: lazy(() => import('./popular-nearby-section').then((m) => ({ default: m.PopularNearbySection }))),
  JustForYouSection: lazy(() => import('./just-for-you-section').then((m) => ({ default: m.JustForYouSection }))),
  SpecialOfferSection: lazy(() => import('./special-offer-section').then((m) => ({ default: m.SpecialOfferSection }))),
  BestStoreNearbySection: lazy(() => import('./best-store-nearby-section').then((m) => ({ default: m.BestStoreNearbySection }))),
  VisitAgainSection: lazy(() => import('./visit-again-section').then((m) => ({ default: m.VisitAgainSection }))),
  CashbackWidget: lazy(() => import('./cashback-widget').then((m) => ({ default: m.CashbackWidget }))),
  CouponsSection: lazy(() => import('./coupons-section').then((m) => ({ default: m.CouponsSection }))),
  BottomBannerSection: lazy(() => import('./bottom-banner-section').then((m) => ({ default: m.BottomBannerSection }))),
};

const whenVisible = (component: (typeof sections)[keyof typeof sections]) => () => createElement(WhenVisible, { component });

export const BannerSection = whenVisible(sections.BannerSection);
export const HighlightsSection = whenVisible(sections.HighlightsSection);
export const PopularNearbySection = whenVisible(sections.PopularNearbySection);
export const JustForYouSection = whenVisible(sections.JustForYouSection);
export const SpecialOfferSection = whenVisible(sections.SpecialOfferSection);
export const BestStoreNearbySection = whenVisible(sections.BestStoreNearbySection);
export const VisitAgainSection = whenVisible(sections.VisitAgainSection);
export const CashbackWidget = () => createElement(WhenIntent, { component: sections.CashbackWidget });
export const CouponsSection = whenVisible(sections.CouponsSection);
export const BottomBannerSection = whenVisible(sections.BottomBannerSection);
