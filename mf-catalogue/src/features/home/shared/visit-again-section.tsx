import { isSignedInAtom, moduleAtom, useConfig } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useT } from '../../../i18n';
import { StoreCard } from '../../stores/components/store-card';
import { useVisitAgain } from './api/get-visit-again';
import { Carousel } from './components/carousel';
import { SectionFrame, SectionSkeleton } from './components/section-frame';

/** The visit-again strip (spec §2): a signed-in customer's recent stores; nothing for a guest. */
export function VisitAgainSection() {
  const t = useT();
  const signedIn = useAtomValue(isSignedInAtom);
  const module = useAtomValue(moduleAtom);
  const digits = useConfig().data?.digit_after_decimal_point ?? 2;
  const { data, isLoading } = useVisitAgain();
  if (!signedIn) return null;
  if (isLoading) return <SectionSkeleton cards={4} cardHeight={220} cardWidth={240} height={358} />;
  const stores = Array.isArray(data) ? data.filter((store) => store?.id) : [];
  if (stores.length === 0) return null;
  return (
    <SectionFrame title={t('Visit Again')} testId="visit-again-section">
      <Carousel label={t('Visit Again')} slideWidth="min(100%, 240px)">
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} digits={digits} moduleType={module?.module_type} />
        ))}
      </Carousel>
    </SectionFrame>
  );
}
