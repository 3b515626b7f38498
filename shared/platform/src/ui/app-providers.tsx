import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { isRtl, useLanguage } from '../i18n/i18n';
import { getSessionStore } from '../session/atoms';
import { deferredData } from './deferred-swr';
import { AppRoot } from './feedback';
import { storefrontTheme } from './theme';

type AntdLocale = typeof enUS;

/**
 * antd's texts (dialog buttons, empty lists, pagination, pickers) in each language. English is antd's
 * own default, always here; Arabic and Turkish load when first used (about 2 KB gzip each that every
 * first view carried for every visitor), as the apps' own texts do (registerLazyNamespace).
 */
const antdLocaleLoaders: Record<string, () => Promise<{ default: AntdLocale }>> = {
  ar: () => import('antd/es/locale/ar_EG'),
  tr: () => import('antd/es/locale/tr_TR'),
};
const antdLocales = new Map<string, AntdLocale>([['en', enUS]]);

/** antd's texts in `language` once loaded, English until then (or if they cannot load). */
function useAntdLocale(language: string): AntdLocale {
  const code = language.split('-')[0]!;
  const [, setLoaded] = useState<AntdLocale>();
  useEffect(() => {
    if (antdLocales.has(code)) return;
    let current = true;
    antdLocaleLoaders[code]?.().then(
      (module) => {
        antdLocales.set(code, module.default);
        if (current) setLoaded(module.default);
      },
      () => undefined, // English stays; the next visit to this language tries again
    );
    return () => {
      current = false;
    };
  }, [code]);
  return antdLocales.get(code) ?? enUS;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** SWR options; tests pass a fresh cache provider. */
  swr?: React.ComponentProps<typeof SWRConfig>['value'];
}

function LocalisedConfig({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider theme={storefrontTheme} direction={isRtl(language) ? 'rtl' : 'ltr'} locale={locale}>
      <AppRoot>{children}</AppRoot>
    </ConfigProvider>
  );
}

/**
 * The providers every app renders once at its root: the shell for the composed
 * page, each remote in its standalone harness, and every test.
 */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <JotaiProvider store={getSessionStore()}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, use: [deferredData], ...swr }}>
        <LocalisedConfig>{children}</LocalisedConfig>
      </SWRConfig>
    </JotaiProvider>
  );
}
