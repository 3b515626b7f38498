import { SearchOutlined } from '@ant-design/icons';
import type { Item, ModuleType } from '@storefront/contract';
import { emit, EmptyState, hasLocationAtom, PlainCard, useConfig, usePriceFormatter, Typography, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Input, Radio, Result } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ItemCard } from '../../items/components/item-card';
import { useQuickAdd } from '../../items/hooks/use-quick-add';
import type { StoreDetails } from '../api/get-store-details';
import { STORE_ITEMS_LIMIT, useStoreItems } from '../api/get-store-items';
import { tabCategories } from '../utils/store-state';

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
  gap: 16,
};

export interface StoreItemsProps {
  store: StoreDetails;
  moduleId: number | undefined;
  moduleType: ModuleType | undefined;
}

/** The store's items under category tabs, a page at a time, with the catalogue's item cards. */
export function StoreItems({ store, moduleId, moduleType }: StoreItemsProps) {
  const t = useT();
  const hasLocation = useAtomValue(hasLocationAtom);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [pages, setPages] = useState(1);
  const [typed, setTyped] = useState('');
  const name = useDebounced(typed.trim(), STORE_SEARCH_DEBOUNCE_MS);
  const categories = tabCategories(store.category_details);
  const first = useStoreItems({ storeId: store.id, moduleId, categoryId, page: 1, name });
  const last = useStoreItems({ storeId: store.id, moduleId, categoryId, page: pages, name });
  const quickAdd = useQuickAdd({ productPageForOptions: moduleType === 'ecommerce' });
  const headingId = 'store-items-heading';

  const chooseCategory = (id: number | null) => {
    setCategoryId(id);
    setPages(1);
  };

  let body: React.ReactNode;
  if (!hasLocation) {
    body = (
      <EmptyState
        title={t('Insert delivery location')}
        description={t("Pick a delivery location to see this store's items.")}
        action={
          <Button type="primary" onClick={() => emit({ type: 'location/pick' })}>
            {t('Pick from Map')}
          </Button>
        }
      />
    );
  } else if (first.error && !first.data) {
    body = (
      <Result
        status="warning"
        title={t("The store's items could not be loaded.")}
        subTitle={t((first.error as Error).message)}
        extra={
          <Button type="primary" loading={first.isValidating} onClick={() => void first.mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  } else if (!first.data) {
    body = (
      <div style={grid} role="status" aria-busy="true" aria-label={t('Loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <PlainCard key={index} cover={<Skeleton.Image active style={{ width: '100%', height: 140 }} />}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </PlainCard>
        ))}
      </div>
    );
  } else if (validItems(first.data.products).length === 0) {
    body = name ? (
      <EmptyState title={t('Items not found!')} description={t('Sorry no data found related to your search')} />
    ) : (
      <EmptyState title={t('Items not found!')} description={t('This store has no items here yet.')} />
    );
  } else {
    const total = Number(first.data.total_size) || 0;
    const hasMore = pages * STORE_ITEMS_LIMIT < total;
    body = (
      <>
        <div style={grid}>
          {Array.from({ length: pages }, (_, index) => (
            <StoreItemsPage
              key={index + 1}
              storeId={store.id}
              moduleId={moduleId}
              categoryId={categoryId}
              page={index + 1}
              name={name}
              moduleType={moduleType}
              onAdd={quickAdd.add}
            />
          ))}
        </div>
        {last.error ? (
          <Result
            status="warning"
            title={t('More items could not be loaded.')}
            extra={<Button onClick={() => void last.mutate()}>{t('Try again')}</Button>}
          />
        ) : hasMore ? (
          <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
            <Button loading={!last.data} disabled={!last.data} onClick={() => setPages((count) => count + 1)}>
              {t('Load more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        {t('Items')}
      </Typography.Title>
      <Input.Search
        allowClear
        value={typed}
        maxLength={100}
        placeholder={t('Search in this store')}
        aria-label={t('Search in this store')}
        // the button's name in the visitor's language, not the icon's English "search"
        enterButton={<Button aria-label={t('Search')} icon={<SearchOutlined aria-hidden />} />}
        onChange={(event) => {
          setTyped(event.target.value);
          setPages(1);
        }}
        onSearch={(value) => setTyped(value)}
        style={{ maxWidth: 360, marginBottom: 16, display: 'flex' }}
      />
      {categories.length > 0 ? (
        <Radio.Group
          aria-label={t('Categories')}
          optionType="button"
          value={categoryId ?? 'all'}
          onChange={(event) => chooseCategory(event.target.value === 'all' ? null : Number(event.target.value))}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}
          options={[{ label: t('All'), value: 'all' }, ...categories.map((category) => ({ label: category.name, value: category.id }))]}
        />
      ) : null}
      {body}
    </section>
  );
}

/** The search inside a store waits for a pause in typing (the spec's search debounce). */
export const STORE_SEARCH_DEBOUNCE_MS = 500;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const validItems = (products: Item[] | undefined) => (Array.isArray(products) ? products.filter((item) => item && item.id) : []);

interface StoreItemsPageProps {
  storeId: number;
  moduleId: number | undefined;
  categoryId: number | null;
  page: number;
  name: string;
  moduleType: ModuleType | undefined;
  onAdd: (item: Item) => void;
}

/** One page's cards, laid into the shared grid; a skeleton while it loads. */
function StoreItemsPage({ storeId, moduleId, categoryId, page, name, moduleType, onAdd }: StoreItemsPageProps) {
  const items = useStoreItems({ storeId, moduleId, categoryId, page, name });
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const digits = config.data?.digit_after_decimal_point ?? 2;
  if (!items.data) {
    if (items.error) return null;
    return (
      <>
        {Array.from({ length: 4 }, (_, index) => (
          <PlainCard key={index}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </PlainCard>
        ))}
      </>
    );
  }
  return (
    <>
      {validItems(items.data.products).map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          moduleType={item.module_type ?? moduleType}
          formatPrice={formatPrice}
          digits={digits}
          onAdd={onAdd}
        />
      ))}
    </>
  );
}
