import { EmptyState, Skeleton } from '@storefront/platform';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { TimedOfferPage } from '../../campaigns/components/timed-offer-page';
import { useFlashSaleItems } from '../api/get-flash-sale-items';
import { FlashSaleItemCard } from './flash-sale-item-card';

const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 16 };

/** /flash-sales?id= (spec §2): the sale's products with their stock progress, and when it ends. */
export function FlashSalePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const validId = id && /^\d{1,9}$/.test(id) ? id : null;
  const query = useFlashSaleItems(validId);

  return (
    <TimedOfferPage
      id={validId}
      query={query}
      texts={{
        notFound: t('Flash sale not found'),
        notFoundHint: t('This flash sale is over or is not available in your area.'),
        loadFailed: t('The flash sale could not be loaded.'),
        over: t('This flash sale is over'),
        timer: t('Flash sale ends in'),
      }}
      skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
      header={(data) => ({
        title: data.flash_sale.title || t('Flash Sale'),
        end: Date.parse(data.flash_sale.end_date),
        caption: t('Ends in'),
      })}
    >
      {(data) => {
        const products = (Array.isArray(data.active_products) ? data.active_products : []).filter((p) => p?.item);
        return products.length === 0 ? (
          <EmptyState title={t('Items not found!')} />
        ) : (
          <div style={grid}>
            {products.map((product) => (
              <FlashSaleItemCard key={product.id} product={product} />
            ))}
          </div>
        );
      }}
    </TimedOfferPage>
  );
}

export default FlashSalePage;
