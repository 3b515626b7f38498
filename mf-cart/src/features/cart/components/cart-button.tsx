import { ShoppingCartOutlined } from '@ant-design/icons';
import { CountBadge, emit } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { useCart } from '../api/get-cart';
import { useCartSync } from '../hooks/use-cart-sync';

/** The navbar's cart: the number of lines in a badge (kept in sync with the other tabs); opens the drawer. */
export function CartButton() {
  const t = useT();
  const { lines } = useCart();
  useCartSync();
  const count = lines.length;
  const label = count > 0 ? `${t('Shopping Cart')}: ${t('{count} items', { count })}` : t('Shopping Cart');
  return (
    <CountBadge count={count} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<ShoppingCartOutlined aria-hidden />}
        aria-label={label}
        title={t('Shopping Cart')}
        onClick={() => emit({ type: 'cart/open' })}
      />
    </CountBadge>
  );
}
