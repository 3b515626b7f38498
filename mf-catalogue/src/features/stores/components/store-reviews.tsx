import { StarFilled } from '@ant-design/icons';
import { formatDecimal } from '@storefront/domain';
import { Button } from 'antd';
import { Empty, Result } from 'antd-on-intent';
import { useT } from '../../../i18n';
import { useStoreReviews } from '../../reviews/api/get-reviews';
import { ReviewList } from '../../reviews/components/review-list';
import type { StoreDetails } from '../api/get-store-details';
import { Typography, Skeleton } from '@storefront/platform';

export interface StoreReviewsProps {
  store: Pick<StoreDetails, 'id' | 'avg_rating' | 'rating_count'>;
  /** Rating digits (spec §9: they follow digit_after_decimal_point). */
  digits: number;
}

/**
 * The store page's Reviews (spec: discovery-and-modules §7 Reviews, stores/reviews): the store's
 * rating (the average in the config's digits and the number of ratings), then the reviews of its
 * items, newest first, each naming the item; an empty text, a skeleton while loading, a retry on error.
 */
export function StoreReviews({ store, digits }: StoreReviewsProps) {
  const t = useT();
  const { reviews, total, pending, error, hasMore, loadMore, loading, retry, retrying } = useStoreReviews(store.id);
  const ratings = Number(store.rating_count) || 0;
  const average = formatDecimal(Number(store.avg_rating) || 0, digits);
  return (
    <section aria-labelledby="store-reviews-heading" style={{ marginTop: 40 }}>
      <Typography.Title level={3} id="store-reviews-heading">
        {t('Reviews')}
        {!pending && !error ? (
          <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 'normal' }}>
            {' '}
            ({total})
          </Typography.Text>
        ) : null}
      </Typography.Title>
      <p style={{ display: 'flex', alignItems: 'baseline', gap: 8, margin: '0 0 16px' }}>
        <StarFilled aria-hidden style={{ color: '#faad14', fontSize: 20 }} />
        <Typography.Text strong style={{ fontSize: 20 }}>
          {t('{rating} out of 5', { rating: average })}
        </Typography.Text>
        <Typography.Text type="secondary">{ratings === 1 ? t('1 rating') : t('{count} ratings', { count: ratings })}</Typography.Text>
      </p>
      {error && reviews.length === 0 ? (
        <Result
          status="warning"
          title={t('The reviews could not be loaded.')}
          subTitle={t(error.message)}
          extra={
            <Button loading={retrying} onClick={retry}>
              {t('Try again')}
            </Button>
          }
        />
      ) : pending ? (
        <div role="status" aria-busy="true" aria-label={t('Loading reviews')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} active title={{ width: '30%' }} paragraph={{ rows: 2 }} style={{ marginBottom: 16 }} />
          ))}
        </div>
      ) : reviews.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No reviews yet.')} />
      ) : (
        <ReviewList reviews={reviews} digits={digits} showItem hasMore={hasMore} loadingMore={loading} onMore={loadMore} />
      )}
    </section>
  );
}

export default StoreReviews;
