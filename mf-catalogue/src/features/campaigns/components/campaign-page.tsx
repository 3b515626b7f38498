import { campaignEnd } from '@storefront/domain';
import { EmptyState, moduleAtom, useConfig, Typography, Skeleton } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { useT } from '../../../i18n';
import { SafeImage } from '../../home/shared/components/safe-image';
import { StoreCard } from '../../stores/components/store-card';
import { useCampaignDetails } from '../api/get-campaigns';
import { TimedOfferPage } from './timed-offer-page';

const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: 16 };

/** The campaign's id from /campaigns/{id}: the number, or the number a slug ends with (`fresh-week-4`). */
export function campaignIdOf(segment: string | undefined): string | null {
  const match = /^(?:.*-)?(\d{1,9})$/.exec(segment ?? '');
  return match ? match[1]! : null;
}

/**
 * /campaigns/{id} (spec §2): the campaign's picture and text, its countdown and its stores; once it is over,
 * 'This campaign is over' and no stores to order from. Needs a picked zone.
 */
export function CampaignPage() {
  const t = useT();
  const { id: segment } = useParams();
  const id = campaignIdOf(segment);
  const module = useAtomValue(moduleAtom);
  const digits = useConfig().data?.digit_after_decimal_point ?? 2;
  const query = useCampaignDetails(id);

  return (
    <TimedOfferPage
      id={id}
      query={query}
      texts={{
        notFound: t('Campaign not found'),
        notFoundHint: t('This campaign is not available in your area.'),
        loadFailed: t('The campaign could not be loaded.'),
        over: t('This campaign is over'),
        timer: t('Campaign ends in'),
      }}
      skeleton={
        <>
          <Skeleton.Node active style={{ width: '100%', height: 220 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </>
      }
      header={(data) => ({
        title: data.title,
        end: campaignEnd(data.available_date_ends, data.end_time),
        media: <SafeImage src={data.image_full_url} alt={data.title} width={1200} height={300} fluid radius={12} eager />,
        subtitle:
          data.available_date_starts && data.available_date_ends
            ? t('From {start} to {end}', { start: data.available_date_starts, end: data.available_date_ends })
            : null,
      })}
    >
      {(data, over) => {
        const stores = Array.isArray(data.stores) ? data.stores : [];
        return (
          <>
            {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
            {over ? null : (
              <>
                <Typography.Title level={3}>{t('Stores in this campaign')}</Typography.Title>
                {stores.length === 0 ? (
                  <EmptyState title={t('No stores in this campaign in your area yet.')} />
                ) : (
                  <div style={grid}>
                    {stores.map((store) => (
                      <StoreCard key={store.id} store={store} digits={digits} moduleType={module?.module_type} />
                    ))}
                  </div>
                )}
              </>
            )}
          </>
        );
      }}
    </TimedOfferPage>
  );
}

export default CampaignPage;
