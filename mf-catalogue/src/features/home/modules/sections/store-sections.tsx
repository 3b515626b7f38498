import { HOME_STORES_LIMIT, homeLists, listedStores, routes, type Store, type StorePage } from '@storefront/contract';
import { useState } from 'react';
import { useT } from '../../../../i18n';
import { StoreCard } from '../../../stores/components/store-card';
import { useModuleList } from '../api/use-module-list';
import { Rail, RAIL_HEIGHT, RailItem, SectionFrame, TabRow } from './section-frame';
import { useCardContext } from '../../shared/components/item-cards';

/** The store filters of spec §9, in the order of the stores page's tabs. */
export const STORE_FILTERS = ['all', 'newly_joined', 'popular', 'top_rated'] as const;
export type StoreFilterValue = (typeof STORE_FILTERS)[number];

/**
 * A home rail mounts on the first screen (grocery's stores area) or when its place comes near the viewport
 * (Deferred), so its first cards are on screen when it does: their pictures load at once, the first one first (on
 * grocery's home it is the page's largest picture).
 */
const railPriority = (index: number) => (index === 0 ? 'high' : index < 4 ? 'eager' : undefined);

function StoreRail({ label, stores }: { label: string; stores: Store[] }) {
  const { digits, moduleType } = useCardContext();
  return (
    <Rail label={label} itemWidth={240}>
      {stores.map((store, index) => (
        <RailItem key={store.id}>
          <StoreCard store={store} digits={digits} moduleType={moduleType} priority={railPriority(index)} />
        </RailItem>
      ))}
    </Rail>
  );
}

/** Grocery's stores area: the module's stores under the filters All, Newly Joined, Popular, Top Rated. */
export function StoresFilterSection() {
  const t = useT();
  const [filter, setFilter] = useState<StoreFilterValue>('all');
  // the shell asks for the first filter's list before this code arrives (homeLists)
  const list = homeLists.stores(filter);
  const answer = useModuleList<StorePage>(list.path, list.query);
  const stores = listedStores(answer.data?.stores);
  const labels: Record<StoreFilterValue, string> = {
    all: t('All'),
    newly_joined: t('Newly Joined'),
    popular: t('Popular'),
    top_rated: t('Top Rated'),
  };
  const loading = !answer.data && !answer.error;
  // the filters stay while a filter's page loads; the section hides only when the unfiltered list is empty
  const state = loading ? 'loading' : stores.length === 0 && filter === 'all' ? 'empty' : 'ready';
  return (
    <SectionFrame
      title={t('Stores')}
      state={state}
      viewAll={routes.popularStores()}
      bodyHeight={RAIL_HEIGHT.storeCards}
      toolbar={
        <TabRow
          label={t('Store filters')}
          value={filter}
          onChange={setFilter}
          options={STORE_FILTERS.map((value) => ({ value, label: labels[value] }))}
        />
      }
    >
      <StoreRail label={t('Stores')} stores={stores} />
    </SectionFrame>
  );
}

/** Food: restaurants that joined lately (stores/latest), newest first. */
export function NewArrivalStoresSection() {
  const t = useT();
  const answer = useModuleList<StorePage>('stores/latest', { type: 'all', limit: HOME_STORES_LIMIT, offset: 1 });
  const stores = listedStores(answer.data?.stores);
  return (
    <SectionFrame
      title={t('New Arrival Restaurants')}
      state={!answer.data && !answer.error ? 'loading' : stores.length === 0 ? 'empty' : 'ready'}
      viewAll={routes.latestStores()}
      bodyHeight={RAIL_HEIGHT.storeCards}
    >
      <StoreRail label={t('New Arrival Restaurants')} stores={stores} />
    </SectionFrame>
  );
}

/** Pharmacy: the featured stores (featured = 1, spec §4 Featured stores). */
export function FeaturedStoreSection() {
  const t = useT();
  const answer = useModuleList<StorePage>('stores/get-stores/all', { featured: 1, limit: HOME_STORES_LIMIT, offset: 1 });
  const stores = listedStores(answer.data?.stores).filter((store) => store.featured === undefined || store.featured === 1);
  return (
    <SectionFrame
      title={t('Featured Store')}
      bodyHeight={RAIL_HEIGHT.storeCards}
      state={!answer.data && !answer.error ? 'loading' : stores.length === 0 ? 'empty' : 'ready'}
    >
      <StoreRail label={t('Featured Store')} stores={stores} />
    </SectionFrame>
  );
}
