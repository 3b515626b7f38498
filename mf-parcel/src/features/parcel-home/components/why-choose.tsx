import { useT } from '../../../i18n';
import { useWhyChoose } from '../api/parcel-home';
import { Typography } from '@storefront/platform';

/** The why-choose strip: the platform's reasons, each with its image. */
export function WhyChoose() {
  const t = useT();
  const { data: cards } = useWhyChoose();
  if (!cards || cards.length === 0) return null;
  return (
    <section aria-labelledby="parcel-why-choose-title">
      <Typography.Title level={3} id="parcel-why-choose-title">
        {t('Why choose us')}
      </Typography.Title>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
        }}
      >
        {cards.map((card) => (
          <li key={card.id} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            <img src={card.image_full_url} alt="" width={48} height={48} style={{ borderRadius: 24, flex: 'none' }} />
            <div>
              <Typography.Text strong>{card.title}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {card.short_description}
              </Typography.Paragraph>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
