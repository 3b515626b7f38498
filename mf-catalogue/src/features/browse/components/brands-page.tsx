import { routes } from '@storefront/contract';
import { Button, Flex, Grid } from 'antd';
import { Radio, Result } from 'antd-on-intent';
import { Navigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { useBrands, type Brand } from '../api/get-browse-lists';
import { Tile, tileGrid } from './category-tile';
import { Typography, Skeleton } from '@storefront/platform';

export const BRAND_SORTS = ['default', 'a_to_z', 'z_to_a'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];
const SORT_LABELS: Record<BrandSort, string> = { default: 'Default', a_to_z: 'A to Z', z_to_a: 'Z to A' };

/** §4 Brand sorting: the server's order, A to Z or Z to A (by the language's collation). */
export function sortBrands(brands: readonly Brand[], sort: BrandSort, locale?: string): Brand[] {
  if (sort === 'default') return [...brands];
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));
  return sort === 'z_to_a' ? sorted.reverse() : sorted;
}

const isBrandSort = (value: string | null): value is BrandSort => (BRAND_SORTS as readonly string[]).includes(value ?? '');

/** /all-brands: every brand, 4 per row on wide screens, sorted as chosen (kept in the URL); no brands goes back to /home. */
export function BrandsPage() {
  const t = useT();
  const brands = useBrands();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: BrandSort = isBrandSort(sortParam) ? sortParam : 'default';
  const title = (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {t('Brands')}
    </Typography.Title>
  );
  if (brands.error && !brands.data) {
    return (
      <>
        {title}
        <Result
          status="warning"
          title={t('Brands could not be loaded.')}
          extra={
            <Button type="primary" onClick={() => void brands.mutate()}>
              {t('Try again')}
            </Button>
          }
        />
      </>
    );
  }
  if (!brands.data)
    return (
      <>
        {title}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  if (brands.data.length === 0) return <Navigate to={routes.home()} replace />;
  const perRow = screens.lg ? 4 : screens.sm ? 3 : 2;
  return (
    <>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        {title}
        <Radio.Group
          aria-label={t('Sort brands')}
          value={sort}
          onChange={(event) => setParams(event.target.value === 'default' ? {} : { sort: event.target.value as string })}
          optionType="button"
          options={BRAND_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
        />
      </Flex>
      <nav aria-label={t('Brands')} style={tileGrid(perRow)}>
        {sortBrands(brands.data, sort).map((brand) => (
          <Tile
            key={brand.id}
            to={routes.brandResults({ brandId: brand.id })}
            name={brand.name}
            image={brand.image_full_url}
            note={brand.items_count !== undefined ? t('{count} items', { count: brand.items_count }) : undefined}
          />
        ))}
      </nav>
    </>
  );
}
