import { routes } from '@storefront/contract';
import { UserOutlined } from '@ant-design/icons';
import { isSignedInAtom } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';

// a visitor's first view carries only the Sign In button; the customer's menu loads once signed in
const CustomerMenu = lazy(() => import('./customer-menu'));

/** Navbar: a Sign In button for a visitor, the customer's menu once signed in. */
export function ProfileMenu() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  return isSignedIn ? (
    <Suspense fallback={null}>
      <CustomerMenu />
    </Suspense>
  ) : (
    <SignInButton />
  );
}

function SignInButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<UserOutlined aria-hidden />} onClick={() => navigate(routes.signIn())}>
      {t('Sign In')}
    </Button>
  );
}
