import { routes } from '@storefront/contract';
import { AimOutlined, AppstoreOutlined, DownOutlined, HomeOutlined, LogoutOutlined, ShopOutlined, UpOutlined } from '@ant-design/icons';
import { emit, RemoteMount } from '@storefront/platform';
import { Button, ConfigProvider, Flex } from 'antd';
import { Drawer, Spin } from 'antd-on-intent';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n';
import { useDrawerCategories } from '../../features/discovery/api/get-drawer-categories';
import { useDrawerStores, type DrawerStoreList } from '../../features/discovery/api/get-drawer-stores';
import { LanguageSwitch } from '../../features/language/components/language-switch';
import { useLogout } from '../../features/session/hooks/use-logout';
import { ThemeSwitch } from '../../features/theme/components/theme-switch';
import { preloadRoute } from '../federation';

/** Every row of the drawer is a tap target of at least 44 px (WCAG 2.5.5), links and buttons alike. */
const TAP = 44;
const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: TAP,
  paddingInline: 15,
  color: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
};
const subRowStyle: CSSProperties = {
  ...rowStyle,
  paddingInlineStart: 40,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const drawerTheme = { components: { Button: { controlHeight: TAP, controlHeightLG: TAP } } };

export interface DrawerMenuProps {
  isSignedIn: boolean;
  isParcel: boolean;
  moduleName: string | undefined;
  /** Closes the drawer (after a link is followed). */
  onClose: () => void;
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: (open: boolean) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ width: '100%' }}>
      <Button
        type="text"
        block
        aria-expanded={open}
        icon={icon}
        onClick={() => setOpen(!open)}
        style={{ justifyContent: 'flex-start', textAlign: 'start' }}
      >
        <span style={{ flex: 1 }}>{title}</span>
        {open ? <UpOutlined aria-hidden style={{ fontSize: 10 }} /> : <DownOutlined aria-hidden style={{ fontSize: 10 }} />}
      </Button>
      {open ? children(open) : null}
    </div>
  );
}

function EntryList({
  loading,
  entries,
  viewAll,
  onClose,
}: {
  loading: boolean;
  entries: { key: number; to: string; name: string }[];
  viewAll: string;
  onClose: () => void;
}) {
  const t = useT();
  if (loading) return <Spin size="small" style={{ display: 'block', margin: '8px auto' }} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link to={entry.to} onClick={onClose} style={subRowStyle}>
            {entry.name}
          </Link>
        </li>
      ))}
      <li>
        <Link to={viewAll} onClick={onClose} style={{ ...subRowStyle, fontWeight: 600 }}>
          {t('View all')}
        </Link>
      </li>
    </ul>
  );
}

function CategoryEntries({ onClose }: { onClose: () => void }) {
  const { data, isLoading } = useDrawerCategories(true);
  const entries = (data ?? []).map((category) => ({
    key: category.id,
    to: routes.category({ id: category.slug || category.id }),
    name: category.name,
  }));
  return <EntryList loading={isLoading} entries={entries} viewAll={routes.categories()} onClose={onClose} />;
}

function StoreEntries({ list, onClose }: { list: DrawerStoreList; onClose: () => void }) {
  const { data, isLoading } = useDrawerStores(list, true);
  const entries = (data ?? []).map((store) => ({
    key: store.id,
    to: routes.store({ id: store.slug || store.id, moduleId: store.module_id, storeZoneId: store.zone_id }),
    name: store.name,
  }));
  return (
    <EntryList
      loading={isLoading}
      entries={entries}
      viewAll={list === 'latest' ? routes.latestStores() : routes.popularStores()}
      onClose={onClose}
    />
  );
}

/**
 * The phone drawer's content (spec: Mobile navbar and right drawer): Home, the
 * module, the location, expandable Categories, Latest stores and Popular stores
 * (up to 10 each, then View all), Track order for guests, Theme mode, Language
 * and Logout.
 */
export function DrawerMenu({ isSignedIn, isParcel, moduleName, onClose }: DrawerMenuProps) {
  const t = useT();
  const logout = useLogout(onClose);
  return (
    <ConfigProvider theme={drawerTheme}>
      <nav aria-label={t('Main')}>
        <Flex vertical gap={4} align="stretch">
          <NavLink to={routes.home()} onClick={onClose} style={({ isActive }) => ({ ...rowStyle, fontWeight: isActive ? 600 : 400 })}>
            <HomeOutlined aria-hidden /> {t('Home')}
          </NavLink>
          {isParcel ? null : (
            <Button
              type="text"
              block
              icon={<AppstoreOutlined aria-hidden />}
              style={{ justifyContent: 'flex-start' }}
              onClick={() => {
                onClose();
                emit({ type: 'module/pick' });
              }}
            >
              {moduleName ?? t('Modules')}
            </Button>
          )}
          <RemoteMount remote="mf_location" expose="./LocationButton" compact />
          {isParcel ? null : (
            <>
              <Section title={t('Categories')} icon={<AppstoreOutlined aria-hidden />}>
                {() => <CategoryEntries onClose={onClose} />}
              </Section>
              <Section title={t('Latest stores')} icon={<ShopOutlined aria-hidden />}>
                {() => <StoreEntries list="latest" onClose={onClose} />}
              </Section>
              <Section title={t('Popular stores')} icon={<ShopOutlined aria-hidden />}>
                {() => <StoreEntries list="popular" onClose={onClose} />}
              </Section>
            </>
          )}
          {!isSignedIn && !isParcel ? (
            <Link
              to={routes.trackOrder()}
              onClick={onClose}
              onPointerEnter={() => preloadRoute('mf_parcel')}
              onFocus={() => preloadRoute('mf_parcel')}
              style={rowStyle}
            >
              <AimOutlined aria-hidden /> {t('Track order')}
            </Link>
          ) : null}
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInlineStart: 15 }}>
            <span>{t('Theme mode')}</span>
            <ThemeSwitch withText />
          </div>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInlineStart: 15 }}>
            <span>{t('Language')}</span>
            <LanguageSwitch />
          </div>
          {isSignedIn ? (
            <Button
              type="text"
              danger
              block
              icon={<LogoutOutlined aria-hidden />}
              style={{ justifyContent: 'flex-start' }}
              onClick={logout}
            >
              {t('Logout')}
            </Button>
          ) : null}
        </Flex>
      </nav>
    </ConfigProvider>
  );
}

/** The phone drawer with its menu, loaded when it first opens, not with the first view. */
export default function NavDrawer({ open, ...menu }: DrawerMenuProps & { open: boolean }) {
  const t = useT();
  return (
    <Drawer open={open} onClose={menu.onClose} placement="right" size={300} title={t('Menu')}>
      {open ? <DrawerMenu {...menu} /> : null}
    </Drawer>
  );
}
