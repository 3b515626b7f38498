import { routes } from '@storefront/contract';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useMatch } from 'react-router';
import { useT } from '../i18n';
import { HomePage } from './home-page';
import { Skeleton } from '@storefront/platform';

// The store and product pages load when opened: the module home, the first view, does not carry them.
const StorePage = lazy(() => import('../features/stores/components/store-page').then((module) => ({ default: module.StorePage })));
const ProductPage = lazy(() => import('../features/product/components/product-page').then((module) => ({ default: module.ProductPage })));
// So do the browse pages (spec §2: /categories, /category/{id}, /all-brands, /store/latest, /store/popular).
const BrowsePage = lazy(() => import('../features/browse/components/browse-page'));
// And the campaign and flash-sale pages (spec §2: /campaigns/{id}, /flash-sales?id=).
const CampaignPage = lazy(() => import('../features/campaigns/components/campaign-page'));
const FlashSalePage = lazy(() => import('../features/flash-sales/components/flash-sale-page'));
function PageLoading() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
const page = (element: React.ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/**
 * The catalogue's pages, relative to where the shell mounts them: /home/*,
 * /store/*, /product/*, /categories, /category/* and /all-brands (routePatterns). The
 * mount decides the pages, since the relative paths below them look alike. No router here: the shell owns it.
 */
export function CatalogueRoutes() {
  const store = useMatch('/store/*');
  const product = useMatch('/product/*');
  const categories = useMatch('/categories/*');
  const brands = useMatch('/all-brands/*');
  const category = useMatch('/category/*');
  const campaign = useMatch('/campaigns/*');
  const flashSales = useMatch('/flash-sales/*');
  const browse = categories ? 'categories' : brands ? 'brands' : null;
  const fallback = <Route path="*" element={<Navigate to={routes.home()} replace />} />;
  if (store) {
    return (
      <Routes>
        <Route path="latest" element={page(<BrowsePage name="latest-stores" />)} />
        <Route path="popular" element={page(<BrowsePage name="popular-stores" />)} />
        <Route path=":id" element={page(<StorePage />)} />
        {fallback}
      </Routes>
    );
  }
  if (product) {
    return (
      <Routes>
        <Route path=":id" element={page(<ProductPage />)} />
        {fallback}
      </Routes>
    );
  }
  if (browse) {
    return (
      <Routes>
        <Route index element={page(<BrowsePage name={browse} />)} />
        {fallback}
      </Routes>
    );
  }
  if (campaign) {
    return (
      <Routes>
        <Route path=":id" element={page(<CampaignPage />)} />
        {fallback}
      </Routes>
    );
  }
  if (flashSales) {
    return (
      <Routes>
        <Route index element={page(<FlashSalePage />)} />
        {fallback}
      </Routes>
    );
  }
  if (category) {
    return (
      <Routes>
        <Route path=":id" element={page(<BrowsePage name="category" />)} />
        {fallback}
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {fallback}
    </Routes>
  );
}
