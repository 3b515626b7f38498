import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n';
import { useFlashSale } from '../../flash-sales/api/get-flash-sale';
import { usePopularItems } from '../../items/api/get-popular-items';
import { Carousel } from './components/carousel';
import { useItemCards } from './components/item-cards';
import { SectionFrame } from './components/section-frame';
import { Skeleton } from '@storefront/platform';

/** Heights of the loaded section's parts (production build): its heading row, the carousel of cards, the flash sale card. */
const HEADING = 32;
const CAROUSEL = 434;
const FLASH_SALE_CARD = 330;
const placeholder: React.CSSProperties = { borderRadius: 8, background: 'rgba(0,0,0,.04)' };

// Only while a flash sale runs, and beside or under the popular items: its code (the card, its slider of sale
// items, the countdown) comes when there is a sale to show, not with every module home's first screen.
const FlashSaleCard = lazy(() => import('../../flash-sales/components/flash-sale-card').then((m) => ({ default: m.FlashSaleCard })));

/**
 * The section's shape while it loads: the carousel beside the flash sale card, wrapping under it on a phone as the
 * loaded section does, so what follows does not move when the items arrive (layout shift, issue 9).
 */
function PopularNearbySkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('Loading')} style={{ margin: '24px 0' }}>
      <div style={{ height: HEADING, marginBottom: 12 }}>
        <Skeleton active title={{ width: 200 }} paragraph={false} />
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 480px', minWidth: 0, height: CAROUSEL, ...placeholder }} />
        <div style={{ flex: '0 1 300px', minWidth: 240, height: FLASH_SALE_CARD, ...placeholder }} />
      </div>
    </div>
  );
}

/** Popular items nearby with the running flash sale's side card (spec §2); hidden when neither has anything. */
export function PopularNearbySection() {
  const t = useT();
  const popular = usePopularItems();
  const sale = useFlashSale();
  const cardOf = useItemCards('popular');
  if (popular.isLoading || sale.isLoading) return <PopularNearbySkeleton />;
  const items = Array.isArray(popular.data?.products) ? popular.data.products.filter((item) => item?.id) : [];
  const flashSale = sale.data && Array.isArray(sale.data.active_products) && sale.data.active_products.length > 0 ? sale.data : null;
  if (items.length === 0 && !flashSale) return null;
  return (
    <SectionFrame title={t('Popular Items Nearby')} testId="popular-nearby-section">
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'stretch' }}>
        {items.length > 0 ? (
          <div style={{ flex: '1 1 480px', minWidth: 0 }}>
            <Carousel label={t('Popular Items Nearby')} slideWidth="min(100%, 200px)">
              {items.map(cardOf)}
            </Carousel>
          </div>
        ) : null}
        {flashSale ? (
          <div style={{ flex: '0 1 300px', minWidth: 240 }}>
            <Suspense fallback={<div style={{ height: FLASH_SALE_CARD, ...placeholder }} />}>
              <FlashSaleCard sale={flashSale} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}
