import { EyeOutlined, ShoppingCartOutlined, StarFilled } from '@ant-design/icons';
import { routes, type Item, type ModuleType } from '@storefront/contract';
import { discountBadge, discountedPrice, formatDecimal, hasDiscount } from '@storefront/domain';
import { emit, PlainCard, RemoteMount, Typography, PlainTag } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { StoreLink } from '../../stores/components/store-link';
import { displayName, hasOptions, isOutOfStock } from '../utils/item-display';
import { ItemImage } from './item-image';

/**
 * The item card layouts of shopping-core §2 (the flash-sale ones live with the flash sale):
 * vertical (grids), list (a row: image beside the text), popular (compact, for carousels),
 * food (the food module's horizontal card with the veg/non-veg marker and the halal tag),
 * special (ecommerce: a large picture with the name and price over it).
 */
export type ItemCardLayout = 'vertical' | 'list' | 'popular' | 'food' | 'special';

export interface ItemCardProps {
  item: Item;
  moduleType: ModuleType | undefined;
  formatPrice: (amount: number) => string;
  /** digit_after_decimal_point of the config. */
  digits: number;
  onAdd: (item: Item) => void;
  layout?: ItemCardLayout;
}

const { Text } = Typography;

/** The card's horizontal layouts: the image stands beside the text. */
const isRow = (layout: ItemCardLayout) => layout === 'list' || layout === 'food';

export function ItemCard({ item, moduleType, formatPrice, digits, onAdd, layout = 'vertical' }: ItemCardProps) {
  const t = useT();
  // hover (or keyboard focus) shows the quick actions; the heart's remote loads only then, not on the first view
  const [hovered, setHovered] = useState(false);
  const isFood = moduleType === 'food';
  const discount = discountBadge(item);
  const badge = discount ? (discount.type === 'percent' ? discount.text : formatPrice(discount.value)) : null;
  const price = Number(item.price) || 0;
  const rating = Number(item.avg_rating) || 0;
  const row = isRow(layout);

  const name =
    moduleType === 'ecommerce' ? (
      // ecommerce items have their own page (shopping-core §1)
      <Link to={routes.product({ id: item.slug || item.id, moduleId: item.module_id })} style={{ color: 'inherit' }}>
        {displayName(item, moduleType)}
      </Link>
    ) : (
      displayName(item, moduleType)
    );

  const picture = (
    <div style={{ position: 'relative', ...(row ? { width: layout === 'food' ? 128 : 104, flex: 'none' } : {}) }}>
      <ItemImage src={item.image_full_url ?? undefined} alt={item.name} rounded={row ? 8 : undefined} />
      {badge ? (
        <PlainTag color="red" style={{ position: 'absolute', top: 8, insetInlineStart: 8, margin: 0 }}>
          {t('{value} OFF', { value: badge })}
        </PlainTag>
      ) : null}
      {hovered ? <HoverActions item={item} moduleType={moduleType} onAdd={onAdd} /> : null}
    </div>
  );

  const priceLine = (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap', marginTop: 'auto' }}>
      <Text strong style={{ fontSize: 16 }}>
        {formatPrice(discountedPrice(price, item))}
      </Text>
      {hasDiscount(item) ? (
        <Text type="secondary" delete aria-label={t('Original price {price}', { price: formatPrice(price) })}>
          {formatPrice(price)}
        </Text>
      ) : null}
    </div>
  );

  const hoverProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setHovered(true),
  };

  if (layout === 'special') {
    return (
      <PlainCard
        role="article"
        aria-label={item.name}
        data-layout={layout}
        hoverable
        {...hoverProps}
        styles={{ body: { padding: 0 } }}
        style={{ height: '100%', overflow: 'hidden' }}
      >
        {picture}
        <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Text strong title={item.name} style={{ fontSize: 16 }}>
            {name}
          </Text>
          {item.store_name ? <Text type="secondary">{item.store_name}</Text> : null}
          {priceLine}
          <AddButton item={item} moduleType={moduleType} onAdd={onAdd} />
        </div>
      </PlainCard>
    );
  }

  return (
    <PlainCard
      role="article"
      aria-label={item.name}
      data-layout={layout}
      hoverable
      {...hoverProps}
      styles={{
        body: { padding: 12, display: 'flex', flexDirection: row ? 'row' : 'column', gap: row ? 12 : 6, flex: 1 },
      }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      cover={row ? undefined : picture}
    >
      {row ? picture : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, flex: 1, minWidth: 0 }}>
        <Text strong title={item.name} style={{ fontSize: layout === 'popular' ? 14 : 15 }}>
          {name}
        </Text>
        {item.store_name ? (
          <Text type="secondary" style={{ fontSize: 12 }}>
            <StoreLink
              id={item.store_id}
              moduleId={item.module_id}
              storeZoneId={item.zone_id}
              moduleType={item.module_type}
              style={{ color: 'inherit' }}
            >
              {item.store_name}
            </StoreLink>
          </Text>
        ) : null}
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', fontSize: 12 }}>
          <span title={t('Rating')}>
            <StarFilled style={{ color: '#faad14', marginInlineEnd: 4 }} aria-hidden />
            <span>{formatDecimal(rating, digits)}</span>
            {item.rating_count ? <Text type="secondary"> ({item.rating_count})</Text> : null}
          </span>
          {isFood ? (
            <VegMarker veg={item.veg === 1} />
          ) : (
            <Text type="secondary">{item.unit_type ? item.unit_type : t('No unit type')}</Text>
          )}
          {isFood && item.is_halal === 1 ? (
            <PlainTag color="cyan" style={{ margin: 0 }}>
              {t('Halal')}
            </PlainTag>
          ) : null}
        </div>
        {priceLine}
        <AddButton item={item} moduleType={moduleType} onAdd={onAdd} compact={layout === 'popular' || row} />
      </div>
    </PlainCard>
  );
}

