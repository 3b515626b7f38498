import { theme } from 'antd';
import type { JSX } from 'react';

/** antd's preset colours a PlainTag takes (those of antd Tag's `color`). */
export type PlainTagColor =
  'blue' | 'purple' | 'cyan' | 'green' | 'magenta' | 'pink' | 'red' | 'orange' | 'yellow' | 'volcano' | 'geekblue' | 'lime' | 'gold';

export interface PlainTagProps extends Omit<JSX.IntrinsicElements['span'], 'color'> {
  /** One of antd's preset colours (a light background and the text in that colour); grey without. */
  color?: PlainTagColor;
}

/**
 * antd Tag's look (its default `filled` variant: a small label, grey or in
 * one of antd's preset colours), drawn with the theme's tokens, without antd's Tag: its styles
 * generate the rules of every preset and status colour when the first tag
 * renders, and its module carries the closable and checkable tags, about
 * 4 KB gzip of every first view for the cards' labels (a discount, a
 * distance, "Free Delivery"). Takes antd Tag's `color` as a preset name and
 * any span attribute. For a closable or checkable tag, use antd's Tag (in
 * the on-intent part of antd).
 */
export function PlainTag({ color, style, children, ...span }: PlainTagProps) {
  const { token } = theme.useToken();
  const palette = token as unknown as Record<string, string>;
  // antd's grey tag: the tertiary fill laid over the container's background, so it stays opaque over an image
  const colours = color
    ? { background: palette[`${color}1`], color: palette[`${color}7`] }
    : {
        background: `linear-gradient(${token.colorFillTertiary}, ${token.colorFillTertiary}) ${token.colorBgContainer}`,
        color: token.colorText,
      };
  return (
    <span
      {...span}
      style={{
        display: 'inline-block',
        boxSizing: 'border-box',
        paddingInline: 8 - token.lineWidth,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: token.borderRadiusSM,
        ...colours,
        ...style,
      }}
    >
      {children}
    </span>
  );
}
