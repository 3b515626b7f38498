import { routes } from '@storefront/contract';
import { EmptyState, Typography, Skeleton } from '@storefront/platform';
import { Button } from 'antd';
import { Result } from 'antd-on-intent';
import { useT } from '../../../i18n';
import { useCategories } from '../api/get-browse-lists';
import { Tile, tileGrid } from './category-tile';

/** /categories: the module's main categories as a grid; a card opens the category (its sub-categories, items and stores). */
export function CategoriesPage() {
  const t = useT();
  const categories = useCategories();
  const title = (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {t('Categories')}
    </Typography.Title>
  );
  if (categories.error && !categories.data) {
    return (
      <>
        {title}
        <Result
          status="warning"
          title={t('Categories could not be loaded.')}
          extra={
            <Button type="primary" onClick={() => void categories.mutate()}>
              {t('Try again')}
            </Button>
          }
        />
      </>
    );
  }
  if (!categories.data)
    return (
      <>
        {title}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  if (categories.data.length === 0)
    return (
      <>
        {title}
        <EmptyState title={t('No categories found')} />
      </>
    );
  return (
    <>
      {title}
      <nav aria-label={t('Categories')} style={tileGrid('auto')}>
        {categories.data.map((category) => (
          <Tile
            key={category.id}
            to={routes.category({ id: category.id })}
            name={category.name}
            image={category.image_full_url}
            note={category.childes?.length ? t('{count} sub-categories', { count: category.childes.length }) : undefined}
          />
        ))}
      </nav>
    </>
  );
}
