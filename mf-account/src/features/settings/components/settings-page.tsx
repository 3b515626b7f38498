import {
  countryAtom,
  emit,
  isRtl,
  languageAtom,
  LANGUAGES,
  loadLanguage,
  settingsAtom,
  toast,
  useLanguage,
  Typography,
} from '@storefront/platform';
import { Flex } from 'antd';
import { Card, Checkbox, Radio } from 'antd-on-intent';
import { useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { t as translate, useT } from '../../../i18n';

/** The country stored with each language (the spec stores both; the shell's switch does the same). */
const COUNTRY_OF_LANGUAGE: Record<string, string> = { en: 'US', ar: 'SA', tr: 'TR' };
/** Where the shell keeps the theme (JSON, as jotai's storage writes it). */
const THEME_KEY = 'theme';
/** Whether the customer wants order and offer notifications: 'on' or 'off'. */
export const NOTIFICATIONS_KEY = 'storefront.notifications';

type ThemeMode = 'light' | 'dark';

function storedTheme(): ThemeMode {
  try {
    const stored = JSON.parse(window.localStorage.getItem(THEME_KEY) ?? 'null') as unknown;
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // an unreadable value: the system's preference
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** `/settings`: language, light or dark theme (applied by the shell), and the notification preference. */
export function SettingsPage() {
  const t = useT();
  const language = useLanguage();
  const setLanguage = useSetAtom(languageAtom);
  const setCountry = useSetAtom(countryAtom);
  const setSettings = useSetAtom(settingsAtom);
  const [theme, setTheme] = useState<ThemeMode>(storedTheme);
  const [notifications, setNotifications] = useState(() => window.localStorage.getItem(NOTIFICATIONS_KEY) !== 'off');

  const chooseLanguage = async (code: string) => {
    // every app's texts first, so the page switches at once (as the shell's language switch does)
    await loadLanguage(code).catch(() => undefined);
    setLanguage(code);
    setCountry(COUNTRY_OF_LANGUAGE[code] ?? null);
    setSettings({ direction: isRtl(code) ? 'rtl' : 'ltr' });
    window.setTimeout(() => toast('success', translate('Language has been changed')), 0);
  };
  const chooseTheme = (mode: ThemeMode) => {
    setTheme(mode);
    emit({ type: 'theme/set', mode });
  };
  const chooseNotifications = (on: boolean) => {
    setNotifications(on);
    window.localStorage.setItem(NOTIFICATIONS_KEY, on ? 'on' : 'off');
    if (on && typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission();
    toast('success', t('Notification settings saved.'));
  };

  return (
    <Card>
      <Flex vertical gap={24}>
        <Setting id="settings-language" title={t('Language')}>
          <Radio.Group
            aria-labelledby="settings-language"
            value={language}
            onChange={(event) => void chooseLanguage(event.target.value as string)}
            options={LANGUAGES.map((entry) => ({ value: entry.code, label: <span lang={entry.code}>{entry.name}</span> }))}
          />
        </Setting>
        <Setting id="settings-theme" title={t('Theme')}>
          <Radio.Group
            aria-labelledby="settings-theme"
            optionType="button"
            value={theme}
            onChange={(event) => chooseTheme(event.target.value as ThemeMode)}
            options={[
              { value: 'light', label: t('Light') },
              { value: 'dark', label: t('Dark') },
            ]}
          />
        </Setting>
        <Setting id="settings-notifications" title={t('Notifications')}>
          <Checkbox checked={notifications} onChange={(event) => chooseNotifications(event.target.checked)}>
            {t('Order and offer notifications')}
          </Checkbox>
        </Setting>
      </Flex>
    </Card>
  );
}

function Setting({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} id={id} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
