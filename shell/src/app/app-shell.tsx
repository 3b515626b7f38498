import { routes } from '@storefront/contract';
import { Grid } from 'antd';
import type { BusEventType } from '@storefront/contract';
import { hasLocationAtom, isSignedInAtom, moduleAtom, observe, RemoteMount } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../features/branding/hooks/use-document-title';
import { useDocumentLanguage } from '../features/language/hooks/use-document-language';
import { usePendingNotice } from '../features/language/hooks/use-pending-notice';
import { ModulePickerModal } from '../features/modules/components/module-picker-modal';
import { ModuleSwitcher } from '../features/modules/components/module-switcher';
import { DeferredPush } from '../features/push/deferred-push';
import { useGuestId } from '../features/session/hooks/use-guest-id';
import { useSessionEvents } from '../features/session/hooks/use-session-events';
import { SiteFooter } from '../features/footer/components/site-footer';
import { PageFrame, PageMain } from '../features/theme/components/page-frame';
import { Navbar } from './layout/navbar';
import { useWideChrome } from './layout/use-wide-chrome';
import { AppRoutes } from './routes/app-routes';

/** Page-wide behaviour that renders nothing: session events, guest id, <html lang dir>, the message a reload left, the tab title. */
function PageEffects() {
  useSessionEvents();
  useGuestId();
  useDocumentLanguage();
  usePendingNotice();
  useDocumentTitle();
  return null;
}

/**
 * Renders its children from the first of the given bus commands on. An
 * overlay mounted this way still gets that command: the bus holds a command
 * until the first subscriber that answers it (the overlay, once loaded).
 * So an overlay's code is loaded on intent, not with the first view.
 */
function MountOnCommand({ types, children }: { types: BusEventType[]; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    // observe, not on: watching must not take the command from the overlay that answers it
    const subscriptions = types.map((type) => observe(type).subscribe(() => setWanted(true)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [types, wanted]);
  return wanted ? children : null;
}

const LOCATION_OVERLAY_COMMANDS: BusEventType[] = ['location/pick', 'location/required', 'location/show-route'];
const CART_OVERLAY_COMMANDS: BusEventType[] = ['cart/open', 'cart/add-item', 'item/open'];
const PARCEL_OVERLAY_COMMANDS: BusEventType[] = ['order/track'];

/** The sticky header's height: the top bar (40 px) over the 64 px navbar (its border inside) when wide, the 64 px phone bar below 1180 px. */
const HEADER_HEIGHT = { wide: 104, narrow: 64 };

/**
 * Everything inside the router: the layout, the routes and the overlays.
 * The remotes’ overlays (cart drawer, item dialog, pick-location modal, order tracking drawer) are mounted on
 * the first command that opens them, then stay; they are not in the first view.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const hasLocation = useAtomValue(hasLocationAtom);
  const module = useAtomValue(moduleAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const wide = useWideChrome();
  const showSwitcher = Boolean(screens.xl && hasLocation && module && pathname.startsWith(routes.home()));
  // The main area fills the first screen even while a remote's route is still loading, so the footer is never drawn
  // in view and then pushed out when the page renders (that was most of /home's layout shift, issue 9).
  const mainMinHeight = `calc(100vh - ${wide ? HEADER_HEIGHT.wide : HEADER_HEIGHT.narrow}px)`;
  return (
    <PageFrame style={{ minHeight: '100vh' }}>
      <PageEffects />
      <DeferredPush />
      <Navbar />
      <PageMain
        style={{
          width: '100%',
          maxWidth: 1200,
          minHeight: mainMinHeight,
          boxSizing: 'border-box',
          margin: '0 auto',
          padding: '24px 16px',
          paddingInlineStart: showSwitcher ? 72 : 16,
        }}
      >
        <AppRoutes />
      </PageMain>
      <SiteFooter insetStart={showSwitcher ? 72 : undefined} />
      <ModulePickerModal />
      {showSwitcher ? <ModuleSwitcher /> : null}
      <div style={{ position: 'fixed', insetInlineStart: 16, bottom: 16, zIndex: 1000 }}>
        <MountOnCommand types={LOCATION_OVERLAY_COMMANDS}>
          <RemoteMount remote="mf_location" expose="./Overlays" compact loading={null} />
        </MountOnCommand>
        <MountOnCommand types={CART_OVERLAY_COMMANDS}>
          <RemoteMount remote="mf_cart" expose="./Overlays" compact loading={null} />
        </MountOnCommand>
        <MountOnCommand types={PARCEL_OVERLAY_COMMANDS}>
          <RemoteMount remote="mf_parcel" expose="./Overlays" compact loading={null} />
        </MountOnCommand>
        {/* the rating prompt, welcome modal and /interest redirect are a signed-in customer's only */}
        {isSignedIn ? <RemoteMount remote="mf_account" expose="./Overlays" compact loading={null} /> : null}
      </div>
    </PageFrame>
  );
}
