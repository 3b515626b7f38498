import { PlainCard, Typography } from '@storefront/platform';
import { routes } from '@storefront/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { Countdown } from '../../campaigns/components/countdown';
import { Carousel } from '../../home/shared/components/carousel';
import { FLASH_SALE_MAX_PRODUCTS, type FlashSale } from '../api/get-flash-sale';
import { FlashSaleItemCard } from './flash-sale-item-card';

/** The mini slider's autoplay (spec §9). */
export const FLASH_SALE_SLIDER_MS = 4000;

export interface FlashSaleCardProps {
  sale: FlashSale;
}

/** The side card beside the popular items: the running sale, when it ends, up to 15 of its products, View all. */
export function FlashSaleCard({ sale }: FlashSaleCardProps) {
  const t = useT();
  const products = (Array.isArray(sale.active_products) ? sale.active_products : [])
    .filter((p) => p?.item)
    .slice(0, FLASH_SALE_MAX_PRODUCTS);
  if (products.length === 0) return null;
  return (
    <PlainCard
      role="complementary"
      aria-label={t('Flash Sale')}
      data-testid="flash-sale-card"
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 10 } }}
      style={{ background: 'linear-gradient(180deg, #fff1f0, transparent 40%)' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('Flash Sale')}
        </Typography.Title>
        <Link to={routes.flashSales({ id: sale.id })}>{t('View all')}</Link>
      </div>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('Ends in')}
        </Typography.Text>
        <Countdown end={Date.parse(sale.end_date)} overText={t('This flash sale is over')} label={t('Flash sale ends in')} compact />
      </div>
      <Carousel label={t('Flash Sale')} slideWidth="100%" autoplayMs={FLASH_SALE_SLIDER_MS} loop={products.length > 1}>
        {products.map((product) => (
          <FlashSaleItemCard key={product.id} product={product} layout="flashSaleSlider" />
        ))}
      </Carousel>
    </PlainCard>
  );
}
