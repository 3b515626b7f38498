import { routes } from '@storefront/contract';
import { AimOutlined, AppstoreOutlined, CloseOutlined, HomeOutlined, MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, Layout, Tooltip } from 'antd';
import { emit, hasLocationAtom, isSignedInAtom, moduleAtom, RemoteMount } from '@storefront/platform';
import { useT } from '../../i18n';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../features/branding/components/brand-logo';
import { LanguageSwitch } from '../../features/language/components/language-switch';
import { SearchSlot } from '../../features/search/search-slot';
import { ThemeSwitch } from '../../features/theme/components/theme-switch';
import { preloadRoute } from '../federation';

const navLinkStyle: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: 'inherit',
  whiteSpace: 'nowrap',
};

const narrowLogoStyle: React.CSSProperties = { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' };

/** Links in the drawer line up with the text buttons beside them (antd's button padding). */
const drawerLinkStyle: React.CSSProperties = { paddingInline: 15, lineHeight: '32px' };

interface NavState {
  hasLocation: boolean;
  isSignedIn: boolean;
  isParcel: boolean;
  moduleName: string | undefined;
}

function HomeLink({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <NavLink to={routes.home()} onClick={onNavigate} style={({ isActive }) => ({ ...navLinkStyle, fontWeight: isActive ? 600 : 400 })}>
      <HomeOutlined aria-hidden /> {t('Home')}
    </NavLink>
  );
}

function ModuleButton({ moduleName, onClick }: { moduleName: string | undefined; onClick?: () => void }) {
  const t = useT();
  return (
    <Button
      type="text"
      icon={<AppstoreOutlined aria-hidden />}
      onClick={() => {
        onClick?.();
        emit({ type: 'module/pick' });
      }}
    >
      {moduleName ?? t('Modules')}
    </Button>
  );
}

function TrackOrderLink({ withText, onNavigate }: { withText?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const link = (
    <Link
      to={routes.trackOrder()}
      onClick={onNavigate}
      onPointerEnter={() => preloadRoute('mf_parcel')}
      onFocus={() => preloadRoute('mf_parcel')}
      aria-label={withText ? undefined : t('Track order')}
      style={{ ...navLinkStyle, fontSize: withText ? undefined : 18, padding: withText ? 0 : 6 }}
    >
      <AimOutlined aria-hidden /> {withText ? t('Track order') : null}
    </Link>
  );
  return withText ? link : <Tooltip title={t('Track order')}>{link}</Tooltip>;
}

/** Wide screens: everything in one row. */
function WideNavbar({ hasLocation, isSignedIn, isParcel, moduleName }: NavState) {
  const t = useT();
  return (
    <>
      <nav aria-label={t('Main')} style={{ display: 'flex', alignItems: 'center', gap: 16, flex: 1, minWidth: 0 }}>
        <BrandLogo to={hasLocation && !isParcel ? routes.home() : routes.landing()} />
        {hasLocation ? (
          <>
            <HomeLink />
            {isParcel ? null : <ModuleButton moduleName={moduleName} />}
            <div style={{ minWidth: 0, maxWidth: 320, overflow: 'hidden' }}>
              <RemoteMount remote="mf_location" expose="./LocationButton" compact />
            </div>
            {isParcel ? null : (
              <div style={{ flex: '1 1 200px', minWidth: 160, maxWidth: 420 }}>
                <SearchSlot />
              </div>
            )}
          </>
        ) : null}
      </nav>
      <Flex align="center" gap={8}>
        {hasLocation && !isSignedIn && !isParcel ? <TrackOrderLink /> : null}
        {/* the wish list is a signed-in customer's: a guest's first view does not load it */}
        {hasLocation && isSignedIn && !isParcel ? (
          <RemoteMount remote="mf_account" expose="./WishlistButton" compact loading={null} />
        ) : null}
        {hasLocation && !isParcel ? <RemoteMount remote="mf_cart" expose="./CartButton" compact /> : null}
        {hasLocation ? <RemoteMount remote="mf_account" expose="./ProfileMenu" compact /> : null}
        <ThemeSwitch />
        <LanguageSwitch />
      </Flex>
    </>
  );
}

/** Narrow screens: logo, cart and profile in the bar; the rest in a drawer behind a menu button. */
function NarrowNavbar({ hasLocation, isSignedIn, isParcel, moduleName }: NavState) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const close = () => setOpen(false);
  if (!hasLocation) {
    return (
      <>
        <div style={narrowLogoStyle}>
          <BrandLogo to={routes.landing()} />
        </div>
        <ThemeSwitch />
        <LanguageSwitch />
      </>
    );
  }
  return (
    <>
      <div style={narrowLogoStyle}>
        <BrandLogo to={isParcel ? routes.landing() : routes.home()} />
      </div>
      <Flex align="center" gap={4}>
        {isParcel ? null : <Button type="text" icon={<SearchOutlined />} aria-label={t('Search')} onClick={() => setSearching(true)} />}
        {isSignedIn && !isParcel ? <RemoteMount remote="mf_account" expose="./WishlistButton" compact loading={null} /> : null}
        {!isParcel ? <RemoteMount remote="mf_cart" expose="./CartButton" compact /> : null}
        <RemoteMount remote="mf_account" expose="./ProfileMenu" compact />
        <Button type="text" icon={<MenuOutlined />} aria-label={t('Menu')} aria-expanded={open} onClick={() => setOpen(true)} />
      </Flex>
      {searching ? (
        // the search row covers the bar until a search is made or it is closed
        <div
          style={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            paddingInline: 12,
            background: 'inherit',
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <SearchSlot autoFocus onDone={() => setSearching(false)} />
          </div>
          <Button type="text" icon={<CloseOutlined />} aria-label={t('Close search')} onClick={() => setSearching(false)} />
        </div>
      ) : null}
      <Drawer open={open} onClose={close} placement="right" size={300} title={t('Menu')}>
        <nav aria-label={t('Main')}>
          <Flex vertical gap={12} align="start">
            <span style={drawerLinkStyle}>
              <HomeLink onNavigate={close} />
            </span>
            {isParcel ? null : <ModuleButton moduleName={moduleName} onClick={close} />}
            <RemoteMount remote="mf_location" expose="./LocationButton" compact />
            {!isSignedIn && !isParcel ? (
              <span style={drawerLinkStyle}>
                <TrackOrderLink withText onNavigate={close} />
              </span>
            ) : null}
            <ThemeSwitch withText />
            <LanguageSwitch />
          </Flex>
        </nav>
      </Drawer>
    </>
  );
}

/**
 * The top bar. Without a delivery location it shows only the logo and the
 * language control (spec); the remote widgets appear once a location exists.
 * Each widget is its own RemoteMount, so a remote that is down costs only its slot.
 * The parcel module hides the cart, the wish list, the track order icon and the
 * module links (spec); its logo leads to the landing page's module list instead.
 */
export function Navbar() {
  const screens = Grid.useBreakpoint();
  const hasLocation = useAtomValue(hasLocationAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const module = useAtomValue(moduleAtom);
  const state: NavState = { hasLocation, isSignedIn, isParcel: module?.module_type === 'parcel', moduleName: module?.module_name };
  // Before the first measurement useBreakpoint() is empty: render the wide bar (desktop first, as the spec's).
  const narrow = screens.lg === false;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: narrow ? 8 : 16,
        paddingInline: narrow ? 12 : 24,
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)',
      }}
    >
      {narrow ? <NarrowNavbar {...state} /> : <WideNavbar {...state} />}
    </Layout.Header>
  );
}
