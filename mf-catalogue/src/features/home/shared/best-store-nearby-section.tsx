import { moduleAtom, useConfig } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { StoreCard } from '../../stores/components/store-card';
import { usePopularStores } from './api/get-popular-stores';
import { Carousel } from './components/carousel';
import { ChoiceButtons } from './components/choice-buttons';
import { SectionFrame, SectionSkeleton } from './components/section-frame';
import { orderStores, type StoreTab } from './utils/store-tabs';

/** "Best Store Nearby" (spec §2): the popular stores as a carousel, ordered by the chosen tab (§4). */
export function BestStoreNearbySection() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const digits = useConfig().data?.digit_after_decimal_point ?? 2;
  const { data, isLoading } = usePopularStores();
  const [tab, setTab] = useState<StoreTab>('Popular');
  if (isLoading) return <SectionSkeleton cards={4} cardHeight={220} cardWidth={240} height={358} />;
  const stores = Array.isArray(data?.stores) ? data.stores.filter((store) => store?.id) : [];
  if (stores.length === 0) return null;
  const labels: Record<StoreTab, string> = { Popular: t('Popular'), 'Top Rated': t('Top Rated'), New: t('New') };
  return (
    <SectionFrame
      title={t('Best Store Nearby')}
      testId="best-store-nearby-section"
      extra={
        <ChoiceButtons
          label={t('Order stores by')}
          value={tab}
          onChange={setTab}
          options={(['Popular', 'Top Rated', 'New'] as const).map((value) => ({ value, label: labels[value] }))}
        />
      }
    >
      <Carousel key={tab} label={t('Best Store Nearby')} slideWidth="min(100%, 240px)">
        {orderStores(stores, tab).map((store) => (
          <StoreCard key={store.id} store={store} digits={digits} moduleType={module?.module_type} />
        ))}
      </Carousel>
    </SectionFrame>
  );
}
