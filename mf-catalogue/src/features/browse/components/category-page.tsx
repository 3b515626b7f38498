import type { Item, Store } from '@storefront/contract';
import { routes } from '@storefront/contract';
import { Button, Flex } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { usePagedRows } from '../../search/api/search-pages';
import { ItemResultGrid, StoreResultGrid } from '../../search/components/result-grid';
import { useCategories, useChildCategories } from '../api/get-browse-lists';
import { Typography } from '@storefront/platform';
import { Tag } from 'antd-on-intent';

/** The category's name from the module's category tree (main categories and their childes). */
function useCategoryName(id: number): string | undefined {
  const categories = useCategories();
  for (const category of categories.data ?? []) {
    if (category.id === id) return category.name;
    const child = category.childes?.find((entry) => entry.id === id);
    if (child) return child.name;
  }
  return undefined;
}

/** /category/{id}: its sub-categories, then its items and its stores (tab 0 and 1, kept in the URL as ?tab=1). */
export function CategoryPage() {
  const t = useT();
  const { id = '' } = useParams();
  const categoryId = Number(id);
  const valid = Number.isInteger(categoryId) && categoryId > 0;
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === '1' ? 'stores' : 'items';
  const name = useCategoryName(categoryId);
  const childes = useChildCategories(valid ? categoryId : undefined);
  const items = usePagedRows<Item>(valid && tab === 'items' ? `categories/items/${categoryId}` : null, { type: 'all' }, 'products');
  const stores = usePagedRows<Store>(valid && tab === 'stores' ? `categories/stores/${categoryId}` : null, { type: 'all' }, 'stores');
  const empty = {
    title: tab === 'items' ? t('Items not found!') : t('Stores not found!'),
    description: t('Sorry no data found related to your search'),
  };

  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {name ?? t('Category')}
      </Typography.Title>
      {childes.data?.length ? (
        <nav aria-label={t('Sub-categories')} style={{ marginBottom: 16 }}>
          <Flex wrap gap={8}>
            {childes.data.map((child) => (
              <Link key={child.id} to={routes.category({ id: child.id })}>
                <Tag style={{ margin: 0, padding: '4px 10px', fontSize: 14 }}>{child.name}</Tag>
              </Link>
            ))}
          </Flex>
        </nav>
      ) : null}
      <div role="tablist" aria-label={t('Results')} style={{ display: 'flex', gap: 4, marginBottom: 16 }}>
        {(['items', 'stores'] as const).map((key) => (
          <Button
            key={key}
            role="tab"
            aria-selected={tab === key}
            type={tab === key ? 'primary' : 'default'}
            onClick={() => setParams(key === 'stores' ? { tab: '1' } : {})}
          >
            {key === 'items' ? t('Items') : t('Stores')}
          </Button>
        ))}
      </div>
      <section role="tabpanel" aria-label={tab === 'items' ? t('Items') : t('Stores')}>
        {tab === 'items' ? (
          <ItemResultGrid items={items.rows} list={items} view="grid" empty={empty} />
        ) : (
          <StoreResultGrid stores={stores.rows} list={stores} view="grid" empty={empty} />
        )}
      </section>
    </div>
  );
}
