import { CloseOutlined } from '@ant-design/icons';
import { routes } from '@storefront/contract';
import { isSignedInAtom, toast, tokenAtom, type ApiError, Typography } from '@storefront/platform';
import { Avatar, Card } from 'antd-on-intent';
import { Button, Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { useT } from '../../../i18n';
import { cancelReviewReminder, fetchReviewReminder, type ReviewReminder } from '../api/reviews';
import { reviewServerMessage } from '../utils/server-messages';

/** The prompt belongs to the module home (spec: discovery-and-modules §2 "a review prompt" among its sections). */
const PROMPT_PATH = '/home';

/**
 * The rating prompt (spec: discovery-and-modules §4 Review prompt): when customer/review-reminder
 * names an order, a small dialog offers to rate it. Rate opens /rate-and-review/{orderId}; Cancel
 * tells the server (review-reminder-cancel) so it is not offered again. It sits in a corner and
 * blocks nothing else on the page; closing it only hides it until the next visit.
 */
export function ReviewPrompt() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useAtomValue(tokenAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const [hidden, setHidden] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const onHome = pathname === PROMPT_PATH;
  const { data, mutate } = useSWR<ReviewReminder, ApiError>(
    isSignedIn && onHome && token ? ['customer/review-reminder', token] : null,
    fetchReviewReminder,
    {
      revalidateOnFocus: false,
    },
  );
  const orderId = data?.order_id ?? null;
  if (!onHome || !isSignedIn || orderId === null || hidden === orderId) return null;

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelReviewReminder(orderId);
      setHidden(orderId);
      void mutate({ order_id: null, images: [] }, { revalidate: false });
    } catch (error) {
      toast('error', reviewServerMessage((error as ApiError).message, t));
    } finally {
      setCancelling(false);
    }
  };
  return (
    <Card
      role="dialog"
      aria-label={t('Rate your last order')}
      size="small"
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        width: 320,
        maxWidth: 'calc(100vw - 32px)',
        zIndex: 1000,
        boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
      }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('How was your last order?')}
        </Typography.Title>
        <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t('Close')} onClick={() => setHidden(orderId)} />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
        {t('Your order #{id} was delivered. Rate the items and the delivery man.', { id: orderId })}
      </Typography.Paragraph>
      {data!.images.length > 0 && (
        <Avatar.Group style={{ marginBottom: 12 }}>
          {data!.images.slice(0, 4).map((image) => (
            <Avatar key={image} shape="square" src={image} alt="" />
          ))}
        </Avatar.Group>
      )}
      <Flex gap={8} justify="end">
        <Button loading={cancelling} onClick={() => void cancel()}>
          {t('Cancel')}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            setHidden(orderId);
            navigate(routes.rateAndReview({ orderId }));
          }}
        >
          {t('Rate')}
        </Button>
      </Flex>
    </Card>
  );
}
