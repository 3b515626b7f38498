import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

export interface ItemImageProps {
  src: string | undefined;
  alt: string;
}

const frame: React.CSSProperties = {
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
  background: '#f0f2f5',
  borderRadius: '8px 8px 0 0',
};

/** The item's picture, or a neutral placeholder when there is none or it fails to load. */
export function ItemImage({ src, alt }: ItemImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#bfbfbf' }}
      >
        <PictureOutlined style={{ fontSize: 40 }} />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" style={frame} onError={() => setFailedSrc(src)} />;
}
