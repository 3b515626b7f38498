import '../i18n';
import { WishlistButton } from '../features/wishlist/components/wishlist-button';

/** `mf_account/WishlistButton`: the navbar's Wish list button with its count and the wishlist drawer. */
export default function WishlistButtonExpose() {
  return <WishlistButton />;
}
