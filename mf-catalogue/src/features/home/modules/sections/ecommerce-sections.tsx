import { routes, type Item } from '@storefront/contract';
import { Grid } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../../i18n';
import { ItemImage } from '../../../items/components/item-image';
import { inCategory, validItems } from '../../../items/utils/category-tabs';
import { useModuleList } from '../api/use-module-list';
import { Rail, RAIL_HEIGHT, RailItem, SectionFrame, TabRow, TAB_ROW_HEIGHT } from './section-frame';
import { useItemCards } from '../../shared/components/item-cards';
import { Typography } from '@storefront/platform';

interface CategoryRef {
  id: number;
  name: string;
  image_full_url?: string | null;
}
interface ArrivalsAnswer {
  categories?: CategoryRef[];
  products?: Item[];
}
export interface Brand {
  id: number;
  name: string;
  image_full_url?: string | null;
  items_count?: number;
}

/** New arrivals shown: 8 on wide screens, 6 on small ones, 4 on phones (spec §9). */
export function arrivalsShown(screen: { md?: boolean; lg?: boolean }): number {
  if (screen.lg) return 8;
  if (screen.md) return 6;
  return 4;
}
/** Brands on the home teaser: one large plus eight (spec §9). */
export const BRANDS_TEASER = 9;

const validCategories = (list: readonly CategoryRef[] | undefined): CategoryRef[] =>
  Array.isArray(list) ? list.filter((category) => category && category.id && category.name) : [];

/** Two rows of new-arrival cards (4 to 8 cards, 2 to 5 columns), measured on the production build at 1350 and 412 px. */
const ARRIVALS_GRID_HEIGHT = 720;

const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))', gap: 16 };

/** Ecommerce: new arrivals (items/new-arrival) under the category tabs its answer lists. */
export function NewArrivalsSection() {
  const t = useT();
  const cardOf = useItemCards('vertical');
  const screen = Grid.useBreakpoint();
  const answer = useModuleList<ArrivalsAnswer>('items/new-arrival', { type: 'all', limit: 40, offset: 1 });
  const [tab, setTab] = useState<number | 'all'>('all');
  const items = validItems(answer.data?.products);
  const tabs = validCategories(answer.data?.categories);
  const shown = inCategory(items, tab === 'all' ? null : tab).slice(0, arrivalsShown(screen));
  return (
    <SectionFrame
      title={t('New Arrivals')}
      state={!answer.data && !answer.error ? 'loading' : items.length === 0 ? 'empty' : 'ready'}
      bodyHeight={ARRIVALS_GRID_HEIGHT}
      toolbar={
        // the tabs' line is held from the first answer on, so the cards do not move down when the tabs draw
        <div style={{ minHeight: TAB_ROW_HEIGHT }}>
          {tabs.length > 0 ? (
            <TabRow
              label={t('Categories')}
              value={tab}
              onChange={setTab}
              options={[
                { label: t('All'), value: 'all' as const },
                ...tabs.map((category) => ({ label: category.name, value: category.id })),
              ]}
            />
          ) : null}
        </div>
      }
    >
      <div style={grid}>{shown.map(cardOf)}</div>
    </SectionFrame>
  );
}

/** Ecommerce: the featured categories, each with a slider of its products in the special card layout. */
export function FeaturedCategorySliderSection() {
  const t = useT();
  const cardOf = useItemCards('special');
  const answer = useModuleList<ArrivalsAnswer>('categories/featured/items', { type: 'all', limit: 30, offset: 1 });
  const categories = validCategories(answer.data?.categories);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = categories.find((category) => category.id === chosen) ?? categories[0];
  const items = validItems(answer.data?.products);
  const shown = current ? inCategory(items, current.id) : [];
  return (
    <SectionFrame
      title={t('Featured Categories')}
      state={!answer.data && !answer.error ? 'loading' : categories.length === 0 || items.length === 0 ? 'empty' : 'ready'}
      viewAll={routes.categories()}
      bodyHeight={RAIL_HEIGHT.specialCards + TAB_ROW_HEIGHT}
      toolbar={
        current ? (
          <TabRow
            label={t('Featured Categories')}
            value={current.id}
            onChange={setChosen}
            options={categories.map((category) => ({ label: category.name, value: category.id }))}
          />
        ) : null
      }
    >
      <Rail label={current?.name ?? t('Featured Categories')} itemWidth={240}>
        {shown.map((item) => (
          <RailItem key={item.id}>{cardOf(item)}</RailItem>
        ))}
      </Rail>
    </SectionFrame>
  );
}

/** Ecommerce: the brands teaser, one large tile and eight small ones, with View all (/all-brands). */
export function BrandsTeaserSection() {
  const t = useT();
  const answer = useModuleList<Brand[]>('brand');
  const brands = (Array.isArray(answer.data) ? answer.data.filter((brand) => brand && brand.id && brand.name) : []).slice(0, BRANDS_TEASER);
  const [first, ...rest] = brands;
  return (
    <SectionFrame
      title={t('Brands')}
      state={!answer.data && !answer.error ? 'loading' : brands.length === 0 ? 'empty' : 'ready'}
      viewAll={routes.allBrands()}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: 16 }}>
        {first ? <BrandTile brand={first} large /> : null}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 12 }}>
          {rest.map((brand) => (
            <BrandTile key={brand.id} brand={brand} />
          ))}
        </div>
      </div>
    </SectionFrame>
  );
}

function BrandTile({ brand, large = false }: { brand: Brand; large?: boolean }) {
  return (
    <Link
      to={routes.brandResults({ brandId: brand.id })}
      aria-label={brand.name}
      data-large={large || undefined}
      style={{ display: 'block', textAlign: 'center', color: 'inherit', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}
    >
      <ItemImage src={brand.image_full_url ?? undefined} alt={brand.name} rounded={8} />
      <Typography.Text strong={large} ellipsis style={{ display: 'block', marginTop: 4, fontSize: large ? 18 : 12 }}>
        {brand.name}
      </Typography.Text>
    </Link>
  );
}
