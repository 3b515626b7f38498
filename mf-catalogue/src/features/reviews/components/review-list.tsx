import { StarFilled } from '@ant-design/icons';
import { formatDecimal } from '@storefront/domain';
import { useLanguage, Typography } from '@storefront/platform';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../../i18n';
import type { Review } from '../api/get-reviews';

export interface ReviewListProps {
  reviews: Review[];
  /** Rating digits (spec §9: they follow digit_after_decimal_point). */
  digits: number;
  /** Names the item each review is about (a store's reviews cover all its items). */
  showItem?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * Reviews, newest first (spec: discovery-and-modules §7 Reviews): the customer's name, the rating,
 * the date, the text and the pictures, then a button for more while there are more.
 */
export function ReviewList({ reviews, digits, showItem = false, hasMore, loadingMore, onMore }: ReviewListProps) {
  const t = useT();
  const language = useLanguage();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', numberingSystem: 'latn' }), [language]);
  return (
    <>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {reviews.map((review) => {
          const rating = formatDecimal(Number(review.rating) || 0, digits);
          const date = review.created_at ? new Date(review.created_at) : null;
          return (
            <li key={review.id} aria-label={review.customer_name || t('Customer')}>
              <Typography.Text strong>{review.customer_name || t('Customer')}</Typography.Text>{' '}
              <span aria-label={t('Rating {rating}', { rating })}>
                <StarFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 4 }} />
                {rating}
              </span>
              {date && Number.isFinite(date.getTime()) ? (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  <time dateTime={review.created_at}>{formatDate.format(date)}</time>
                </Typography.Text>
              ) : null}
              {showItem && review.item_name ? (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('On {item}', { item: review.item_name })}
                </Typography.Text>
              ) : null}
              {review.comment ? <Typography.Paragraph style={{ margin: '4px 0 0' }}>{review.comment}</Typography.Paragraph> : null}
              {review.attachment_full_url?.length ? (
                <div style={{ display: 'flex', gap: 8, marginTop: 6 }}>
                  {review.attachment_full_url.map((url, index) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={t('Picture {number} of the review', { number: index + 1 })}
                        width={64}
                        height={64}
                        loading="lazy"
                        style={{ objectFit: 'cover', borderRadius: 6 }}
                      />
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button style={{ marginTop: 12 }} loading={loadingMore} onClick={onMore}>
          {t('Show more reviews')}
        </Button>
      ) : null}
    </>
  );
}
