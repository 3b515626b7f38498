import { routes } from '@storefront/contract';
import { Grid, Layout } from 'antd';
import { hasLocationAtom, moduleAtom, RemoteMount } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../features/branding/hooks/use-document-title';
import { useDocumentLanguage } from '../features/language/hooks/use-document-language';
import { ModulePickerModal } from '../features/modules/components/module-picker-modal';
import { ModuleSwitcher } from '../features/modules/components/module-switcher';
import { useGuestId } from '../features/session/hooks/use-guest-id';
import { useSessionEvents } from '../features/session/hooks/use-session-events';
import { Navbar } from './layout/navbar';
import { AppRoutes } from './routes/app-routes';

/** Page-wide behaviour that renders nothing: session events, guest id, <html lang dir>, the tab title. */
function PageEffects() {
  useSessionEvents();
  useGuestId();
  useDocumentLanguage();
  useDocumentTitle();
  return null;
}

/**
 * Everything inside the router: the layout, the routes and the overlays.
 * The remotes' overlays (cart drawer, pick-location modal) are mounted once,
 * always, and opened through the bus.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const hasLocation = useAtomValue(hasLocationAtom);
  const module = useAtomValue(moduleAtom);
  const showSwitcher = Boolean(screens.xl && hasLocation && module && pathname.startsWith(routes.home()));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PageEffects />
      <Navbar />
      <Layout.Content
        style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 16px', paddingInlineStart: showSwitcher ? 72 : 16 }}
      >
        <AppRoutes />
      </Layout.Content>
      <ModulePickerModal />
      {showSwitcher ? <ModuleSwitcher /> : null}
      <div style={{ position: 'fixed', insetInlineStart: 16, bottom: 16, zIndex: 1000 }}>
        <RemoteMount remote="mf_location" expose="./Overlays" compact loading={null} />
        <RemoteMount remote="mf_cart" expose="./Overlays" compact loading={null} />
      </div>
    </Layout>
  );
}
