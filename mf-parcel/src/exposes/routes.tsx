import '../i18n';
import { AppRoutes } from '../app/routes';

/** `mf_parcel/Routes`: mounted by the shell at /track-order. */
export default function ParcelRoutes() {
  return <AppRoutes />;
}
