import { AimOutlined, AppstoreOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip } from 'antd';
import { emit, hasLocationAtom, isSignedInAtom, moduleAtom, RemoteMount, useT } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../features/branding/components/brand-logo';
import { LanguageSwitch } from '../../features/language/components/language-switch';

const navLinkStyle: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: 'inherit',
  whiteSpace: 'nowrap',
};

/**
 * The top bar. Without a delivery location it shows only the logo and the
 * language control (spec); the remote widgets appear once a location exists.
 * Each widget is its own RemoteMount, so a remote that is down costs only its slot.
 */
export function Navbar() {
  const t = useT();
  const hasLocation = useAtomValue(hasLocationAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const module = useAtomValue(moduleAtom);
  const isParcel = module?.module_type === 'parcel';

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)',
      }}
    >
      <nav aria-label={t('Main')} style={{ display: 'flex', alignItems: 'center', gap: 16, flex: 1, minWidth: 0 }}>
        <BrandLogo to={hasLocation ? '/home' : '/'} />
        {hasLocation ? (
          <>
            <NavLink to="/home" style={({ isActive }) => ({ ...navLinkStyle, fontWeight: isActive ? 600 : 400 })}>
              <HomeOutlined aria-hidden /> {t('Home')}
            </NavLink>
            <Button type="text" icon={<AppstoreOutlined />} onClick={() => emit({ type: 'module/pick' })}>
              {module ? module.module_name : t('Modules')}
            </Button>
            <div style={{ minWidth: 0, maxWidth: 320, overflow: 'hidden' }}>
              <RemoteMount remote="mf_location" expose="./LocationButton" compact />
            </div>
          </>
        ) : null}
      </nav>
      <Flex align="center" gap={8}>
        {hasLocation && !isSignedIn && !isParcel ? (
          <Tooltip title={t('Track order')}>
            <Link to="/track-order" aria-label={t('Track order')} style={{ ...navLinkStyle, fontSize: 18, padding: 6 }}>
              <AimOutlined aria-hidden />
            </Link>
          </Tooltip>
        ) : null}
        {hasLocation && !isParcel ? <RemoteMount remote="mf_cart" expose="./CartButton" compact /> : null}
        {hasLocation ? <RemoteMount remote="mf_account" expose="./ProfileMenu" compact /> : null}
        <LanguageSwitch />
      </Flex>
    </Layout.Header>
  );
}
