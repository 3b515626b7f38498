import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

export interface LineImageProps {
  src: string | undefined;
  alt: string;
}

const frame: React.CSSProperties = { width: 64, height: 64, borderRadius: 8, objectFit: 'cover', flex: 'none', background: '#f0f2f5' };

/** A line's thumbnail, or a neutral placeholder when it is missing or fails to load. */
export function LineImage({ src, alt }: LineImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#bfbfbf' }}
      >
        <PictureOutlined style={{ fontSize: 24 }} />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" style={frame} onError={() => setFailedSrc(src)} />;
}
