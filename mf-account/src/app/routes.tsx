import { Navigate, Route, Routes } from 'react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { SignUpForm } from '../features/auth/components/sign-up-form';

/** Relative routes: the shell owns the router and mounts these under /auth. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInForm />} />
      <Route path="sign-up" element={<SignUpForm />} />
      <Route path="*" element={<Navigate to="/auth/sign-in" replace />} />
    </Routes>
  );
}
