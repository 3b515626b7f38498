import { ShoppingCartOutlined, StarFilled, ThunderboltOutlined } from '@ant-design/icons';
import type { ModuleType } from '@storefront/contract';
import { discountBadge, discountedPrice, formatDecimal, hasDiscount } from '@storefront/domain';
import { emit, hasLocationAtom, moduleAtom, useConfig, usePriceFormatter, type ApiError, Typography, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Input, Result, Tag } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuickAdd } from '../../items/hooks/use-quick-add';
import { hasOptions, isOutOfStock } from '../../items/utils/item-display';
import { StoreLink } from '../../stores/components/store-link';
import { useItemDetails } from '../api/get-item-details';
import { ProductReviews, RelatedItems } from './product-extras';
import { ProductGallery } from './product-gallery';

const { Title, Text, Paragraph } = Typography;

function positiveInt(value: string | null): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/**
 * /product/{id} (ecommerce): id is the slug or the id; product_type=campaign shows a campaign item.
 * Adding and buying go through the cart remote: a simple item with `cart/add-item`, an item with
 * options through the item dialog (`item/open`), which checks the choice with the cart's rules.
 */
export function ProductPage() {
  const t = useT();
  const { id } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const chosenModule = useAtomValue(moduleAtom);
  const hasLocation = useAtomValue(hasLocationAtom);
  const moduleId = positiveInt(search.get('module_id'));
  const campaign = search.get('product_type') === 'campaign';
  const details = useItemDetails(id, moduleId, campaign);
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const quickAdd = useQuickAdd();
  // what the field shows while typing (it may be empty for a moment); the quantity is always 1..999
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.min(999, Math.max(1, Math.floor(Number(quantityText)) || 1));
  const digits = config.data?.digit_after_decimal_point ?? 2;

  if (details.error && !details.data) {
    const error = details.error as ApiError;
    if (error.status === 404) {
      return <Result status="404" title={t('Product not found!')} subTitle={t('The link may be old, or the product was removed.')} />;
    }
    return (
      <Result
        status="warning"
        title={t('The product could not be loaded.')}
        subTitle={t(error.message)}
        extra={
          <Button type="primary" loading={details.isValidating} onClick={() => void details.mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }

  if (!details.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading')} style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Skeleton.Image active style={{ width: 360, height: 270 }} />
        <Skeleton active paragraph={{ rows: 5 }} style={{ flex: 1, minWidth: 240 }} />
      </div>
    );
  }

  const item = details.data;
  const moduleType = (item.module_type ?? chosenModule?.module_type) as ModuleType | undefined;
  const images = [
    ...new Set([item.image_full_url, ...(Array.isArray(item.images_full_url) ? item.images_full_url : [])].filter(Boolean)),
  ] as string[];
  const price = Number(item.price) || 0;
  const rating = Number(item.avg_rating) || 0;
  const badge = discountBadge(item);
  const withOptions = hasOptions(item);
  const outOfStock = isOutOfStock(item, moduleType);
  const choiceOptions = Array.isArray(item.choice_options) ? item.choice_options : [];
  const store = item.store_details;

  const buyNow = () => {
    if (!hasLocation) {
      emit({ type: 'location/pick' });
      return;
    }
    // the item dialog holds Buy Now: it checks the options, stock and quantity, then opens the checkout
    emit({ type: 'item/open', item });
  };

  return (
    <>
      <article
        aria-label={item.name}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', gap: 32 }}
      >
        <ProductGallery images={images} name={item.name} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Title level={2} style={{ margin: 0 }}>
            {item.name}
          </Title>
          {store || item.store_name ? (
            <Text type="secondary">
              {t('Sold by')}{' '}
              <StoreLink id={store?.slug || item.store_id} moduleId={store?.module_id ?? item.module_id} storeZoneId={store?.zone_id}>
                {store?.name ?? item.store_name}
              </StoreLink>
            </Text>
          ) : null}
          <span aria-label={t('Rating {rating}', { rating: formatDecimal(rating, digits) })}>
            <StarFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 4 }} />
            {formatDecimal(rating, digits)}
            {item.rating_count ? <Text type="secondary"> ({item.rating_count})</Text> : null}
          </span>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' }}>
            <Text strong style={{ fontSize: 26 }}>
              {formatPrice(discountedPrice(price, item))}
            </Text>
            {hasDiscount(item) ? (
              <Text type="secondary" delete aria-label={t('Original price {price}', { price: formatPrice(price) })}>
                {formatPrice(price)}
              </Text>
            ) : null}
            {badge ? (
              <Tag color="red">{t('{value} OFF', { value: badge.type === 'percent' ? badge.text : formatPrice(badge.value) })}</Tag>
            ) : null}
          </div>
          {item.unit_type ? <Text type="secondary">{t('Unit: {unit}', { unit: item.unit_type })}</Text> : null}
          {outOfStock ? <Tag color="default">{t('Out of Stock')}</Tag> : null}
          {choiceOptions.length > 0 ? (
            <div>
              {choiceOptions.map((choice) => (
                <div key={choice.name ?? choice.title} style={{ marginBottom: 8 }}>
                  <Text strong style={{ display: 'block' }}>
                    {choice.title}
                  </Text>
                  <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginTop: 4 }}>
                    {choice.options.map((option) => (
                      <Tag key={option}>{option.trim()}</Tag>
                    ))}
                  </div>
                </div>
              ))}
              <Text type="secondary">{t('Pick your options when you add this product.')}</Text>
            </div>
          ) : null}
          {!withOptions && !outOfStock ? (
            <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Text>{t('Quantity')}</Text>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={999}
                step={1}
                value={quantityText}
                style={{ width: 96 }}
                onChange={(event) => setQuantityText(event.target.value)}
                onBlur={() => setQuantityText(String(quantity))}
              />
            </label>
          ) : null}
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined aria-hidden />}
              disabled={outOfStock}
              onClick={() => quickAdd.add(item, quantity)}
            >
              {withOptions ? t('Choose options') : t('Add to cart')}
            </Button>
            <Button size="large" icon={<ThunderboltOutlined aria-hidden />} disabled={outOfStock} onClick={buyNow}>
              {t('Buy Now')}
            </Button>
          </div>
          {item.description ? (
            <section aria-label={t('Description')}>
              <Title level={4}>{t('Description')}</Title>
              <Paragraph style={{ whiteSpace: 'pre-line' }}>{item.description}</Paragraph>
            </section>
          ) : null}
        </div>
      </article>
      <ProductReviews itemId={campaign ? null : item.id} digits={digits} />
      {campaign ? null : <RelatedItems itemId={item.id} moduleId={item.module_id ?? moduleId} moduleType={moduleType} />}
    </>
  );
}
