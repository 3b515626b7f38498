import type { Item, ItemPage } from '@storefront/contract';
import { Grid } from 'antd';
import { useState } from 'react';
import { useT } from '../../../../i18n';
import { validItems } from '../../../items/utils/category-tabs';
import { useModuleList } from '../api/use-module-list';
import { RailItem, SectionFrame, TabRow } from './section-frame';
import { useItemCards } from '../../shared/components/item-cards';

/** Products of one condition per page (spec §9). */
export const CONDITION_ITEMS_LIMIT = 20;
/** Above this many products a wide screen shows them in two carousel rows (spec §9). */
export const SECOND_ROW_OVER = 7;

export interface CommonCondition {
  id: number;
  name: string;
  items_count?: number;
}

/** The conditions worth a tab: named, and with products when the answer counts them. */
export const conditionTabs = (conditions: readonly CommonCondition[] | undefined): CommonCondition[] =>
  Array.isArray(conditions)
    ? conditions.filter((condition) => condition && condition.id && condition.name && (condition.items_count ?? 1) > 0)
    : [];

/** Pharmacy: Common Conditions (Headache, Fever...) as tabs, with the chosen condition's products. */
export function CommonConditionsSection() {
  const t = useT();
  const conditions = useModuleList<CommonCondition[]>('common-condition');
  const tabs = conditionTabs(conditions.data);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = tabs.find((condition) => condition.id === chosen) ?? tabs[0];
  const products = useModuleList<ItemPage>(current ? `common-condition/items/${current.id}` : null, {
    limit: CONDITION_ITEMS_LIMIT,
    offset: 1,
  });
  const state = !conditions.data && !conditions.error ? 'loading' : tabs.length === 0 ? 'empty' : 'ready';
  return (
    <SectionFrame
      title={t('Common Conditions')}
      state={state}
      toolbar={
        current ? (
          <TabRow
            label={t('Common Conditions')}
            value={current.id}
            onChange={setChosen}
            options={tabs.map((condition) => ({ label: condition.name, value: condition.id }))}
          />
        ) : null
      }
    >
      {current ? (
        <ConditionProducts
          name={current.name}
          items={validItems(products.data?.products)}
          total={Number(products.data?.total_size) || 0}
          loading={!products.data && !products.error}
        />
      ) : null}
    </SectionFrame>
  );
}

function ConditionProducts({ name, items, total, loading }: { name: string; items: Item[]; total: number; loading: boolean }) {
  const t = useT();
  const cardOf = useItemCards('popular');
  const wide = Grid.useBreakpoint().lg ?? false;
  if (loading) return <div role="status" aria-busy="true" aria-label={t('Loading')} style={{ minHeight: 200 }} />;
  if (items.length === 0) return <p>{t('Items not found!')}</p>;
  const rows = wide && total > SECOND_ROW_OVER ? 2 : 1;
  return (
    <div
      role="list"
      aria-label={name}
      data-rows={rows}
      tabIndex={0}
      style={{
        display: 'grid',
        gridTemplateRows: `repeat(${rows}, auto)`,
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(190px, 190px)',
        gap: 16,
        overflowX: 'auto',
        paddingBottom: 8,
      }}
    >
      {items.map((item) => (
        <RailItem key={item.id}>{cardOf(item)}</RailItem>
      ))}
    </div>
  );
}
