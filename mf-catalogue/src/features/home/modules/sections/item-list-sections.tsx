import type { Item } from '@storefront/contract';
import { useState } from 'react';
import { useT } from '../../../../i18n';
import type { ItemCardLayout } from '../../../items/components/item-card';
import { categoryTabs, inCategory, validItems } from '../../../items/utils/category-tabs';
import { useInterestViewer } from '../api/use-interest-viewer';
import { useItemCards } from '../../shared/components/item-cards';
import { useModuleList } from '../api/use-module-list';
import { Rail, RAIL_HEIGHT, RailItem, SectionFrame, TabRow, TAB_ROW_HEIGHT } from './section-frame';

interface ListAnswer {
  products?: Item[];
  items?: Item[];
  total_size?: number;
}

/** Recommended items asked at most (spec §9). */
export const RECOMMENDED_LIMIT = 15;
/** Best-reviewed items asked. */
export const BEST_REVIEWED_LIMIT = 15;

interface TabbedItemsProps {
  title: string;
  items: Item[];
  loading: boolean;
  firstTab: string;
  layout: ItemCardLayout;
  viewAll?: string;
}

/** A carousel of item cards under category tabs built from the loaded items (first tab All or Recommended). */
function TabbedItems({ title, items, loading, firstTab, layout, viewAll }: TabbedItemsProps) {
  const t = useT();
  const cardOf = useItemCards(layout);
  const [tab, setTab] = useState<number | 'all'>('all');
  const tabs = categoryTabs(items);
  const shown = inCategory(items, tab === 'all' ? null : tab);
  const state = loading ? 'loading' : items.length === 0 ? 'empty' : 'ready';
  const row = layout === 'food' || layout === 'list';
  return (
    <SectionFrame
      title={title}
      state={state}
      viewAll={viewAll}
      // the tabs come with the items: the skeleton holds their row too
      bodyHeight={(row ? RAIL_HEIGHT.itemRows : RAIL_HEIGHT.itemCards) + TAB_ROW_HEIGHT}
      toolbar={
        tabs.length > 1 ? (
          <TabRow
            label={t('Categories')}
            value={tab}
            onChange={setTab}
            options={[
              { label: firstTab, value: 'all' as const },
              ...tabs.map((category) => ({ label: category.name, value: category.id })),
            ]}
          />
        ) : null
      }
    >
      <Rail label={title} itemWidth={row ? 320 : 190}>
        {shown.map((item) => (
          <RailItem key={item.id}>{cardOf(item)}</RailItem>
        ))}
      </Rail>
    </SectionFrame>
  );
}

/**
 * Best reviewed items (items/most-reviewed) with category tabs. The pharmacy calls it
 * "Basic Medicine Nearby"; food shows its horizontal cards.
 */
export function BestReviewedSection({ title, layout = 'vertical' }: { title?: string; layout?: ItemCardLayout } = {}) {
  const t = useT();
  const answer = useModuleList<ListAnswer>('items/most-reviewed', { type: 'all', limit: BEST_REVIEWED_LIMIT, offset: 1 });
  return (
    <TabbedItems
      title={title ?? t('Best Reviewed Items')}
      items={validItems(answer.data?.products)}
      loading={!answer.data && !answer.error}
      firstTab={t('All')}
      layout={layout}
    />
  );
}

/**
 * "Items you will love" (items/recommended, 15 at most) with category tabs, the first one Recommended;
 * a signed-in customer's interest categories come first, so the list is asked again on sign-in and after /interest.
 */
export function YouWillLoveSection() {
  const t = useT();
  const viewer = useInterestViewer();
  const answer = useModuleList<ListAnswer>(
    viewer === null ? null : 'items/recommended',
    { filter: 'all', type: 'all', limit: RECOMMENDED_LIMIT, offset: 1 },
    viewer ?? '',
  );
  const items = validItems(answer.data?.items ?? answer.data?.products).slice(0, RECOMMENDED_LIMIT);
  return (
    <TabbedItems
      title={t('Items you will love')}
      items={items}
      loading={!answer.data && !answer.error}
      firstTab={t('Recommended')}
      layout="vertical"
    />
  );
}

/** Pharmacy: the best reviewed medicines, titled "Basic Medicine Nearby". */
export function BasicMedicineSection() {
  const t = useT();
  return <BestReviewedSection title={t('Basic Medicine Nearby')} />;
}

/** Food: the best reviewed dishes on the food cards (veg / non-veg marker, halal tag). */
export function FoodBestReviewedSection() {
  return <BestReviewedSection layout="food" />;
}
