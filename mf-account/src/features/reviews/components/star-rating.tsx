import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useT } from '../../../i18n';

/**
 * Five stars as a radio group (antd's Rate is not in the shared list, and a few buttons cost
 * less than adding it to every page's first view). Read-only without `onChange`.
 */
export function StarRating({
  value,
  onChange,
  label,
  id,
}: {
  value: number;
  onChange?: (value: number) => void;
  label: string;
  id?: string;
}) {
  const t = useT();
  const stars = [1, 2, 3, 4, 5];
  if (!onChange) {
    return (
      <span role="img" aria-label={t('{stars} of 5 stars', { stars: value })} style={{ color: '#fadb14', whiteSpace: 'nowrap' }}>
        {stars.map((star) => (star <= value ? <StarFilled key={star} aria-hidden /> : <StarOutlined key={star} aria-hidden />))}
      </span>
    );
  }
  return (
    <div role="radiogroup" aria-label={label} id={id} style={{ display: 'inline-flex', gap: 4 }}>
      {stars.map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('{stars} of 5 stars', { stars: star })}
          onClick={() => onChange(star)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(5, value + 1));
            if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, value - 1));
          }}
          style={{
            background: 'none',
            border: 0,
            padding: 2,
            cursor: 'pointer',
            fontSize: 24,
            color: star <= value ? '#fadb14' : '#bfbfbf',
          }}
        >
          {star <= value ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        </button>
      ))}
    </div>
  );
}
