import { emit, EmptyState, moduleAtom, Typography, Skeleton } from '@storefront/platform';
import { useT } from '../i18n';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ModuleHome } from '../features/home/modules/module-homes';
import { isDataType } from '../features/search/utils/data-types';

// The results load when a search, category, brand or offer list is opened: the module home, the first view, does not carry them.
const ResultsPage = lazy(() => import('../features/search/components/results-page').then((module) => ({ default: module.ResultsRoute })));

/**
 * Another module's home starts at its top. Its sections load as they come into view, so a page left
 * scrolled down from the previous home would skip the first ones until the customer scrolls back up.
 */
function useTopOnModuleChange(moduleId: number | undefined): void {
  const shown = useRef(moduleId);
  useLayoutEffect(() => {
    if (shown.current === moduleId) return;
    shown.current = moduleId;
    window.scrollTo(0, 0);
  }, [moduleId]);
}

/**
 * /home: the chosen module's home (each module its own composition of sections, spec §2), or with a
 * data_type the filtered results. The shell's layout gives it its width and padding.
 */
export function HomePage() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const [params] = useSearchParams();
  useTopOnModuleChange(module?.id);
  if (isDataType(params.get('data_type'))) {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <ResultsPage />
      </Suspense>
    );
  }
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {module ? module.module_name : t('Home')}
      </Typography.Title>
      {module ? (
        <ModuleHome moduleType={module.module_type} />
      ) : (
        <EmptyState
          title={t('Select a type of module for your orders')}
          action={
            <Button type="primary" onClick={() => emit({ type: 'module/pick' })}>
              {t('Choose a module')}
            </Button>
          }
        />
      )}
    </div>
  );
}
