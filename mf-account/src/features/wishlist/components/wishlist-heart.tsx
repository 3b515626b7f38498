import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { WishlistHeartProps } from '@storefront/contract';
import { isSignedInAtom, toast, type ApiError } from '@storefront/platform';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { wishlistServerMessage } from '../api/server-messages';
import { addToWishList, isWished, removeFromWishList, useWishList, type WishTarget } from '../api/wishlist';

/** The spec's text for a visitor (shopping-core §6). */
export const NOT_LOGGED_IN = 'You are not logged in';

/**
 * The wishlist heart of a card, the item dialog or the store page: adds or removes the item
 * (or store), toggles once the server agrees and toasts its message; a visitor is told to sign in.
 */
export function WishlistHeart({ itemId, storeId }: WishlistHeartProps) {
  const t = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const list = useWishList();
  const [busy, setBusy] = useState(false);
  const target: WishTarget | null = itemId !== undefined ? { itemId } : storeId !== undefined ? { storeId } : null;
  if (!target) return null;
  const wished = signedIn && isWished(list.data, target);

  const toggle = async () => {
    if (!signedIn) {
      toast('error', t(NOT_LOGGED_IN));
      return;
    }
    setBusy(true);
    try {
      const answer = wished ? await removeFromWishList(target) : await addToWishList(target);
      toast('success', wishlistServerMessage(answer.message, t));
      await list.mutate();
    } catch (error) {
      toast('error', wishlistServerMessage((error as ApiError).message, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="text"
      shape="circle"
      loading={busy}
      aria-pressed={wished}
      aria-label={wished ? t('Remove from wishlist') : t('Add to wishlist')}
      icon={wished ? <HeartFilled aria-hidden style={{ color: '#ff4d4f' }} /> : <HeartOutlined aria-hidden />}
      onClick={(event) => {
        // a card or row around the heart must not open as well
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    />
  );
}
