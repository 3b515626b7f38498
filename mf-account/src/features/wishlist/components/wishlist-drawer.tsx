import type { Item, Store } from '@storefront/contract';
import { routes } from '@storefront/contract';
import {
  EmptyState,
  emit,
  isRtl,
  moduleAtom,
  useBusEvent,
  useLanguage,
  usePriceFormatter,
  Typography,
  Skeleton,
} from '@storefront/platform';
import { Flex } from 'antd';
import { Alert, Avatar, Drawer, Radio } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { wishlistServerMessage } from '../api/server-messages';
import { useWishList } from '../api/wishlist';
import { WishlistHeart } from './wishlist-heart';

type Tab = 'items' | 'stores';

/**
 * The wishlist side drawer (spec: shopping-core §2), opened by `wishlist/open`: right (left in
 * RTL), at most 523 px, the items and stores tabs (foods and restaurants in the food module).
 */
export function WishlistDrawer() {
  const t = useT();
  const rtl = isRtl(useLanguage());
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('items');
  const moduleType = useAtomValue(moduleAtom)?.module_type;
  const food = moduleType === 'food';
  const list = useWishList();
  const navigate = useNavigate();
  useBusEvent('wishlist/open', () => setOpen(true));

  const openItem = (item: Item) => {
    setOpen(false);
    if ((item.module_type ?? moduleType) === 'ecommerce') navigate(routes.product({ id: item.slug || item.id, moduleId: item.module_id }));
    else emit({ type: 'item/open', item });
  };
  const openStore = (store: Store) => {
    setOpen(false);
    navigate(routes.store({ id: store.slug || store.id, moduleId: store.module_id, storeZoneId: store.zone_id }));
  };

  const items = list.data?.item ?? [];
  const stores = list.data?.store ?? [];
  let body: React.ReactNode;
  if (list.isLoading && !list.data) body = <Skeleton avatar active paragraph={{ rows: 2 }} />;
  else if (list.error && !list.data) body = <Alert type="error" showIcon title={wishlistServerMessage(list.error.message, t)} />;
  else if (tab === 'items')
    body =
      items.length === 0 ? (
        <EmptyState title={food ? t('No favourite foods found') : t('No favourite items found')} />
      ) : (
        <Rows label={food ? t('Foods') : t('Items')}>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} onOpen={() => openItem(item)} />
          ))}
        </Rows>
      );
  else
    body =
      stores.length === 0 ? (
        <EmptyState title={food ? t('No favourite restaurants found') : t('No favourite stores found')} />
      ) : (
        <Rows label={food ? t('Restaurants') : t('Stores')}>
          {stores.map((store) => (
            <StoreRow key={store.id} store={store} onOpen={() => openStore(store)} />
          ))}
        </Rows>
      );

  return (
    <Drawer open={open} onClose={() => setOpen(false)} title={t('Wish list')} placement={rtl ? 'left' : 'right'} size="min(523px, 100vw)">
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={tab}
        onChange={(event) => setTab(event.target.value as Tab)}
        style={{ marginBottom: 16 }}
        options={[
          { value: 'items', label: food ? t('Foods') : t('Items') },
          { value: 'stores', label: food ? t('Restaurants') : t('Stores') },
        ]}
      />
      {body}
    </Drawer>
  );
}

function Rows({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      {children}
    </ul>
  );
}

function ItemRow({ item, onOpen }: { item: Item; onOpen: () => void }) {
  const price = usePriceFormatter();
  return (
    <WishedRow image={item.image_full_url} title={item.name} onOpen={onOpen} heart={<WishlistHeart itemId={item.id} />}>
      {item.store_name && <Typography.Text type="secondary">{item.store_name}</Typography.Text>}
      <Typography.Text>{price(item.price)}</Typography.Text>
    </WishedRow>
  );
}

function StoreRow({ store, onOpen }: { store: Store; onOpen: () => void }) {
  return (
    <WishedRow image={store.logo_full_url} title={store.name} onOpen={onOpen} heart={<WishlistHeart storeId={store.id} />}>
      {store.address && (
        <Typography.Text type="secondary">
          <bdi>{store.address}</bdi>
        </Typography.Text>
      )}
    </WishedRow>
  );
}

/** One wished item or store: picture, name and details open it (click, Enter or Space); the heart takes it off the list. */
function WishedRow(props: { image?: string | null; title: string; onOpen: () => void; heart: React.ReactNode; children: React.ReactNode }) {
  const { image, title, onOpen, heart, children } = props;
  return (
    <li>
      <Flex align="center" gap={12}>
        <Flex
          align="center"
          gap={12}
          role="button"
          tabIndex={0}
          style={{ flex: 1, cursor: 'pointer', minWidth: 0 }}
          onClick={onOpen}
          onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onOpen()}
        >
          <Avatar shape="square" size={56} src={image || undefined} alt="" />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {title}
            </Typography.Text>
            {children}
          </Flex>
        </Flex>
        {heart}
      </Flex>
    </li>
  );
}
