import { ArrowLeftOutlined } from '@ant-design/icons';
import { routes, type OrderDetail } from '@storefront/contract';
import type { ApiError } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Avatar, Card, Result, Tag } from 'antd-on-intent';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../../i18n';
import { useOrder } from '../../orders/api/orders';
import { submitDeliveryManReview, submitItemReview, useOrderReviews, type Review } from '../api/reviews';
import { itemReviewForm } from '../utils/review-form';
import { reviewServerMessage } from '../utils/server-messages';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';
import { Typography, Skeleton } from '@storefront/platform';

/** The order's lines, one per item (the same item twice with other options is rated once). */
function ratedItems(lines: OrderDetail[]) {
  const seen = new Set<number>();
  return lines.filter((line) => line.item_id !== null && !seen.has(line.item_id) && Boolean(seen.add(line.item_id)));
}

/** /rate-and-review/{orderId} (spec: discovery-and-modules §2, §7 Reviews): rate each item and the delivery man of a delivered order. */
export function RateAndReviewPage() {
  const t = useT();
  const navigate = useNavigate();
  const orderId = Number(useParams().orderId ?? Number.NaN);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { order, lines } = useOrder(valid ? orderId : null);
  const reviews = useOrderReviews(valid ? orderId : 0);
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(routes.profile({ page: 'my-orders', orderId }))}>
      {t('Order details')}
    </Button>
  );
  const failure = (order.error ?? lines.error ?? reviews.error) as ApiError | undefined;
  if (!valid || failure) {
    return (
      <Result
        status={!valid || failure?.status === 404 ? '404' : 'error'}
        title={!valid || failure?.status === 404 ? t('Order not found') : reviewServerMessage(failure?.message ?? '', t)}
        extra={valid ? back : null}
      />
    );
  }
  if (!order.data || !lines.data || !reviews.data) return <Skeleton active style={{ maxWidth: 900, margin: '16px auto' }} />;
  if (order.data.order_status !== 'delivered') {
    return <Result status="info" title={t('You can review an order only after it is delivered.')} extra={back} />;
  }
  const done = new Map<number, Review>(reviews.data.items.map((review) => [review.item_id, review]));
  const courier = order.data.delivery_man?.[0];
  const refresh = () => void reviews.mutate();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 900, margin: '0 auto', padding: 16, width: '100%' }}>
      <div>{back}</div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('Rate & Review')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('Order #{id}', { id: orderId })}</Typography.Text>
      {ratedItems(lines.data).map((line) => {
        const itemId = line.item_id!;
        const review = done.get(itemId);
        const image = (line.item_details as { image_full_url?: string }).image_full_url;
        return (
          <Card key={itemId} aria-label={line.item_details.name} role="region">
            <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
              {image ? <Avatar shape="square" size={56} src={image} alt="" /> : null}
              <Typography.Title level={5} style={{ margin: 0 }}>
                {line.item_details.name}
              </Typography.Title>
              {review && <Tag color="green">{t('Reviewed')}</Tag>}
            </Flex>
            {review ? (
              <SubmittedReview rating={review.rating} comment={review.comment} />
            ) : (
              <ReviewForm
                id={`item-${itemId}`}
                withImages
                onSubmit={async (values, images) => {
                  const answer = await submitItemReview(itemReviewForm(orderId, itemId, values, images));
                  refresh();
                  return answer;
                }}
              />
            )}
          </Card>
        );
      })}
      {courier && (
        <Card role="region" aria-label={t('Delivery man')}>
          <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
            {courier.image_full_url ? <Avatar size={56} src={courier.image_full_url} alt="" /> : null}
            <Flex vertical>
              <Typography.Text type="secondary">{t('Delivery man')}</Typography.Text>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {`${courier.f_name} ${courier.l_name}`.trim()}
              </Typography.Title>
            </Flex>
            {reviews.data.delivery_man && <Tag color="green">{t('Reviewed')}</Tag>}
          </Flex>
          {reviews.data.delivery_man ? (
            <SubmittedReview rating={reviews.data.delivery_man.rating} comment={reviews.data.delivery_man.comment} />
          ) : (
            <ReviewForm
              id="delivery-man"
              withImages={false}
              onSubmit={async (values) => {
                const answer = await submitDeliveryManReview({
                  delivery_man_id: courier.id,
                  order_id: orderId,
                  rating: values.rating,
                  comment: values.comment.trim(),
                });
                refresh();
                return answer;
              }}
            />
          )}
        </Card>
      )}
    </Flex>
  );
}

function SubmittedReview({ rating, comment }: { rating: number; comment: string }) {
  return (
    <Flex vertical gap={4}>
      <StarRating value={rating} label="" />
      {comment ? <Typography.Paragraph style={{ margin: 0 }}>{comment}</Typography.Paragraph> : null}
    </Flex>
  );
}
