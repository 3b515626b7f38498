import { ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import trTR from 'antd/locale/tr_TR';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { isRtl, useLanguage } from '../i18n/i18n';
import { getSessionStore } from '../session/atoms';
import { deferredData } from './deferred-swr';
import { AppRoot } from './feedback';
import { storefrontTheme } from './theme';

const antdLocales = { ar: arEG, en: enUS, tr: trTR } as const;

export interface AppProvidersProps {
  children: ReactNode;
  /** SWR options; tests pass a fresh cache provider. */
  swr?: React.ComponentProps<typeof SWRConfig>['value'];
}

function LocalisedConfig({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider
      theme={storefrontTheme}
      direction={isRtl(language) ? 'rtl' : 'ltr'}
      locale={antdLocales[language as keyof typeof antdLocales] ?? enUS}
    >
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
