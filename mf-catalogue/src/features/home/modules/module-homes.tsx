import type { ModuleType } from '@storefront/contract';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n';
import {
  BannerSection,
  BestStoreNearbySection,
  BottomBannerSection,
  CashbackWidget,
  CouponsSection,
  HighlightsSection,
  JustForYouSection,
  PopularNearbySection,
  SpecialOfferSection,
  VisitAgainSection,
} from '../shared';
import { Deferred } from './deferred';
// The first section of grocery and pharmacy is on every first view: it comes with the page, not as one more file.
import { FeaturedCategoriesSection } from './sections/featured-categories-section';

// Each module's own sections are one chunk, asked for only on that module's home and only when near the viewport.
const grocery = () => import('./sections/grocery-sections');
const pharmacy = () => import('./sections/pharmacy-sections');
const food = () => import('./sections/food-sections');
const ecommerce = () => import('./sections/ecommerce-chunk');

// Grocery's stores area is on its first screen (its first card's picture is the page's largest): its code comes in
// the home's first-view chunk with the shared sections, already on its way with the page, not in the grocery chunk,
// which would be one more request before the section could render. It mounts with the home (`first`).
const storesArea = () => import(/* webpackChunkName: "home-sections" */ './sections/store-sections');
const G = {
  StoresFilter: lazy(() => storesArea().then((m) => ({ default: m.StoresFilterSection }))),
  BestReviewed: lazy(() => grocery().then((m) => ({ default: m.BestReviewedSection }))),
  YouWillLove: lazy(() => grocery().then((m) => ({ default: m.YouWillLoveSection }))),
};
const P = {
  BasicMedicine: lazy(() => pharmacy().then((m) => ({ default: m.BasicMedicineSection }))),
  FeaturedStore: lazy(() => pharmacy().then((m) => ({ default: m.FeaturedStoreSection }))),
  CommonConditions: lazy(() => pharmacy().then((m) => ({ default: m.CommonConditionsSection }))),
};
const F = {
  NewArrivalStores: lazy(() => food().then((m) => ({ default: m.NewArrivalStoresSection }))),
  BestReviewed: lazy(() => food().then((m) => ({ default: m.FoodBestReviewedSection }))),
};
const E = {
  NewArrivals: lazy(() => ecommerce().then((m) => ({ default: m.NewArrivalsSection }))),
  FeaturedCategorySlider: lazy(() => ecommerce().then((m) => ({ default: m.FeaturedCategorySliderSection }))),
  BrandsTeaser: lazy(() => ecommerce().then((m) => ({ default: m.BrandsTeaserSection }))),
};

/** Space a section holds before it loads (a carousel of cards), so what follows stays below the fold. */
const SECTION = 320;
const STRIP = 160;

const at = (minHeight: number, node: React.ReactNode) => <Deferred minHeight={minHeight}>{node}</Deferred>;

/**
 * A section that opens a home, so it is on the first screen: it mounts with the home instead of waiting for the
 * browser to report its place in view, which comes only after the home's first paint (its answer is often there
 * already: the shell fetched it early). Its code is in the home's first-view chunk, which the page preloads.
 */
const first = (minHeight: number, node: React.ReactNode) => (
  <Suspense fallback={<div style={{ minHeight }} aria-hidden />}>{node}</Suspense>
);

/**
 * Grocery (spec §2): featured categories, visited stores, stores with filters, popular items, banners, campaigns,
 * best reviewed, you will love, coupons, bottom banner. The stores area mounts with the home (it is on the first
 * screen), from the home's first-view chunk, so putting it first adds no file to /home's budget.
 */
function GroceryHome() {
  return (
    <>
      <FeaturedCategoriesSection />
      {at(1, <VisitAgainSection />)}
      {first(SECTION, <G.StoresFilter />)}
      {at(SECTION, <PopularNearbySection />)}
      {at(STRIP, <BannerSection />)}
      {at(SECTION, <HighlightsSection />)}
      {at(STRIP, <JustForYouSection />)}
      {at(SECTION, <G.BestReviewed />)}
      {at(SECTION, <SpecialOfferSection />)}
      {at(SECTION, <G.YouWillLove />)}
      {at(SECTION, <BestStoreNearbySection />)}
      {at(STRIP, <CouponsSection />)}
      {at(STRIP, <BottomBannerSection />)}
      {at(1, <CashbackWidget />)}
    </>
  );
}

