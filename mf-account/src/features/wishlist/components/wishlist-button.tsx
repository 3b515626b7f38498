import { HeartOutlined } from '@ant-design/icons';
import { CountBadge, emit, isSignedInAtom } from '@storefront/platform';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useT } from '../../../i18n';
import { useWishList } from '../api/wishlist';
import { WishlistDrawer } from './wishlist-drawer';

/**
 * The navbar's Wish list button with the number of wished items and stores; it opens the
 * drawer through `wishlist/open`, which any app may emit. Shown to signed-in customers only.
 */
export function WishlistButton() {
  const t = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const { data } = useWishList();
  if (!signedIn) return null;
  const count = (data?.item.length ?? 0) + (data?.store.length ?? 0);
  return (
    <>
      <CountBadge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          size="large"
          icon={<HeartOutlined aria-hidden />}
          aria-label={count > 0 ? `${t('Wish list')}: ${count}` : t('Wish list')}
          title={t('Wish list')}
          onClick={() => emit({ type: 'wishlist/open' })}
        />
      </CountBadge>
      <WishlistDrawer />
    </>
  );
}
