import { StarFilled } from '@ant-design/icons';
import type { ModuleType } from '@storefront/contract';
import { formatDecimal } from '@storefront/domain';
import { useConfig, usePriceFormatter } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Card, Skeleton, Typography } from 'antd';
import { ItemCard } from '../../items/components/item-card';
import { useQuickAdd } from '../../items/hooks/use-quick-add';
import type { ProductReview } from '../api/get-item-details';
import { useRelatedItems } from '../api/get-related-items';

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
  gap: 16,
};

/** The product's latest reviews; hidden when it has none. */
export function ProductReviews({ reviews, digits }: { reviews: ProductReview[] | undefined; digits: number }) {
  const t = useT();
  const list = Array.isArray(reviews) ? reviews.filter((review) => review && review.id) : [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="product-reviews-heading" style={{ marginTop: 32 }}>
      <Typography.Title level={3} id="product-reviews-heading">
        {t('Reviews')}
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {list.map((review) => (
          <li key={review.id} aria-label={review.customer_name ?? t('Customer')}>
            <Typography.Text strong>{review.customer_name ?? t('Customer')}</Typography.Text>{' '}
            <span aria-label={t('Rating {rating}', { rating: formatDecimal(Number(review.rating) || 0, digits) })}>
              <StarFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 4 }} />
              {formatDecimal(Number(review.rating) || 0, digits)}
            </span>
            {review.comment ? <Typography.Paragraph style={{ margin: '4px 0 0' }}>{review.comment}</Typography.Paragraph> : null}
          </li>
        ))}
      </ul>
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
            <Card key={index}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
