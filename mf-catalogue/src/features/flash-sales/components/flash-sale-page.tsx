import { hasLocationAtom, EmptyState, emit } from '@storefront/platform';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { Countdown } from '../../campaigns/components/countdown';
import { useFlashSaleItems } from '../api/get-flash-sale-items';
import { FlashSaleItemCard } from './flash-sale-item-card';

const grid: React.CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: 16 };

/** /flash-sales?id= (spec §2): the sale's products with their stock progress, and when it ends. */
export function FlashSalePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const validId = id && /^\d{1,9}$/.test(id) ? id : null;
  const hasLocation = useAtomValue(hasLocationAtom);
  const { data, error, isLoading, mutate } = useFlashSaleItems(validId);

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
  if (!validId) return <EmptyState title={t('Flash sale not found')} />;
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (error || !data) {
    const notFound = (error as { status?: number } | undefined)?.status === 404;
    return notFound ? (
      <EmptyState title={t('Flash sale not found')} description={t('This flash sale is over or is not available in your area.')} />
    ) : (
      <Result
        status="warning"
        title={t('The flash sale could not be loaded.')}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const products = (Array.isArray(data.active_products) ? data.active_products : []).filter((p) => p?.item);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {data.flash_sale.title || t('Flash Sale')}
        </Typography.Title>
        <div>
          <Typography.Text type="secondary">{t('Ends in')}</Typography.Text>
          <Countdown end={Date.parse(data.flash_sale.end_date)} overText={t('This flash sale is over')} label={t('Flash sale ends in')} />
        </div>
      </div>
      {products.length === 0 ? (
        <EmptyState title={t('Items not found!')} />
      ) : (
        <div style={grid}>
          {products.map((product) => (
            <FlashSaleItemCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </div>
  );
}

export default FlashSalePage;
