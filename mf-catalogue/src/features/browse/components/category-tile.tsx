import { PlainCard, Typography } from '@storefront/platform';
import { Link } from 'react-router';
import { ItemImage } from '../../items/components/item-image';
import { OneLineText } from '../../items/components/one-line-text';

/** A picture and a name linking somewhere: the categories grid and the brands grid (their images fall back the same way). */
export function Tile({ to, name, image, note }: { to: string; name: string; image: string | null | undefined; note?: string }) {
  return (
    <Link to={to} aria-label={name} style={{ display: 'block', height: '100%' }}>
      <PlainCard
        hoverable
        cover={<ItemImage src={image ?? undefined} alt="" />}
        styles={{ body: { padding: 10, textAlign: 'center' } }}
        style={{ height: '100%' }}
      >
        <OneLineText strong title={name}>
          {name}
        </OneLineText>
        {note ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {note}
          </Typography.Text>
        ) : null}
      </PlainCard>
    </Link>
  );
}

export const tileGrid = (perRow: number | 'auto'): React.CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: perRow === 'auto' ? 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))' : `repeat(${perRow}, minmax(0, 1fr))`,
  gap: 16,
});
