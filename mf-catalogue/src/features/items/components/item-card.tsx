import { ShoppingCartOutlined, StarFilled } from '@ant-design/icons';
import { routes, type Item, type ModuleType } from '@storefront/contract';
import { discountBadge, discountedPrice, formatDecimal, hasDiscount } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Button, Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { StoreLink } from '../../stores/components/store-link';
import { displayName, hasOptions, isOutOfStock } from '../utils/item-display';
import { ItemImage } from './item-image';

export interface ItemCardProps {
  item: Item;
  moduleType: ModuleType | undefined;
  formatPrice: (amount: number) => string;
  /** digit_after_decimal_point of the config. */
  digits: number;
  onAdd: (item: Item) => void;
}

const { Text } = Typography;

export function ItemCard({ item, moduleType, formatPrice, digits, onAdd }: ItemCardProps) {
  const t = useT();
  const isFood = moduleType === 'food';
  const discount = discountBadge(item);
  const badge = discount ? (discount.type === 'percent' ? discount.text : formatPrice(discount.value)) : null;
  const price = Number(item.price) || 0;
  const rating = Number(item.avg_rating) || 0;

  return (
    <Card
      role="article"
      aria-label={item.name}
      hoverable
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 6, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      cover={
        <div style={{ position: 'relative' }}>
          <ItemImage src={item.image_full_url ?? undefined} alt={item.name} />
          {badge ? (
            <Tag color="red" style={{ position: 'absolute', top: 8, insetInlineStart: 8, margin: 0 }}>
              {t('{value} OFF', { value: badge })}
            </Tag>
          ) : null}
        </div>
      }
    >
      <Text strong title={item.name} style={{ fontSize: 15 }}>
        {moduleType === 'ecommerce' ? (
          // ecommerce items have their own page (shopping-core §1)
          <Link to={routes.product({ id: item.slug || item.id, moduleId: item.module_id })} style={{ color: 'inherit' }}>
            {displayName(item, moduleType)}
          </Link>
        ) : (
          displayName(item, moduleType)
        )}
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
          <Tag color={item.veg === 1 ? 'green' : 'volcano'} style={{ margin: 0 }}>
            {item.veg === 1 ? t('Veg') : t('Non-Veg')}
          </Tag>
        ) : (
          <Text type="secondary">{item.unit_type ? item.unit_type : t('No unit type')}</Text>
        )}
      </div>
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
      <AddButton item={item} moduleType={moduleType} onAdd={onAdd} />
    </Card>
  );
}

function AddButton({ item, moduleType, onAdd }: Pick<ItemCardProps, 'item' | 'moduleType' | 'onAdd'>) {
  const t = useT();
  if (isOutOfStock(item, moduleType)) {
    return (
      <Button block disabled>
        {t('Out of Stock')}
      </Button>
    );
  }
  if (hasOptions(item)) {
    // the item dialog (mf-cart, `item/open`) asks for the options, then adds
    return (
      <Button block aria-label={`${t('Choose options')}: ${item.name}`} onClick={() => onAdd(item)}>
        {t('Choose options')}
      </Button>
    );
  }
  return (
    <Button
      block
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden />}
      aria-label={`${t('Add to cart')}: ${item.name}`}
      onClick={() => onAdd(item)}
    >
      {t('Add to cart')}
    </Button>
  );
}
