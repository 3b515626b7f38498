import { ConfigProvider, type ThemeConfig } from 'antd';
import { AppRoot, brandColor, storefrontAlgorithm, storefrontTheme, useBusEvent } from '@storefront/platform';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useThemeMode, type ThemeMode } from '../hooks/use-theme-mode';

/** Page colours outside antd's components (the body behind the layout), per mode. */
export const pageBackground: Record<ThemeMode, string> = { light: '#f7f8fa', dark: '#0b0d10' };

/**
 * Dark keeps the brand green as its primary (the light theme's darker shade is for white text on light pages);
 * antd's dark algorithm turns the brand green into #06884b for links, 4.3:1 on the dark page, so a lighter seed
 * reads; secondary text gets 62 % white.
 */
const darkTokens = { colorPrimary: brandColor, colorLink: '#3dbe7e', colorTextDescription: 'rgba(255, 255, 255, 0.62)' };

/**
 * Light is the platform's theme as it is (its tokens pass WCAG AA; antd finds it in its cache, derived once for
 * the providers' ConfigProvider); dark is the same tokens through antd's dark algorithm.
 */
function themeFor(mode: ThemeMode): ThemeConfig {
  if (mode === 'light') return storefrontTheme;
  return {
    ...storefrontTheme,
    token: { ...storefrontTheme.token, ...darkTokens },
    // its own CSS variable scope: the light variables of the platform's provider stay as they are
    cssVar: { key: 'storefront-dark' },
    algorithm: storefrontAlgorithm.dark,
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
