import { Button } from 'antd';
import type { Module } from '@storefront/contract';
import { ErrorState, moduleAtom, Typography, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useModules } from '../api/get-modules';
import { useChooseModule } from '../hooks/use-choose-module';
import { ModuleIcon } from './module-icon';

export interface ModulePickerProps {
  /** Called after a module was chosen (the modal closes itself with it). */
  onChosen?: (module: Module) => void;
}

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 16,
};

function ModuleSkeleton() {
  const t = useT();
  return (
    <div style={grid} role="status" aria-busy="true" aria-label={t('Loading modules')}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} style={{ display: 'grid', justifyItems: 'center', gap: 8, padding: 16 }}>
          <Skeleton.Avatar active shape="square" size={56} />
          <Skeleton.Input active size="small" style={{ width: 80, minWidth: 80 }} />
        </div>
      ))}
    </div>
  );
}

function ModuleTile({ module, selected, onChoose }: { module: Module; selected: boolean; onChoose: (module: Module) => void }) {
  return (
    <Button
      type={selected ? 'primary' : 'default'}
      ghost={selected}
      aria-pressed={selected}
      onClick={() => onChoose(module)}
      style={{ height: 'auto', padding: 16, display: 'grid', justifyItems: 'center', gap: 8, whiteSpace: 'normal' }}
    >
      <ModuleIcon module={module} size={56} style={{ background: '#eef7f2', color: '#039D55' }} />
      <span style={{ fontWeight: 600 }}>{module.module_name}</span>
    </Button>
  );
}

/**
 * The module picker (spec: loading skeleton; "No module found" when none;
 * exactly one is chosen automatically; several show a 3-column grid).
 */
export function ModulePicker({ onChosen }: ModulePickerProps) {
  const t = useT();
  const { data, error, isLoading, mutate, hasZone } = useModules();
  const current = useAtomValue(moduleAtom);
  const choose = useChooseModule(onChosen);
  const autoChosen = useRef(false);

  const only = data?.length === 1 ? data[0] : undefined;
  useEffect(() => {
    if (!only || autoChosen.current) return;
    autoChosen.current = true;
    choose(only);
  }, [only, choose]);

  if (!hasZone) {
    return (
      <Typography.Paragraph role="status" type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        {t('You must pick a zone to access this page.')}
      </Typography.Paragraph>
    );
  }
  if (isLoading || (!data && !error)) return <ModuleSkeleton />;
  if (error) {
    return (
      <div role="alert">
        <ErrorState
          title={t((error as Error).message || 'Something went wrong. Please try again.')}
          action={<Button onClick={() => void mutate()}>{t('Try again')}</Button>}
        />
      </div>
    );
  }
  if (!data || data.length === 0) {
    return (
      <div role="alert">
        <ErrorState title={t('No module found')} description={t('Contact with the site owner to activate modules.')} />
      </div>
    );
  }
  return (
    <div style={grid}>
      {data.map((module) => (
        <ModuleTile key={module.id} module={module} selected={current?.id === module.id} onChoose={choose} />
      ))}
    </div>
  );
}
