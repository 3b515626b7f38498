import { emit, PlainCard, tokenAtom, usePriceFormatter, Typography } from '@storefront/platform';
import { discountedPrice } from '@storefront/domain';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useT } from '../../../i18n';
import { SafeImage } from '../../home/shared/components/safe-image';
import type { CampaignItem } from '../api/get-campaigns';
import { OneLineText } from '../../items/components/one-line-text';

/** The item dialog's own not-logged-in text (mf-cart), so both say the same. */
export const NOT_LOGGED_IN = 'You are not logged in';

export interface CampaignItemCardProps {
  item: CampaignItem;
}

/** A campaign item: only Order Now (shopping-core §4), which needs a token; with one it opens the item dialog. */
export function CampaignItemCard({ item }: CampaignItemCardProps) {
  const t = useT();
  const token = useAtomValue(tokenAtom);
  const formatPrice = usePriceFormatter();
  const price = Number(item.price) || 0;
  const orderNow = () => {
    if (!token) emit({ type: 'auth/required', message: t('You are not logged in') });
    else emit({ type: 'item/open', item });
  };
  return (
    <PlainCard
      role="article"
      aria-label={item.name}
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column', gap: 6 } }}
      style={{ height: '100%' }}
    >
      <SafeImage src={item.image_full_url} alt={item.name} width={240} height={160} fluid />
      <OneLineText strong title={item.name}>
        {item.name}
      </OneLineText>
      <Typography.Text>{formatPrice(discountedPrice(price, item))}</Typography.Text>
      <Button type="primary" block onClick={orderNow} aria-label={`${t('Order Now')}: ${item.name}`}>
        {t('Order Now')}
      </Button>
    </PlainCard>
  );
}
