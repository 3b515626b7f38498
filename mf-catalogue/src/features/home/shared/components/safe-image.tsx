import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

export interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Fills its box (width 100%, the ratio of width and height) instead of the fixed size. */
  fluid?: boolean;
  radius?: number;
  /** Above the first screen: fetched at once instead of lazily. */
  eager?: boolean;
}

/** A picture with its size, alt text and a neutral fallback when it is missing or fails to load. */
export function SafeImage({ src, alt, width, height, fluid = false, radius = 8, eager = false }: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const box: React.CSSProperties = fluid
    ? { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, display: 'block', borderRadius: radius, objectFit: 'cover' }
    : { width, height, display: 'block', borderRadius: radius, objectFit: 'cover', flex: 'none' };
  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ ...box, background: '#f0f2f5', color: '#bfbfbf', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <PictureOutlined style={{ fontSize: Math.min(40, height / 3) }} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ ...box, background: '#f0f2f5' }}
      onError={() => setFailed(src)}
    />
  );
}
