import { routes } from '@storefront/contract';
import { PlainCard, Typography, Skeleton } from '@storefront/platform';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { selectedParcelCategoryAtom } from '../../parcel-order/api/selected-category';
import { useParcelCategories } from '../api/parcel-home';

const gridStyle: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: 16,
};

/** "We Deliver Everything": a card per parcel category; choosing one saves it, then opens the parcel form. */
export function CategoryGrid() {
  const t = useT();
  const { data: categories, isLoading } = useParcelCategories();
  const select = useSetAtom(selectedParcelCategoryAtom);
  const navigate = useNavigate();

  return (
    <section aria-labelledby="parcel-categories-title">
      <Typography.Title level={2} id="parcel-categories-title" style={{ marginBottom: 4 }}>
        {t('We Deliver Everything')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('What are you wish to send?')}</Typography.Paragraph>
      {isLoading ? <Skeleton active /> : null}
      <ul style={{ ...gridStyle, listStyle: 'none', padding: 0, margin: 0 }}>
        {(categories ?? []).map((category) => (
          <li key={category.id}>
            <PlainCard
              hoverable
              role="button"
              tabIndex={0}
              aria-label={category.name}
              style={{ height: '100%' }}
              onClick={() => {
                select(category);
                navigate(routes.parcelDeliveryInfo());
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                select(category);
                navigate(routes.parcelDeliveryInfo());
              }}
            >
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <img src={category.image_full_url} alt="" width={56} height={56} style={{ borderRadius: 8, flex: 'none' }} />
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{category.name}</Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
                    {category.description}
                  </Typography.Paragraph>
                </div>
              </div>
            </PlainCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
