import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { AppRoot, storefrontTheme, useBusEvent } from '@storefront/platform';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useThemeMode, type ThemeMode } from '../hooks/use-theme-mode';

/** Page colours outside antd's components (the body behind the layout), per mode. */
export const pageBackground: Record<ThemeMode, string> = { light: '#f7f8fa', dark: '#0b0d10' };

/**
 * Text colours that pass WCAG AA (4.5:1) where antd's defaults do not, found by axe
 * (chrome-layout.spec.ts): the brand green under white button text is 3.5:1, so the
 * light theme's primary is a darker shade of it (5.1:1); secondary text (colorTextDescription,
 * 45 % black or white by default) gets 62 %.
 */
export const ACCESSIBLE_PRIMARY = '#037F45';
const lightTokens = { colorPrimary: ACCESSIBLE_PRIMARY, colorLink: ACCESSIBLE_PRIMARY, colorTextDescription: 'rgba(0, 0, 0, 0.62)' };
// dark: antd's algorithm turns the brand green into #06884b for links, 4.3:1 on the dark page; a lighter seed reads
const darkTokens = { colorLink: '#3dbe7e', colorTextDescription: 'rgba(255, 255, 255, 0.62)' };

function themeFor(mode: ThemeMode): ThemeConfig {
  if (mode === 'light') return { ...storefrontTheme, token: { ...storefrontTheme.token, ...lightTokens } };
  return {
    ...storefrontTheme,
    token: { ...storefrontTheme.token, ...darkTokens },
    // its own CSS variable scope: the light variables of the platform's provider stay as they are
    cssVar: { key: 'storefront-dark' },
    algorithm: theme.darkAlgorithm,
    components: { Layout: { headerBg: '#15181d', bodyBg: pageBackground.dark, footerBg: '#15181d', headerPadding: '0 24px' } },
  };
}

/**
 * The site's light or dark theme: one token set (the platform's), with antd's
 * dark algorithm when dark. Everything below, remotes included, reads these
 * tokens. Its AppRoot shows one message at a time, so toasts from several
 * apps replace each other instead of piling up.
 */
export function ShellTheme({ children }: { children: ReactNode }) {
  const [mode, setMode] = useThemeMode();
  // the account's settings page chooses the theme too
  useBusEvent('theme/set', (event) => setMode(event.mode));
  const config = useMemo(() => themeFor(mode), [mode]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    document.body.style.background = pageBackground[mode];
  }, [mode]);
  return (
    <ConfigProvider theme={config}>
      <AppRoot message={{ maxCount: 1 }}>{children}</AppRoot>
    </ConfigProvider>
  );
}
