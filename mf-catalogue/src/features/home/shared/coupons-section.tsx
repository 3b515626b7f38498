import { CopyOutlined } from '@ant-design/icons';
import type { Coupon } from '@storefront/contract';
import { PlainCard, usePriceFormatter, Typography } from '@storefront/platform';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { useCoupons } from './api/get-coupons';
import { Carousel } from './components/carousel';
import { SectionFrame, SectionSkeleton } from './components/section-frame';
import { OneLineText } from '../../items/components/one-line-text';

/** How long the copied message shows (spec §4, §9). */
export const COUPON_COPIED_MS = 1000;

/** The coupon cards (spec §2): discount, minimum purchase, and the code with a copy button. */
export function CouponsSection() {
  const t = useT();
  const { data, isLoading } = useCoupons();
  if (isLoading) return <SectionSkeleton cards={3} cardHeight={120} cardWidth={280} height={187} />;
  const coupons = Array.isArray(data) ? data.filter((coupon) => coupon?.code) : [];
  if (coupons.length === 0) return null;
  return (
    <SectionFrame title={t('Coupons')} testId="coupons-section">
      <Carousel label={t('Coupons')} slideWidth="min(100%, 280px)">
        {coupons.map((coupon) => (
          <CouponCard key={coupon.code} coupon={coupon} />
        ))}
      </Carousel>
    </SectionFrame>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const formatPrice = usePriceFormatter();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COUPON_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const discount = Number(coupon.discount) || 0;
  const headline =
    coupon.coupon_type === 'free_delivery'
      ? t('Free Delivery')
      : t('{value} OFF', { value: coupon.discount_type === 'percent' ? `${discount}%` : formatPrice(discount) });
  const copy = async () => {
    try {
      await navigator.clipboard?.writeText(coupon.code);
    } finally {
      setCopied(true);
    }
  };
  return (
    <PlainCard
      role="article"
      aria-label={coupon.title}
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 4 } }}
      style={{ height: '100%', borderStyle: 'dashed' }}
    >
      <Typography.Text strong style={{ fontSize: 18, color: '#cf1322' }}>
        {headline}
      </Typography.Text>
      <OneLineText title={coupon.title}>{coupon.title}</OneLineText>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('Min purchase {amount}', { amount: formatPrice(Number(coupon.min_purchase) || 0) })}
      </Typography.Text>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
        <code style={{ padding: '2px 8px', border: '1px dashed currentColor', borderRadius: 4 }}>{coupon.code}</code>
        <Button
          size="small"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void copy()}
          aria-label={t('Copy code {code}', { code: coupon.code })}
        >
          {t('Copy')}
        </Button>
        <span role="status" aria-live="polite" style={{ fontSize: 12, color: '#389e0d' }}>
          {copied ? t('Copied') : ''}
        </span>
      </div>
    </PlainCard>
  );
}
