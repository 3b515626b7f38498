import { useT } from '../../../i18n';
import { useState } from 'react';
import { ItemImage } from '../../items/components/item-image';

export interface ProductGalleryProps {
  images: string[];
  name: string;
}

/** The product's pictures: a large one and a row of thumbnails that choose it. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const t = useT();
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];
  return (
    <div>
      <div style={{ borderRadius: 8, overflow: 'hidden' }}>
        <ItemImage src={current} alt={name} />
      </div>
      {images.length > 1 ? (
        <div role="group" aria-label={t('Pictures')} style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
          {images.map((src, index) => (
            <button
              key={`${src}-${index}`}
              type="button"
              aria-label={t('Picture {number}', { number: index + 1 })}
              aria-pressed={index === chosen}
              onClick={() => setChosen(index)}
              style={{
                padding: 0,
                border: index === chosen ? '2px solid #1677ff' : '2px solid transparent',
                borderRadius: 6,
                background: 'none',
                cursor: 'pointer',
                width: 64,
              }}
            >
              <img
                src={src}
                alt=""
                width={60}
                height={45}
                style={{ display: 'block', objectFit: 'cover', borderRadius: 4, background: '#f0f2f5' }}
                onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
