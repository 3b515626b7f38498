import type { ModuleType } from '@storefront/contract';
import { PlainCard, useConfig, usePriceFormatter, Typography, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import { ItemCard } from '../../items/components/item-card';
import { useQuickAdd } from '../../items/hooks/use-quick-add';
import { useItemReviews } from '../../reviews/api/get-reviews';
import { ReviewList } from '../../reviews/components/review-list';
import { useRelatedItems } from '../api/get-related-items';

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
  gap: 16,
};

/**
 * The product's reviews from items/reviews/{id}, newest first, with their pictures and a button
 * for more (spec: discovery-and-modules §7 Reviews); hidden when it has none or they cannot load.
 */
export function ProductReviews({ itemId, digits }: { itemId: number | null; digits: number }) {
  const t = useT();
  const { reviews, total, error, hasMore, loadMore, loading } = useItemReviews(itemId);
  if (error || total === 0) return null;
  return (
    <section aria-labelledby="product-reviews-heading" style={{ marginTop: 32 }}>
      <Typography.Title level={3} id="product-reviews-heading">
        {t('Reviews')}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 'normal' }}>
          ({total})
        </Typography.Text>
      </Typography.Title>
      <ReviewList reviews={reviews} digits={digits} hasMore={hasMore} loadingMore={loading} onMore={loadMore} />
    </section>
  );
}

/** Other items of the same store, with the catalogue's cards; hidden when there are none or they cannot load. */
export function RelatedItems({
  itemId,
  moduleId,
  moduleType,
}: {
  itemId: number;
  moduleId: number | undefined;
  moduleType: ModuleType | undefined;
}) {
  const t = useT();
  const related = useRelatedItems(itemId, moduleId);
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const quickAdd = useQuickAdd({ productPageForOptions: moduleType === 'ecommerce' });
  const digits = config.data?.digit_after_decimal_point ?? 2;
  if (related.error) return null;
  if (related.data && related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-items-heading" style={{ marginTop: 32 }}>
      <Typography.Title level={3} id="related-items-heading">
        {t('More from this store')}
      </Typography.Title>
      {related.data ? (
        <div style={grid}>
          {related.data.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              moduleType={item.module_type ?? moduleType}
              formatPrice={formatPrice}
              digits={digits}
              onAdd={quickAdd.add}
            />
          ))}
        </div>
      ) : (
        <div style={grid} role="status" aria-busy="true" aria-label={t('Loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <PlainCard key={index}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </PlainCard>
          ))}
        </div>
      )}
    </section>
  );
}
