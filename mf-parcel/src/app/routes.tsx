import { routes } from '@storefront/contract';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { TrackOrderPage } from '../features/track-order/components/track-order-page';
import { Spin } from 'antd-on-intent';

// each page loads when opened: the parcel home with the module, the form when a category is chosen
const ParcelHome = lazy(() => import('../features/parcel-home/components/parcel-home').then((m) => ({ default: m.ParcelHome })));
const ParcelOrderPage = lazy(() =>
  import('../features/parcel-order/components/parcel-order-page').then((m) => ({ default: m.ParcelOrderPage })),
);

/**
 * Relative routes: the shell owns the router and mounts mf_parcel at /home (when the parcel
 * module is chosen), /parcel-delivery-info and /track-order; the mount point picks the page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = pathname.startsWith(routes.home()) ? (
    <ParcelHome />
  ) : pathname.startsWith(routes.parcelDeliveryInfo()) ? (
    <ParcelOrderPage />
  ) : null;
  if (page) return <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>{page}</Suspense>;
  return (
    <Routes>
      <Route index element={<TrackOrderPage />} />
      <Route path="*" element={<TrackOrderPage />} />
    </Routes>
  );
}
