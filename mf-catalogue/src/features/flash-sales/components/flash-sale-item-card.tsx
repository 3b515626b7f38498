import { discountBadge, discountedPrice } from '@storefront/domain';
import { emit, PlainCard, usePriceFormatter, Typography, PlainTag } from '@storefront/platform';
import { useT } from '../../../i18n';
import { SafeImage } from '../../home/shared/components/safe-image';
import type { FlashSaleProduct } from '../api/get-flash-sale';
import { SaleProgress } from './sale-progress';
import { OneLineText } from '../../items/components/one-line-text';

export interface FlashSaleItemCardProps {
  product: FlashSaleProduct;
  /** flashSaleSlider: the small card of the home's side card; flashSale: the flash sale page's card. */
  layout?: 'flashSale' | 'flashSaleSlider';
}

/**
 * The flash-sale card layouts (shopping-core §2): the picture with the discount badge (the store discount first
 * as a percent, else the item's percent or amount), the sale price, the stock progress. Opening it shows the item
 * dialog (`item/open`).
 */
export function FlashSaleItemCard({ product, layout = 'flashSale' }: FlashSaleItemCardProps) {
  const t = useT();
  const formatPrice = usePriceFormatter();
  const item = product.item;
  const price = Number(product.price ?? item.price) || 0;
  const discount = discountBadge(item);
  const badge = discount ? (discount.type === 'percent' ? discount.text : formatPrice(discount.value)) : null;
  const small = layout === 'flashSaleSlider';
  return (
    <PlainCard
      role="article"
      aria-label={item.name}
      hoverable
      onClick={() => emit({ type: 'item/open', item })}
      styles={{ body: { padding: small ? 8 : 12, display: 'flex', flexDirection: 'column', gap: 6 } }}
      style={{ height: '100%' }}
    >
      <div style={{ position: 'relative' }}>
        <SafeImage src={item.image_full_url} alt={item.name} width={small ? 200 : 280} height={small ? 140 : 200} fluid />
        {badge ? (
          <PlainTag color="red" style={{ position: 'absolute', top: 8, insetInlineStart: 8, margin: 0 }}>
            {t('{value} OFF', { value: badge })}
          </PlainTag>
        ) : null}
      </div>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          emit({ type: 'item/open', item });
        }}
        style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
      >
        <OneLineText strong title={item.name}>
          {item.name}
        </OneLineText>
      </button>
      <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography.Text strong>{formatPrice(discountedPrice(price, item))}</Typography.Text>
        {discount ? (
          <Typography.Text type="secondary" delete>
            {formatPrice(price)}
          </Typography.Text>
        ) : null}
      </div>
      <SaleProgress sold={product.sold} stock={product.stock} />
    </PlainCard>
  );
}
