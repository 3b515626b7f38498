import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { TooltipOnIntent } from '@storefront/platform';
import { Button } from 'antd';
import { useT } from '../../../i18n';
import { useThemeMode } from '../hooks/use-theme-mode';

/** Dark mode on or off; the choice is stored. `withText` shows its name (the phone drawer). */
export function ThemeSwitch({ withText }: { withText?: boolean }) {
  const t = useT();
  const [mode, setMode] = useThemeMode();
  const dark = mode === 'dark';
  const button = (
    <Button
      type="text"
      role="switch"
      aria-checked={dark}
      aria-label={withText ? undefined : t('Dark mode')}
      icon={dark ? <MoonOutlined aria-hidden /> : <SunOutlined aria-hidden />}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    >
      {withText ? t('Dark mode') : null}
    </Button>
  );
  return withText ? button : <TooltipOnIntent title={t('Dark mode')}>{button}</TooltipOnIntent>;
}
