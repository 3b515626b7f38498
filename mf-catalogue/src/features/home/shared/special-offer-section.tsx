import { routes } from '@storefront/contract';
import { moduleAtom } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useDiscountedItems } from './api/get-discounted-items';
import { Carousel } from './components/carousel';
import { useItemCards } from './components/item-cards';
import { SectionFrame, SectionSkeleton } from './components/section-frame';

/** Discounted carousel: loops only with more than 5 items, 5 per view on desktop, autoplay 4000 ms (spec §9). */
export const SPECIAL_OFFER_LOOP_OVER = 5;
export const SPECIAL_OFFER_AUTOPLAY_MS = 4000;

/** The special-offer carousel (spec §2) with View all to the discounted results. */
export function SpecialOfferSection() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const { data, isLoading } = useDiscountedItems();
  const cardOf = useItemCards('popular');
  if (isLoading) return <SectionSkeleton cards={5} cardHeight={240} cardWidth={200} height={380} />;
  const items = Array.isArray(data?.products) ? data.products.filter((item) => item?.id) : [];
  if (items.length === 0) return null;
  return (
    <SectionFrame
      title={t('Special Offers for You')}
      testId="special-offer-section"
      extra={<Link to={routes.specialOffers({ moduleId: module?.id })}>{t('View all')}</Link>}
    >
      <Carousel
        label={t('Special Offers for You')}
        slideWidth="max(min(100%, 180px), calc((100% - 64px) / 5))"
        autoplayMs={SPECIAL_OFFER_AUTOPLAY_MS}
        loop={items.length > SPECIAL_OFFER_LOOP_OVER}
      >
        {items.map(cardOf)}
      </Carousel>
    </SectionFrame>
  );
}
