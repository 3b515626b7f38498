import type { ModuleType } from '@storefront/contract';
import { moduleAtom, useConfig, useDistanceFormatter, usePriceFormatter, type ApiError, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Result } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Deferred } from '../../home/modules/deferred';
import { useStoreDetails } from '../api/get-store-details';
import { StoreCoupons } from './store-coupons';
import { StoreHeader } from './store-header';
import { StoreItems } from './store-items';

// below the items: its code and its call wait until the visitor scrolls near it
const StoreReviews = lazy(() => import('./store-reviews'));

/** A positive integer from the query, or undefined (a hand-edited link never breaks the page). */
function positiveInt(value: string | null): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** A non-negative number from the query (the distance in metres), or undefined. */
function nonNegative(value: string | null): number | undefined {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/**
 * /store/{id}: id is the slug or the id; the query's module_id names the store's
 * module (its items are asked in that module), distance is shown when the store answer has none.
 */
export function StorePage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const chosenModule = useAtomValue(moduleAtom);
  const queryModuleId = positiveInt(search.get('module_id'));
  const store = useStoreDetails(id, queryModuleId);
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const digits = config.data?.digit_after_decimal_point ?? 2;
  const formatDistance = useDistanceFormatter(digits);

  if (store.error && !store.data) {
    const error = store.error as ApiError;
    if (error.status === 404) {
      return <Result status="404" title={t('Store not found!')} subTitle={t('The link may be old, or the store has left.')} />;
    }
    return (
      <Result
        status="warning"
        title={t('The store could not be loaded.')}
        subTitle={t(error.message)}
        extra={
          <Button type="primary" loading={store.isValidating} onClick={() => void store.mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }

  if (!store.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading')}>
        <Skeleton.Node active style={{ width: '100%', height: 200 }} />
        <Skeleton active avatar paragraph={{ rows: 3 }} style={{ marginTop: 24 }} />
      </div>
    );
  }

  const details = store.data;
  const moduleId = details.module_id ?? queryModuleId ?? chosenModule?.id;
  const moduleType = (details.module_type ?? search.get('module_type') ?? chosenModule?.module_type) as ModuleType | undefined;
  return (
    <div>
      <StoreHeader store={details} digits={digits} distance={nonNegative(search.get('distance'))} formatDistance={formatDistance} />
      <StoreCoupons coupons={details.active_coupons} formatPrice={formatPrice} />
      <StoreItems key={details.id} store={details} moduleId={moduleId} moduleType={moduleType} />
      <Deferred minHeight={200}>
        <StoreReviews key={details.id} store={details} digits={digits} />
      </Deferred>
    </div>
  );
}
