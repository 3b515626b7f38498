import { AppstoreOutlined, FilterOutlined, SortAscendingOutlined, SortDescendingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Grid } from 'antd';
import { Drawer } from 'antd-on-intent';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { useBrands, useCategories } from '../../browse/api/get-browse-lists';
import { useItemResults, useStoreResults } from '../api/search-pages';
import { buildResults, decodeCategoryName, parseResults, type ResultsState, type ResultsTab } from '../utils/search-url';
import { ChoiceList, FilterForm, type FilterChoice } from './filter-panel';
import { FilterPopover } from './filter-popover';
import { ItemResultGrid, StoreResultGrid } from './result-grid';
import { Typography } from '@storefront/platform';

/** The spec's sort toggle texts (§4 Search). */
export const SORT_LABELS = { high: 'Sort by : High to Low', low: 'Sort by : Low to High' } as const;

function useTitle(state: ResultsState): string {
  const t = useT();
  const brands = useBrands();
  if (state.dataType === 'searched') return state.asked.search ? t('Results for “{term}”', { term: state.asked.search }) : t('Search');
  if (state.dataType === 'category') return decodeCategoryName(state.asked.name) || t('Category');
  if (state.dataType === 'brand') return brands.data?.find((brand) => String(brand.id) === state.asked.brand_id)?.name ?? t('Brand');
  return t('Special offers');
}

/**
 * /home?data_type=…: results instead of the module home (spec: discovery-and-modules §2
 * Results page, §4 Search). Every choice is written to the URL (pushed, so back undoes
 * it) and read back from it; the lists follow the URL.
 */
export function ResultsPage({ state }: { state: ResultsState }) {
  const t = useT();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = useTitle(state);
  const items = useItemResults(state);
  const stores = useStoreResults(state);
  const categories = useCategories();
  const brands = useBrands();

  // From the URL as it is now, not as last rendered: two quick choices (a tab, then the sort) must
  // not undo each other while the first one's render is still pending in a transition.
  const choose = (change: Partial<ResultsState>) =>
    navigate(buildResults({ ...(parseResults(window.location.search) ?? state), ...change }));
  const applyFilter = (choice: FilterChoice) => choose(choice);
  const filterChoice: FilterChoice = { filters: state.filters, rating: state.rating, minPrice: state.minPrice, maxPrice: state.maxPrice };
  const filterCount = state.filters.length + (state.rating > 0 ? 1 : 0) + (state.minPrice > 0 || state.maxPrice < 20000 ? 1 : 0);
  const filterLabel = filterCount > 0 ? t('Filter ({count})', { count: filterCount }) : t('Filter');

  const sidePanel = (
    <Flex vertical gap={20}>
      <ChoiceList
        title={t('Categories')}
        choices={categories.data ?? []}
        chosen={state.categoryIds}
        onChange={(categoryIds) => choose({ categoryIds })}
      />
      <ChoiceList title={t('Brands')} choices={brands.data ?? []} chosen={state.brandIds} onChange={(brandIds) => choose({ brandIds })} />
    </Flex>
  );

  const tabs: { key: ResultsTab; label: string; count: number; ready: boolean }[] = [
    { key: 'items', label: t('Items'), count: items.total, ready: !items.pages.isLoading },
    { key: 'stores', label: t('Stores'), count: stores.total, ready: !stores.pages.isLoading },
  ];
  const tabId = (key: ResultsTab) => `results-tab-${key}`;

  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <div role="tablist" aria-label={t('Results')} style={{ display: 'flex', gap: 4 }}>
          {tabs.map((tab) => (
            <Button
              key={tab.key}
              id={tabId(tab.key)}
              role="tab"
              aria-selected={state.tab === tab.key}
              aria-controls="results-panel"
              type={state.tab === tab.key ? 'primary' : 'default'}
              onClick={() => choose({ tab: tab.key })}
            >
              {tab.label}
              {tab.ready ? ` (${tab.count})` : ''}
            </Button>
          ))}
        </div>
        <Flex wrap gap={8} align="center">
          <Button
            icon={state.sort === 'high' ? <SortDescendingOutlined aria-hidden /> : <SortAscendingOutlined aria-hidden />}
            onClick={() => choose({ sort: state.sort === 'high' ? 'low' : 'high' })}
          >
            {t(SORT_LABELS[state.sort])}
          </Button>
          <Flex gap={0} role="group" aria-label={t('View')}>
            <Button
              icon={<AppstoreOutlined aria-hidden />}
              aria-label={t('Grid view')}
              aria-pressed={state.view === 'grid'}
              type={state.view === 'grid' ? 'primary' : 'default'}
              onClick={() => choose({ view: 'grid' })}
            />
            <Button
              icon={<UnorderedListOutlined aria-hidden />}
              aria-label={t('List view')}
              aria-pressed={state.view === 'list'}
              type={state.view === 'list' ? 'primary' : 'default'}
              onClick={() => choose({ view: 'list' })}
            />
          </Flex>
          {narrow ? (
            <Button icon={<FilterOutlined aria-hidden />} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              {filterLabel}
            </Button>
          ) : (
            <FilterPopover label={filterLabel}>
              {(close) => (
                <FilterForm
                  value={filterChoice}
                  onApply={(choice) => {
                    close();
                    applyFilter(choice);
                  }}
                />
              )}
            </FilterPopover>
          )}
        </Flex>
      </Flex>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        {narrow ? null : (
          <aside aria-label={t('Categories and brands')} style={{ width: 220, flex: 'none' }}>
            {sidePanel}
          </aside>
        )}
        <section id="results-panel" role="tabpanel" aria-labelledby={tabId(state.tab)} style={{ flex: 1, minWidth: 0 }}>
          {state.tab === 'items' ? (
            <ItemResultGrid
              items={items.rows}
              list={items}
              view={state.view}
              empty={{ title: t('Items not found!'), description: t('Sorry no data found related to your search') }}
            />
          ) : (
            <StoreResultGrid
              stores={stores.rows}
              list={stores}
              view={state.view}
              empty={{ title: t('Stores not found!'), description: t('Sorry no data found related to your search') }}
            />
          )}
        </section>
      </div>
      {narrow ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="bottom" size="85%" title={t('Filter')}>
          <Flex vertical gap={24}>
            <FilterForm
              key={buildResults(state)}
              value={filterChoice}
              onApply={(choice) => {
                setDrawerOpen(false);
                applyFilter(choice);
              }}
            />
            {sidePanel}
          </Flex>
        </Drawer>
      ) : null}
    </div>
  );
}

/** /home with a data_type: the results of the URL's state. */
export function ResultsRoute() {
  const [params] = useSearchParams();
  const state = parseResults(params);
  return state ? <ResultsPage state={state} /> : <Navigate to="/home" replace />;
}
