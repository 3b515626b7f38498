import type { Store } from '@storefront/contract';
import { Button, Flex, theme } from 'antd';
import { Checkbox } from 'antd-on-intent';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { usePagedRows } from '../../search/api/search-pages';
import { FILTER_LABELS } from '../../search/components/filter-panel';
import { FilterPopover } from '../../search/components/filter-popover';
import { StoreResultGrid } from '../../search/components/result-grid';
import { FILTER_OPTIONS, type FilterOption } from '../../search/utils/search-url';
import { Typography } from '@storefront/platform';

/** §9 store filters, with the tab names of the stores page (§2). */
export const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
const TAB_LABELS: Record<StoreType, string> = { all: 'All', newly_joined: 'Newly Joined', popular: 'Popular', top_rated: 'Top Rated' };

const isStoreType = (value: string | null): value is StoreType => (STORE_TYPES as readonly string[]).includes(value ?? '');

/** The tab and the filter of the stores page's URL (?store_type=…&filter=a,b); /store/latest and /store/popular choose the first tab. */
export function parseStoresQuery(params: URLSearchParams, initial: StoreType) {
  const raw = params.get('store_type');
  const filters = (params.get('filter') ?? '')
    .split(',')
    .filter((value): value is FilterOption => (FILTER_OPTIONS as readonly string[]).includes(value));
  return { storeType: isStoreType(raw) ? raw : initial, filters: FILTER_OPTIONS.filter((option) => filters.includes(option)) };
}

/**
 * /store/latest and /store/popular (spec §2 Stores page, §4): a sticky "{count} Stores"
 * header, the tabs All, Newly Joined, Popular and Top Rated, and the filter. A tab or a
 * filter change starts again at page 1; pages of 12 load by the sentinel, once each
 * store, until total_size.
 */
export function StoresListPage({ initial }: { initial: StoreType }) {
  const t = useT();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const { storeType, filters } = parseStoresQuery(params, initial);
  const stores = usePagedRows<Store>(
    'stores/get-stores/all',
    { store_type: storeType, filter: filters.length > 0 ? filters : undefined },
    'stores',
  );
  const choose = (next: { storeType?: StoreType; filters?: FilterOption[] }) => {
    const type = next.storeType ?? storeType;
    const chosen = next.filters ?? filters;
    const query: Record<string, string> = {};
    if (type !== initial) query.store_type = type;
    if (chosen.length > 0) query.filter = chosen.join(',');
    setParams(query);
  };

  return (
    <div>
      <header
        style={{
          position: 'sticky',
          top: 64,
          zIndex: 10,
          background: token.colorBgLayout,
          paddingBlock: 12,
          marginBottom: 8,
        }}
      >
        <Flex wrap gap={12} align="center" justify="space-between">
          <Typography.Title level={2} style={{ margin: 0 }} aria-live="polite">
            {stores.pages.isLoading ? t('Stores') : t('{count} Stores', { count: stores.total })}
          </Typography.Title>
          <FilterPopover label={filters.length > 0 ? t('Filter ({count})', { count: filters.length }) : t('Filter')}>
            {() => (
              <Flex vertical gap={6}>
                {FILTER_OPTIONS.map((option) => (
                  <Checkbox
                    key={option}
                    checked={filters.includes(option)}
                    onChange={(event) =>
                      choose({ filters: event.target.checked ? [...filters, option] : filters.filter((value) => value !== option) })
                    }
                  >
                    {t(FILTER_LABELS[option])}
                  </Checkbox>
                ))}
              </Flex>
            )}
          </FilterPopover>
        </Flex>
        <div role="tablist" aria-label={t('Stores')} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 12 }}>
          {STORE_TYPES.map((type) => (
            <Button
              key={type}
              role="tab"
              aria-selected={storeType === type}
              type={storeType === type ? 'primary' : 'default'}
              onClick={() => choose({ storeType: type })}
            >
              {t(TAB_LABELS[type])}
            </Button>
          ))}
        </div>
      </header>
      <section role="tabpanel" aria-label={t(TAB_LABELS[storeType])}>
        <StoreResultGrid stores={stores.rows} list={stores} view="grid" empty={{ title: t('Stores not found!') }} />
      </section>
    </div>
  );
}
