import type { WishlistHeartProps } from '@storefront/contract';
import '../i18n';
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart';

/** `mf_account/WishlistHeart`: the heart of an item card, the item dialog or the store page. */
export default function WishlistHeartExpose(props: WishlistHeartProps) {
  return <WishlistHeart {...props} />;
}
