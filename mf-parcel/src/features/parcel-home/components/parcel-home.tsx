import { routes } from '@storefront/contract';
import { isSignedInAtom, PlainCard, Typography } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { TrackOrderForm } from '../../track-order/components/track-order-form';
import { BannerCarousel } from './banner-carousel';
import { CategoryGrid } from './category-grid';
import { EasiestWay } from './easiest-way';
import { WhyChoose } from './why-choose';

/** The tracking form on the parcel home: it opens /track-order, which tracks at once with the values it is given. */
function TrackSection() {
  const t = useT();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="parcel-track-title">
      <PlainCard>
        <Typography.Title level={3} id="parcel-track-title">
          {t('Track your order')}
        </Typography.Title>
        <TrackOrderForm
          isGuest={!isSignedIn}
          initialValues={{ orderId: '', contactNumber: '' }}
          loading={false}
          onSubmit={(values) =>
            navigate(`${routes.trackOrder()}?${new URLSearchParams({ order_id: values.orderId, contact_number: values.contactNumber })}`)
          }
        />
      </PlainCard>
    </section>
  );
}

/** The parcel module's home (spec: discovery-and-modules §2 Per-module homes, Parcel). */
export function ParcelHome() {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px', display: 'grid', gap: 40 }}>
      <CategoryGrid />
      <BannerCarousel />
      <WhyChoose />
      <EasiestWay />
      <TrackSection />
    </div>
  );
}
