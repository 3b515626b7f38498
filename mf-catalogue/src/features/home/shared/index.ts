import { createElement, lazy } from 'react';
import { WhenIntent } from './lazy-section';

// The shared sections of every non-parcel module home (spec §2), in two
// chunks: "home-sections", those that open some module's home (banners, visit again, popular items, just for you, and
// the pharmacy's sticky bottom banner), which the first view loads; and "home-sections-more", those every home shows
// further down (highlights, special offers, the best stores, coupons), loaded with the first of them a scroll brings
// near. One request per chunk instead of one per section; the cashback widget waits for intent. Each home mounts a
// section when its place comes near the viewport (module-homes' Deferred, which holds the section's height until
// then and while its code loads): a second, 1 px high placeholder here made every section below mount at once.
const sections = {
  BannerSection: lazy(() => import(/* webpackChunkName: "home-sections" */ './banner-section').then((m) => ({ default: m.BannerSection }))),
  HighlightsSection: lazy(() =>
    import(/* webpackChunkName: "home-sections-more" */ './highlights-section').then((m) => ({ default: m.HighlightsSection })),
  ),
  PopularNearbySection: lazy(() =>
    import(/* webpackChunkName: "home-sections" */ './popular-nearby-section').then((m) => ({ default: m.PopularNearbySection })),
  ),
  JustForYouSection: lazy(() =>
    import(/* webpackChunkName: "home-sections" */ './just-for-you-section').then((m) => ({ default: m.JustForYouSection })),
  ),
  SpecialOfferSection: lazy(() =>
    import(/* webpackChunkName: "home-sections-more" */ './special-offer-section').then((m) => ({ default: m.SpecialOfferSection })),
  ),
  BestStoreNearbySection: lazy(() =>
    import(/* webpackChunkName: "home-sections-more" */ './best-store-nearby-section').then((m) => ({ default: m.BestStoreNearbySection })),
  ),
  VisitAgainSection: lazy(() =>
    import(/* webpackChunkName: "home-sections" */ './visit-again-section').then((m) => ({ default: m.VisitAgainSection })),
  ),
  CashbackWidget: lazy(() => import('./cashback-widget').then((m) => ({ default: m.CashbackWidget }))),
  CouponsSection: lazy(() =>
    import(/* webpackChunkName: "home-sections-more" */ './coupons-section').then((m) => ({ default: m.CouponsSection })),
  ),
  BottomBannerSection: lazy(() =>
    import(/* webpackChunkName: "home-sections" */ './bottom-banner-section').then((m) => ({ default: m.BottomBannerSection })),
  ),
};

export const BannerSection = sections.BannerSection;
export const HighlightsSection = sections.HighlightsSection;
export const PopularNearbySection = sections.PopularNearbySection;
export const JustForYouSection = sections.JustForYouSection;
export const SpecialOfferSection = sections.SpecialOfferSection;
export const BestStoreNearbySection = sections.BestStoreNearbySection;
export const VisitAgainSection = sections.VisitAgainSection;
export const CashbackWidget = () => createElement(WhenIntent, { component: sections.CashbackWidget });
export const CouponsSection = sections.CouponsSection;
export const BottomBannerSection = sections.BottomBannerSection;