/** The food module's veg / non-veg marker: a green or red dot in a square, with its name for screen readers. */
export function VegMarker({ veg }: { veg: boolean }) {
  const t = useT();
  const color = veg ? '#52c41a' : '#f5222d';
  const label = veg ? t('Veg') : t('Non-Veg');
  return (
    <span role="img" aria-label={label} title={label} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span
        aria-hidden
        style={{
          width: 14,
          height: 14,
          border: `2px solid ${color}`,
          borderRadius: 2,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <span style={{ width: 6, height: 6, borderRadius: '50%', background: color }} />
      </span>
      <Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Text>
    </span>
  );
}

/** Quick view (the item dialog), the wishlist heart (mf-account's) and add, over the picture while the card is hovered or focused. */
function HoverActions({ item, moduleType, onAdd }: Pick<ItemCardProps, 'item' | 'moduleType' | 'onAdd'>) {
  const t = useT();
  const blocked = isOutOfStock(item, moduleType);
  return (
    <div
      role="group"
      aria-label={t('Quick actions')}
      style={{
        position: 'absolute',
        insetInlineEnd: 8,
        top: 8,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        background: 'rgba(255, 255, 255, 0.92)',
        borderRadius: 20,
        padding: 2,
      }}
    >
      <Button
        type="text"
        shape="circle"
        icon={<EyeOutlined aria-hidden />}
        aria-label={`${t('Quick view')}: ${item.name}`}
        onClick={(event) => {
          event.preventDefault();
          emit({ type: 'item/open', item });
        }}
      />
      <RemoteMount remote="mf_account" expose="./WishlistHeart" props={{ itemId: item.id }} loading={null} compact />
      {blocked ? null : (
        <Button
          type="text"
          shape="circle"
          icon={<ShoppingCartOutlined aria-hidden />}
          aria-label={`${hasOptions(item) ? t('Choose options') : t('Add to cart')}: ${item.name}`}
          onClick={(event) => {
            event.preventDefault();
            onAdd(item);
          }}
        />
      )}
    </div>
  );
}

function AddButton({
  item,
  moduleType,
  onAdd,
  compact = false,
}: Pick<ItemCardProps, 'item' | 'moduleType' | 'onAdd'> & { compact?: boolean }) {
  const t = useT();
  const size = compact ? 'small' : 'middle';
  if (isOutOfStock(item, moduleType)) {
    return (
      <Button block disabled size={size}>
        {t('Out of Stock')}
      </Button>
    );
  }
  if (hasOptions(item)) {
    // the item dialog (mf-cart, `item/open`) asks for the options, then adds; ecommerce opens the product page
    return (
      <Button block size={size} aria-label={`${t('Choose options')}: ${item.name}`} onClick={() => onAdd(item)}>
        {t('Choose options')}
      </Button>
    );
  }
  return (
    <Button
      block
      size={size}
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden />}
      aria-label={`${t('Add to cart')}: ${item.name}`}
      onClick={() => onAdd(item)}
    >
      {t('Add to cart')}
    </Button>
  );
}
