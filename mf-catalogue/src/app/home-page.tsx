import { moduleAtom } from '@storefront/platform';
import { useT } from '../i18n';
import { Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PopularItems } from '../features/items/components/popular-items';
import { isDataType } from '../features/search/utils/data-types';

// The results load when a search, category, brand or offer list is opened: the module home, the first view, does not carry them.
const ResultsPage = lazy(() => import('../features/search/components/results-page').then((module) => ({ default: module.ResultsRoute })));

/** /home: the chosen module's home, or with a data_type the filtered results (spec §2). The shell's layout gives it its width and padding. */
export function HomePage() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const [params] = useSearchParams();
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
      <PopularItems />
    </div>
  );
}
