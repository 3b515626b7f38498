import type { Item, Store } from '@storefront/contract';
import { EmptyState, moduleAtom, PlainCard, useConfig, usePriceFormatter, Skeleton } from '@storefront/platform';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useT } from '../../../i18n';
import { ItemCard } from '../../items/components/item-card';
import { useQuickAdd } from '../../items/hooks/use-quick-add';
import { StoreCard } from '../../stores/components/store-card';
import { useSentinel } from '../hooks/use-sentinel';
import { Alert, Spin } from 'antd-on-intent';

export type GridView = 'grid' | 'list';

const columns = (view: GridView): React.CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: view === 'list' ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
  gap: 16,
});

// The store cards have no list layout of their own: the list view lays them out in a row (picture beside the text);
// their styles are inline, hence !important. Items use the item card's list-view layout.
const STORE_LIST_CSS = `
.mfc-list-view .sf-plain-card { flex-direction: row !important; }
.mfc-list-view .sf-plain-card-cover { width: clamp(96px, 28%, 180px); flex: none; }
.mfc-list-view .sf-plain-card-cover img, .mfc-list-view .sf-plain-card-cover [role="img"] { border-radius: 8px 0 0 8px; height: 100%; }
`;

export interface PagedList {
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  pages: { error?: unknown; isLoading: boolean; mutate: () => unknown };
}

interface ResultGridProps<T> {
  rows: T[];
  list: PagedList;
  view: GridView;
  empty: { title: string; description?: string };
  render: (row: T) => React.ReactNode;
  label: string;
  /** Lays grid cards out in a row in the list view (cards without a list layout of their own). */
  rowsInList?: boolean;
}

/**
 * A page of cards that grows as its sentinel scrolls into view (pages of 12 until
 * total_size); skeletons first, the spec's empty text when nothing was found.
 */
function ResultGrid<T extends { id: number }>({ rows, list, view, empty, render, label, rowsInList = false }: ResultGridProps<T>) {
  const t = useT();
  const sentinel = useSentinel<HTMLDivElement>(list.hasMore && !list.loadingMore, list.loadMore, rows.length);
  const error = list.pages.error as Error | undefined;
  if (list.pages.isLoading && rows.length === 0) {
    return (
      <div style={columns(view)} role="status" aria-busy="true" aria-label={t('Loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <PlainCard key={index} cover={<Skeleton.Image active style={{ width: '100%', height: 120 }} />}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </PlainCard>
        ))}
      </div>
    );
  }
  if (rows.length === 0 && !error) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      {view === 'list' && rowsInList ? <style>{STORE_LIST_CSS}</style> : null}
      {rows.length > 0 ? (
        <div role="list" aria-label={label} className={view === 'list' && rowsInList ? 'mfc-list-view' : undefined} style={columns(view)}>
          {rows.map((row) => (
            <div role="listitem" key={row.id}>
              {render(row)}
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={t(error.message || 'Something went wrong')}
          action={
            <Button size="small" onClick={() => void list.pages.mutate()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : null}
      <div ref={sentinel} data-sentinel style={{ display: 'flex', justifyContent: 'center', minHeight: 1, marginTop: 16 }}>
        {list.loadingMore && rows.length > 0 ? <Spin aria-label={t('Loading more')} /> : null}
        {list.hasMore && !list.loadingMore ? (
          // for keyboards and browsers without IntersectionObserver
          <Button onClick={list.loadMore}>{t('Load more')}</Button>
        ) : null}
      </div>
    </>
  );
}

export function ItemResultGrid({
  items,
  list,
  view,
  empty,
}: {
  items: Item[];
  list: PagedList;
  view: GridView;
  empty: ResultGridProps<Item>['empty'];
}) {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const quickAdd = useQuickAdd({ productPageForOptions: module?.module_type === 'ecommerce' });
  const digits = config.data?.digit_after_decimal_point ?? 2;
  return (
    <>
      <ResultGrid
        rows={items}
        list={list}
        view={view}
        empty={empty}
        label={t('Items')}
        render={(item) => (
          <ItemCard
            item={item}
            moduleType={item.module_type ?? module?.module_type}
            formatPrice={formatPrice}
            digits={digits}
            onAdd={quickAdd.add}
            layout={view === 'list' ? 'list' : 'vertical'}
          />
        )}
      />
    </>
  );
}

export function StoreResultGrid({
  stores,
  list,
  view,
  empty,
}: {
  stores: Store[];
  list: PagedList;
  view: GridView;
  empty: ResultGridProps<Store>['empty'];
}) {
  const t = useT();
  const config = useConfig();
  const digits = config.data?.digit_after_decimal_point ?? 2;
  return (
    <ResultGrid
      rows={stores}
      list={list}
      view={view}
      empty={empty}
      label={t('Stores')}
      rowsInList
      render={(store) => <StoreCard store={store} digits={digits} />}
    />
  );
}
