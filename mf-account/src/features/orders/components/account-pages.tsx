import { routes } from '@storefront/contract';
import { isSignedInAtom, toast } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { t as translate } from '../../../i18n';
import { OrderDetails } from './order-details';
import { OrderList } from './order-list';

/**
 * The customer's order pages: /my-orders, /profile?page=my-orders (the list) and
 * /profile?orderId=&page=my-orders (one order, from=checkout adds the placement notice).
 * Visitors are sent to sign in with the spec's message.
 */
export function OrderPages() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  useEffect(() => {
    if (!isSignedIn) {
      toast('error', translate('You must be login to access this page.'));
      void navigate(routes.signIn(), { replace: true });
    }
  }, [isSignedIn, navigate]);
  if (!isSignedIn) return null;

  const orderId = Number(params.get('orderId'));
  if (pathname.startsWith('/profile')) {
    if (Number.isInteger(orderId) && orderId > 0)
      return <OrderDetails orderId={orderId} fromCheckout={params.get('from') === 'checkout'} />;
    // the other profile pages are not built yet: their menu entry is the order list
    if (params.get('page') !== 'my-orders') return <Navigate to={routes.profile({ page: 'my-orders' })} replace />;
  }
  return <OrderList />;
}
