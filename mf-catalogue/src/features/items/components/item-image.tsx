import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

export interface ItemImageProps {
  src: string | undefined;
  alt: string;
  /** Corner radius of every corner (a picture beside the text); by default only the top corners (a card's cover). */
  rounded?: number;
  /** On the first screen: fetched at once rather than lazily, `high` for the page's largest picture (its LCP). */
  priority?: 'eager' | 'high';
}

const frame: React.CSSProperties = {
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
  background: '#f0f2f5',
  borderRadius: '8px 8px 0 0',
};

/** The item's picture, or a neutral placeholder when there is none or it fails to load. */
export function ItemImage({ src, alt, rounded, priority }: ItemImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const style = rounded === undefined ? frame : { ...frame, aspectRatio: '1 / 1', borderRadius: rounded };
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ ...style, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#bfbfbf' }}
      >
        <PictureOutlined style={{ fontSize: 40 }} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      width={400}
      height={300}
      style={style}
      onError={() => setFailedSrc(src)}
    />
  );
}
