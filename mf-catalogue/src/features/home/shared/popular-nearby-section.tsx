import { useT } from '../../../i18n';
import { useFlashSale } from '../../flash-sales/api/get-flash-sale';
import { FlashSaleCard } from '../../flash-sales/components/flash-sale-card';
import { usePopularItems } from '../../items/api/get-popular-items';
import { Carousel } from './components/carousel';
import { useItemCards } from './components/item-cards';
import { SectionFrame, SectionSkeleton } from './components/section-frame';

/** Popular items nearby with the running flash sale's side card (spec §2); hidden when neither has anything. */
export function PopularNearbySection() {
  const t = useT();
  const popular = usePopularItems();
  const sale = useFlashSale();
  const cardOf = useItemCards('popular');
  if (popular.isLoading || sale.isLoading) return <SectionSkeleton cards={5} cardHeight={240} cardWidth={200} />;
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
            <FlashSaleCard sale={flashSale} />
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}
