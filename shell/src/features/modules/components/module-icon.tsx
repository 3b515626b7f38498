import type { Module } from '@storefront/contract';
import { useState, type CSSProperties } from 'react';

export interface ModuleIconProps {
  module: Pick<Module, 'module_name' | 'icon_full_url'>;
  /** Width and height in px. */
  size: number;
  /** The tile's colours behind the letter (and behind a transparent icon). */
  style?: CSSProperties;
}

/**
 * A module's icon in a rounded square, or the first letter of its name when it
 * has none or the image fails. Not antd's Avatar: its module brings Avatar.Group
 * with Popover and Tooltip, about 8 KB gzip of every first view, for an image.
 * The icon is decorative: the button around it carries the module's name.
 */
export function ModuleIcon({ module, size, style }: ModuleIconProps) {
  const [failed, setFailed] = useState(false);
  const src = module.icon_full_url || undefined;
  const image = Boolean(src) && !failed;
  // antd Avatar's look: a grey square with a white letter, transparent behind an image, the theme's radius
  const frame: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: size,
    height: size,
    borderRadius: 8,
    overflow: 'hidden',
    background: image ? 'transparent' : 'rgba(0, 0, 0, 0.25)',
    color: '#fff',
    fontSize: Math.round(size / 2.2),
    lineHeight: 1,
    ...style,
  };
  return (
    <span aria-hidden style={frame} data-testid="module-icon">
      {image ? (
        <img src={src} alt="" width={size} height={size} style={{ objectFit: 'cover', display: 'block' }} onError={() => setFailed(true)} />
      ) : (
        module.module_name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