/** Pharmacy (spec §2): featured categories, campaigns, visited stores, Basic Medicine Nearby, featured store, Common Conditions, a sticky bottom section. */
function PharmacyHome() {
  return (
    <>
      <FeaturedCategoriesSection />
      {at(STRIP, <BannerSection />)}
      {at(STRIP, <JustForYouSection />)}
      {at(1, <VisitAgainSection />)}
      {at(SECTION, <PopularNearbySection />)}
      {at(SECTION, <P.BasicMedicine />)}
      {at(SECTION, <HighlightsSection />)}
      {at(SECTION, <P.FeaturedStore />)}
      {at(SECTION, <SpecialOfferSection />)}
      {at(SECTION, <P.CommonConditions />)}
      {at(SECTION, <BestStoreNearbySection />)}
      {at(STRIP, <CouponsSection />)}
      {at(1, <CashbackWidget />)}
      <StickyBottom />
    </>
  );
}

/**
 * The visitor closed the pharmacy's sticky offers in this tab: they stay closed on every visit to the home until the
 * tab is closed (on a phone the banner covers a tenth of the screen while the home scrolls).
 */
export const pharmacyOffersClosedAtom = atomWithStorage<boolean>(
  'pharmacy-offers-closed',
  false,
  createJSONStorage<boolean>(() => sessionStorage),
  { getOnInit: true },
);

/** The pharmacy's sticky bottom section: the bottom banner, kept in view at the bottom of the home while it scrolls. */
function StickyBottom() {
  const t = useT();
  const [closed, setClosed] = useAtom(pharmacyOffersClosedAtom);
  if (closed) return null;
  return (
    <aside aria-label={t('Pharmacy offers')} style={{ position: 'sticky', bottom: 0, zIndex: 5 }}>
      {at(STRIP, <BottomBannerSection onDismiss={() => setClosed(true)} />)}
    </aside>
  );
}

/** Food (spec §2): new-arrival restaurants and best-reviewed items on the food cards, around the shared sections. */
function FoodHome() {
  return (
    <>
      {first(STRIP, <BannerSection opensHome />)}
      {at(1, <VisitAgainSection />)}
      {at(SECTION, <PopularNearbySection />)}
      {at(SECTION, <F.NewArrivalStores />)}
      {at(SECTION, <HighlightsSection />)}
      {at(SECTION, <F.BestReviewed />)}
      {at(STRIP, <JustForYouSection />)}
      {at(SECTION, <SpecialOfferSection />)}
      {at(SECTION, <BestStoreNearbySection />)}
      {at(STRIP, <CouponsSection />)}
      {at(STRIP, <BottomBannerSection />)}
      {at(1, <CashbackWidget />)}
    </>
  );
}

/** Ecommerce (spec §2): new arrivals with category tabs, featured categories with a product slider, the brands teaser. */
function EcommerceHome() {
  return (
    <>
      {first(STRIP, <BannerSection opensHome />)}
      {at(SECTION, <E.NewArrivals />)}
      {at(SECTION, <PopularNearbySection />)}
      {at(SECTION, <E.FeaturedCategorySlider />)}
      {at(SECTION, <HighlightsSection />)}
      {at(STRIP, <JustForYouSection />)}
      {at(SECTION, <E.BrandsTeaser />)}
      {at(SECTION, <SpecialOfferSection />)}
      {at(SECTION, <BestStoreNearbySection />)}
      {at(1, <VisitAgainSection />)}
      {at(STRIP, <CouponsSection />)}
      {at(STRIP, <BottomBannerSection />)}
      {at(1, <CashbackWidget />)}
    </>
  );
}

/** The chosen module's home; parcel has its own remote (mf-parcel), so nothing here. */
export function ModuleHome({ moduleType }: { moduleType: ModuleType }) {
  switch (moduleType) {
    case 'grocery':
      return <GroceryHome />;
    case 'pharmacy':
      return <PharmacyHome />;
    case 'food':
      return <FoodHome />;
    case 'ecommerce':
      return <EcommerceHome />;
    default:
      return null;
  }
}
