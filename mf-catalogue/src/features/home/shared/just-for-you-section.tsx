import { routes } from '@storefront/contract';
import { moduleAtom, PlainCard } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useBasicCampaigns, useItemCampaigns } from '../../campaigns/api/get-campaigns';
import { CampaignItemCard } from '../../campaigns/components/campaign-item-card';
import { Carousel } from './components/carousel';
import { SafeImage } from './components/safe-image';
import { SectionFrame, SectionSkeleton } from './components/section-frame';
import { OneLineText } from '../../items/components/one-line-text';

/** "Just For You" (spec §2): the module's running campaigns, each opening /campaigns/{id}, then its campaign items. */
export function JustForYouSection() {
  const t = useT();
  const module = useAtomValue(moduleAtom);
  const basic = useBasicCampaigns();
  const items = useItemCampaigns();
  if (basic.isLoading || items.isLoading) return <SectionSkeleton cards={4} cardHeight={200} height={324} />;
  const campaigns = Array.isArray(basic.data) ? basic.data : [];
  const campaignItems = Array.isArray(items.data) ? items.data : [];
  if (campaigns.length + campaignItems.length === 0) return null;
  return (
    <SectionFrame title={t('Just For You')} testId="just-for-you-section">
      <Carousel label={t('Just For You')} slideWidth="min(100%, 260px)">
        {[
          ...campaigns.map((campaign) => (
            <PlainCard
              key={`c${campaign.id}`}
              role="article"
              aria-label={campaign.title}
              styles={{ body: { padding: 12 } }}
              style={{ height: '100%' }}
            >
              <Link to={routes.campaign({ id: campaign.id, moduleId: module?.id })} style={{ color: 'inherit', display: 'block' }}>
                <SafeImage src={campaign.image_full_url} alt={campaign.title} width={240} height={160} fluid />
                <OneLineText strong title={campaign.title} style={{ display: 'block', marginTop: 8 }}>
                  {campaign.title}
                </OneLineText>
              </Link>
            </PlainCard>
          )),
          ...campaignItems.map((item) => <CampaignItemCard key={`i${item.id}`} item={item} />),
        ]}
      </Carousel>
    </SectionFrame>
  );
}
