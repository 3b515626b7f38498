import { Route, Routes } from 'react-router';
import { TrackOrderPage } from '../features/track-order/components/track-order-page';

/** Relative routes: the shell owns the router and mounts these under /track-order. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<TrackOrderPage />} />
      <Route path="*" element={<TrackOrderPage />} />
    </Routes>
  );
}
