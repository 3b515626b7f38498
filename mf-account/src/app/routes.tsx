import { routes, authPaths } from '@storefront/contract';
import { Navigate, Route, Routes } from 'react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { SignUpForm } from '../features/auth/components/sign-up-form';

/** Relative routes: the shell owns the router and mounts these under /auth. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={authPaths.signIn} element={<SignInForm />} />
      <Route path={authPaths.signUp} element={<SignUpForm />} />
      <Route path="*" element={<Navigate to={routes.signIn()} replace />} />
    </Routes>
  );
}
