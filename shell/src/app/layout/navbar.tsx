import { routes } from '@storefront/contract';
import { AimOutlined, AppstoreOutlined, CloseOutlined, HomeOutlined, MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Grid } from 'antd';
import { emit, hasLocationAtom, isSignedInAtom, moduleAtom, RemoteMount, TooltipOnIntent } from '@storefront/platform';
import { useT } from '../../i18n';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../../features/branding/components/brand-logo';
import { LanguageSwitch } from '../../features/language/components/language-switch';
import { SearchSlot } from '../../features/search/search-slot';
import { ThemeSwitch } from '../../features/theme/components/theme-switch';
import { PageHeader } from '../../features/theme/components/page-frame';
import { preloadRoute } from '../federation';
import { TopBar } from './top-bar';
import { useWideChrome } from './use-wide-chrome';

// The drawer and its content (lists, logout, theme and language rows) load when the drawer first opens:
// antd's Drawer is in the on-intent part, not in the first view.
const NavDrawer = lazy(() => import('./drawer-menu'));

const PHONE_BAR_CLASS = 'storefront-phone-bar';

/**
 * On a phone every control of the bar, the remotes' buttons in it too, is a tap target of at least 44 px with an
 * 18 px icon: antd's Button takes its height and icon size from these CSS variables of the theme, set here on the
 * bar's buttons only. Not a nested ConfigProvider theme: antd derives every token again for one, and writes a second
 * sheet of all its CSS variables (12 KB) into every phone's first view (issue 9: start-up work on a phone).
 */
const phoneBarStyle = `header.${PHONE_BAR_CLASS} .ant-btn{--ant-control-height:44px;--ant-control-height-lg:44px;--ant-button-only-icon-size:18px}`;

const navLinkStyle: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  color: 'inherit',
  whiteSpace: 'nowrap',
};

const narrowLogoStyle: React.CSSProperties = { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' };

interface NavState {
  hasLocation: boolean;
  isSignedIn: boolean;
  isParcel: boolean;
  moduleName: string | undefined;
}

function HomeLink() {
  const t = useT();
  return (
    <NavLink to={routes.home()} style={({ isActive }) => ({ ...navLinkStyle, fontWeight: isActive ? 600 : 400 })}>
      <HomeOutlined aria-hidden /> {t('Home')}
    </NavLink>
  );
}

function ModuleButton({ moduleName }: { moduleName: string | undefined }) {
  const t = useT();
  return (
    <Button type="text" icon={<AppstoreOutlined aria-hidden />} onClick={() => emit({ type: 'module/pick' })}>
      {moduleName ?? t('Modules')}
    </Button>
  );
}

function TrackOrderLink() {
  const t = useT();
  return (
    <TooltipOnIntent title={t('Track order')}>
      <Link
        to={routes.trackOrder()}
        onPointerEnter={() => preloadRoute('mf_parcel')}
        onFocus={() => preloadRoute('mf_parcel')}
        aria-label={t('Track order')}
        style={{ ...navLinkStyle, fontSize: 18, padding: 6 }}
      >
        <AimOutlined aria-hidden />
      </Link>
    </TooltipOnIntent>
  );
}

/** 1180 px and wider: one row under the top bar (which holds the location, the theme and the language). */
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
      </Flex>
    </>
  );
}

/** Below 1180 px: logo, search, cart and profile in the bar; the rest in a drawer behind a menu button. */
function NarrowNavbar({ hasLocation, isSignedIn, isParcel, moduleName }: NavState) {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false); // the drawer stays mounted once opened, so it closes with its animation
  const [searching, setSearching] = useState(false);
  const close = () => setOpen(false);
  if (!hasLocation) {
    return (
      <>
        <div style={narrowLogoStyle}>
          <BrandLogo to={routes.landing()} variant="phone" />
        </div>
        <ThemeSwitch />
        <LanguageSwitch />
      </>
    );
  }
  return (
    <>
      <div style={narrowLogoStyle}>
        {/* on a phone, beside four or five 44 px buttons, a name would show only its first letters: the logo, named for screen readers */}
        <BrandLogo to={isParcel ? routes.landing() : routes.home()} variant={screens.sm ? 'phone' : 'mark'} />
      </div>
      <Flex align="center" gap={4}>
        {isParcel ? null : <Button type="text" icon={<SearchOutlined />} aria-label={t('Search')} onClick={() => setSearching(true)} />}
        {isSignedIn && !isParcel ? <RemoteMount remote="mf_account" expose="./WishlistButton" compact loading={null} /> : null}
        {!isParcel ? <RemoteMount remote="mf_cart" expose="./CartButton" compact /> : null}
        <RemoteMount remote="mf_account" expose="./ProfileMenu" compact />
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('Menu')}
          aria-expanded={open}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
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
      {opened ? (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={close} isSignedIn={isSignedIn} isParcel={isParcel} moduleName={moduleName} />
        </Suspense>
      ) : null}
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
  const wide = useWideChrome();
  const hasLocation = useAtomValue(hasLocationAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const module = useAtomValue(moduleAtom);
  const state: NavState = { hasLocation, isSignedIn, isParcel: module?.module_type === 'parcel', moduleName: module?.module_name };
  const sticky: React.CSSProperties = { position: 'sticky', top: 0, zIndex: 100, boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)' };

  if (wide) {
    return (
      <PageHeader style={{ ...sticky, height: 'auto', lineHeight: 'normal', paddingInline: 0 }}>
        <TopBar />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            height: 64,
            paddingInline: 24,
            borderTop: '1px solid rgba(128, 128, 128, 0.15)',
          }}
        >
          <WideNavbar {...state} />
        </div>
      </PageHeader>
    );
  }
  return (
    <PageHeader className={PHONE_BAR_CLASS} style={{ ...sticky, display: 'flex', alignItems: 'center', gap: 4, paddingInline: 8 }}>
      <style href={PHONE_BAR_CLASS} precedence="default">
        {phoneBarStyle}
      </style>
      <NarrowNavbar {...state} />
    </PageHeader>
  );
}
