import { routes, authPaths } from '@storefront/contract';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { OrderPages } from '../features/orders/components/account-pages';
import { AccountPages } from '../features/profile/components/account-pages';
import { accountPageOf } from '../features/profile/utils/account-pages';

// the chat's code loads when it is opened
const ChatPage = lazy(() => import('../features/chat/components/chat-page').then((module) => ({ default: module.ChatPage })));

/** /chatting, and /profile?page=inbox (spec: discovery-and-modules §2). */
const isChat = (pathname: string, search: string) =>
  pathname.startsWith('/chatting') || (pathname.startsWith('/profile') && new URLSearchParams(search).get('page') === 'inbox');

/**
 * Relative routes: the shell owns the router and mounts these under /auth, /my-orders, /profile,
 * /wallet, /loyalty-points, /referral-code, /coupons, /settings and /chatting (routePatterns); the mount point is told apart by the location's first segment.
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
