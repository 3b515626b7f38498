import { routes } from '@storefront/contract';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './home-page';

/**
 * The catalogue's pages, relative to where the shell mounts them (/home/*).
 * No router here: the shell owns it.
 */
export function CatalogueRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<Navigate to={routes.home()} replace />} />
    </Routes>
  );
}
