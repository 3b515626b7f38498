import type { Coupon } from '@storefront/contract';
import { usePriceFormatter, Typography, Skeleton } from '@storefront/platform';
import { Alert, Card, Col, Empty, Row, Tag } from 'antd-on-intent';
import { Flex } from 'antd';
import { useT } from '../../../i18n';
import { CopyButton } from '../../referral/components/copy-button';
import { useCoupons } from '../api/coupons';

/** `/coupons`: every coupon the customer may use, each code with its copy button. */
export function CouponsPage() {
  const t = useT();
  const { data: coupons, error, isLoading } = useCoupons();
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isLoading) return <Skeleton active />;
  if (!coupons?.length) return <Empty description={t('No coupons available')} />;
  return (
    <Row gutter={[12, 12]} role="list" aria-label={t('Coupons')}>
      {coupons.map((coupon) => (
        <Col key={coupon.id} xs={24} md={12} role="listitem">
          <CouponCard coupon={coupon} />
        </Col>
      ))}
    </Row>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const price = usePriceFormatter();
  const value =
    coupon.coupon_type === 'free_delivery'
      ? t('Free delivery')
      : coupon.discount_type === 'percent'
        ? t('{value}% off', { value: coupon.discount })
        : t('{value} off', { value: price(coupon.discount) });
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text strong>{coupon.title}</Typography.Text>
          <Tag color="green" style={{ alignSelf: 'flex-start' }}>
            {value}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('Min purchase {amount}', { amount: price(coupon.min_purchase) })}
            {coupon.discount_type === 'percent' && coupon.max_discount > 0
              ? ` · ${t('Max discount {amount}', { amount: price(coupon.max_discount) })}`
              : ''}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('Valid until {date}', { date: coupon.expire_date })}
          </Typography.Text>
        </Flex>
        <Flex vertical align="flex-end" gap={6}>
          <Typography.Text code style={{ fontSize: 16 }}>
            {coupon.code}
          </Typography.Text>
          <CopyButton text={coupon.code} label={t('Copy code {code}', { code: coupon.code })} />
        </Flex>
      </Flex>
    </Card>
  );
}
