import { emit, EmptyState, ErrorState, moduleAtom, PlainCard, Typography } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Alert, Button, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { usePriceFormatter, useConfig } from '@storefront/platform';
import { POPULAR_ITEMS_LIMIT, usePopularItems } from '../api/get-popular-items';
import { useQuickAdd } from '../hooks/use-quick-add';
import { ItemCard } from './item-card';

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  gap: 16,
};

/** The chosen module's popular items nearby, as a grid of cards. */
export function PopularItems() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const items = usePopularItems();
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const quickAdd = useQuickAdd({ productPageForOptions: module?.module_type === 'ecommerce' });
  const headingId = 'popular-items-heading';

  const section = (body: React.ReactNode) => (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ marginTop: 0 }}>
        {t('Popular Items Nearby')}
      </Typography.Title>
      {body}
    </section>
  );

  if (!module) {
    return section(
      <EmptyState
        title={t('Select a type of module for your orders')}
        action={
          <Button type="primary" onClick={() => emit({ type: 'module/pick' })}>
            {t('Choose a module')}
          </Button>
        }
      />,
    );
  }

  const products = Array.isArray(items.data?.products) ? items.data.products.filter((item) => item && item.id) : [];
  const configPending = !config.data && !config.error;

  if ((items.isLoading || configPending) && !items.error) {
    return section(
      <div style={grid} role="status" aria-busy="true" aria-label={t('Loading')}>
        {Array.from({ length: Math.min(POPULAR_ITEMS_LIMIT, 8) }, (_, index) => (
          <PlainCard key={index} cover={<Skeleton.Image active style={{ width: '100%', height: 140 }} />}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </PlainCard>
        ))}
      </div>,
    );
  }

  if (items.error && !items.data) {
    return section(
      <ErrorState
        title={t('Popular items could not be loaded.')}
        description={t((items.error as Error).message)}
        action={
          <Button type="primary" loading={items.isValidating} onClick={() => void items.mutate()}>
            {t('Try again')}
          </Button>
        }
      />,
    );
  }

  if (products.length === 0) {
    return section(<EmptyState title={t('Items not found!')} description={t('No popular items in this module for your area yet.')} />);
  }

  const digits = config.data?.digit_after_decimal_point ?? 2;
  return section(
    <>
      {items.error ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('Popular items could not be refreshed.')}
          action={
            <Button size="small" onClick={() => void items.mutate()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : null}
      <div style={grid}>
        {products.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            moduleType={item.module_type ?? module.module_type}
            formatPrice={formatPrice}
            digits={digits}
            onAdd={quickAdd.add}
          />
        ))}
      </div>
    </>,
  );
}
