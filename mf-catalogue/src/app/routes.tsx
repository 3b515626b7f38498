import { routes } from '@storefront/contract';
import { Navigate, Route, Routes, useMatch } from 'react-router';
import { ProductPage } from '../features/product/components/product-page';
import { StorePage } from '../features/stores/components/store-page';
import { HomePage } from './home-page';

/**
 * The catalogue's pages, relative to where the shell mounts them: /home/*,
 * /store/* and /product/* (routePatterns). The mount decides the pages, since
 * the relative paths below them look alike. No router here: the shell owns it.
 */
export function CatalogueRoutes() {
  const store = useMatch('/store/*');
  const product = useMatch('/product/*');
  const fallback = <Route path="*" element={<Navigate to={routes.home()} replace />} />;
  if (store) {
    return (
      <Routes>
        <Route path=":id" element={<StorePage />} />
        {fallback}
      </Routes>
    );
  }
  if (product) {
    return (
      <Routes>
        <Route path=":id" element={<ProductPage />} />
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
