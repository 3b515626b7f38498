import '../i18n';
import { AppRoutes } from '../app/routes';

/** `mf_account/Routes`: mounted by the shell at /auth/* (sign-in, sign-up), /my-orders and /profile (the orders). */
export default function AccountRoutes() {
  return <AppRoutes />;
}
