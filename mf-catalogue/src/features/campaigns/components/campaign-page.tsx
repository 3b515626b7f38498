import { campaignEnd } from '@storefront/domain';
import { EmptyState, emit, hasLocationAtom, moduleAtom, useConfig } from '@storefront/platform';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { useT } from '../../../i18n';
import { SafeImage } from '../../home/shared/components/safe-image';
import { StoreCard } from '../../stores/components/store-card';
import { useCampaignDetails } from '../api/get-campaigns';
import { Countdown } from './countdown';

const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: 16 };

/** The campaign's id from /campaigns/{id}: the number, or the number a slug ends with (`fresh-week-4`). */
export function campaignIdOf(segment: string | undefined): string | null {
  const match = /^(?:.*-)?(\d{1,9})$/.exec(segment ?? '');
  return match ? match[1]! : null;
}

/** /campaigns/{id} (spec §2): the campaign's picture and text, its countdown, its stores. Needs a picked zone. */
export function CampaignPage() {
  const t = useT();
  const { id: segment } = useParams();
  const id = campaignIdOf(segment);
  const hasLocation = useAtomValue(hasLocationAtom);
  const module = useAtomValue(moduleAtom);
  const digits = useConfig().data?.digit_after_decimal_point ?? 2;
  const { data, error, isLoading, mutate } = useCampaignDetails(id);

  if (!hasLocation) {
    return (
      <Result
        status="info"
        title={t('You must pick a zone to access this page.')}
        extra={
          <Button type="primary" onClick={() => emit({ type: 'location/pick' })}>
            {t('Pick a location')}
          </Button>
        }
      />
    );
  }
  if (!id) return <EmptyState title={t('Campaign not found')} />;
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading')}>
        <Skeleton.Node active style={{ width: '100%', height: 220 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (error || !data) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState title={t('Campaign not found')} description={t('This campaign is over or is not available in your area.')} />
    ) : (
      <Result
        status="warning"
        title={t('The campaign could not be loaded.')}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const stores = Array.isArray(data.stores) ? data.stores : [];
  return (
    <article aria-labelledby="campaign-title">
      <SafeImage src={data.image_full_url} alt={data.title} width={1200} height={300} fluid radius={12} eager />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12, margin: '16px 0' }}>
        <div>
          <Typography.Title level={2} id="campaign-title" style={{ margin: 0 }}>
            {data.title}
          </Typography.Title>
          {data.available_date_starts && data.available_date_ends ? (
            <Typography.Text type="secondary">
              {t('From {start} to {end}', { start: data.available_date_starts, end: data.available_date_ends })}
            </Typography.Text>
          ) : null}
        </div>
        <Countdown
          end={campaignEnd(data.available_date_ends, data.end_time)}
          overText={t('This campaign is over')}
          label={t('Campaign ends in')}
        />
      </div>
      {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
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
    </article>
  );
}

export default CampaignPage;
