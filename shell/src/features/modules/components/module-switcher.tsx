import { Button, theme } from 'antd';
import type { Module } from '@storefront/contract';
import { moduleAtom, TooltipOnIntent } from '@storefront/platform';
import { useT } from '../../../i18n';
import { useAtomValue } from 'jotai';
import { useModules } from '../api/get-modules';
import { useChooseModule } from '../hooks/use-choose-module';
import { ModuleIcon } from './module-icon';

/**
 * The floating vertical module switcher at the side of the module homes (spec:
 * hidden on small screens, which the caller decides). Nothing shows until
 * there are at least two modules to switch between.
 */
export function ModuleSwitcher() {
  const t = useT();
  const { data } = useModules();
  const current = useAtomValue(moduleAtom);
  const choose = useChooseModule();
  const { token } = theme.useToken();
  if (!data || data.length < 2) return null;
  return (
    <nav
      aria-label={t('Modules')}
      style={{
        position: 'fixed',
        insetInlineStart: 8,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 90,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 6,
        background: token.colorBgElevated, // white in light, the raised surface in dark
        borderRadius: 12,
        boxShadow: '0 2px 12px rgba(0, 0, 0, 0.12)',
      }}
    >
      {data.map((module: Module) => {
        const selected = current?.id === module.id;
        return (
          <TooltipOnIntent key={module.id} title={module.module_name} placement="right">
            <Button
              type={selected ? 'primary' : 'text'}
              ghost={selected}
              aria-label={module.module_name}
              aria-pressed={selected}
              onClick={() => {
                if (!selected) choose(module);
              }}
              style={{ width: 44, height: 44, padding: 4 }}
            >
              <ModuleIcon module={module} size={32} />
            </Button>
          </TooltipOnIntent>
        );
      })}
    </nav>
  );
}
