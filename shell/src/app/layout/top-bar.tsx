import { hasLocationAtom, RemoteMount } from '@storefront/platform';
import { Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../features/language/components/language-switch';
import { ThemeSwitch } from '../../features/theme/components/theme-switch';

/**
 * The thin bar above the desktop navbar (1180 px and wider): the delivery
 * location (mf-location's button) on one side, the theme and the language
 * on the other. Without a location only the theme and the language show.
 */
export function TopBar() {
  const t = useT();
  const hasLocation = useAtomValue(hasLocationAtom);
  return (
    <div
      role="region"
      aria-label={t('Location, theme and language')}
      style={{ display: 'flex', alignItems: 'center', gap: 16, minHeight: 40, paddingInline: 24, lineHeight: 'normal' }}
    >
      <div style={{ flex: 1, minWidth: 0, maxWidth: 480, overflow: 'hidden' }}>
        {hasLocation ? <RemoteMount remote="mf_location" expose="./LocationButton" compact /> : null}
      </div>
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        <ThemeSwitch />
        <LanguageSwitch />
      </Flex>
    </div>
  );
}
