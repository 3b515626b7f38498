import { routes, authPaths } from '@storefront/contract';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { OrderPages } from '../features/orders/components/account-pages';
import { AccountPages } from '../features/profile/components/account-pages';
import { RequireSignIn } from '../features/profile/components/require-sign-in';
import { accountPageOf } from '../features/profile/utils/account-pages';
import { Spin } from 'antd-on-intent';

// the chat's code loads when it is opened
const ChatPage = lazy(() => import('../features/chat/components/chat-page').then((module) => ({ default: module.ChatPage })));

// rarely opened pages: their code loads when one is opened
const RateAndReviewPage = lazy(() =>
  import('../features/reviews/components/rate-and-review-page').then((module) => ({ default: module.RateAndReviewPage })),
);
const InterestPage = lazy(() =>
  import('../features/interest/components/interest-page').then((module) => ({ default: module.InterestPage })),
);

/** /chatting, and /profile?page=inbox (spec: discovery-and-modules §2). */
const isChat = (pathname: string, search: string) =>
  pathname.startsWith('/chatting') || (pathname.startsWith('/profile') && new URLSearchParams(search).get('page') === 'inbox');

/**
 * Relative routes: the shell owns the router and mounts these under /auth, /my-orders, /profile,
 * /wallet, /loyalty-points, /referral-code, /coupons, /settings, /chatting, /rate-and-review and /interest (routePatterns); the mount point is told apart by the location's first segment.
 */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  if (isChat(pathname, search)) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <ChatPage />
      </Suspense>
    );
  }
  if (pathname.startsWith('/rate-and-review/') || pathname === '/interest' || pathname.startsWith('/interest/')) {
    return (
      <RequireSignIn>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Routes>
            <Route path=":orderId" element={<RateAndReviewPage />} />
            <Route path="*" element={<InterestPage />} />
          </Routes>
        </Suspense>
      </RequireSignIn>
    );
  }
  const accountPage = accountPageOf(pathname, search);
  if (accountPage) return <AccountPages page={accountPage} />;
  if (pathname.startsWith('/my-orders') || pathname.startsWith('/profile')) return <OrderPages />;
  return (
    <Routes>
      <Route path={authPaths.signIn} element={<SignInForm />} />
      <Route path={authPaths.signUp} element={<SignUpForm />} />
      <Route path="*" element={<Navigate to={routes.signIn()} replace />} />
    </Routes>
  );
}
