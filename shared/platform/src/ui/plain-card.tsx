import { theme } from 'antd';
import type { JSX, ReactNode } from 'react';

export interface PlainCardProps extends Omit<JSX.IntrinsicElements['div'], 'children'> {
  /** Lifts on hover with antd's card shadow, and shows a pointer, as antd Card's `hoverable`. */
  hoverable?: boolean;
  /** Above the body, edge to edge, its top corners rounded: antd Card's `cover`. */
  cover?: ReactNode;
  /** The body's style (antd Card's `styles.body`); the body's padding is 24 px unless set here. */
  styles?: { body?: JSX.IntrinsicElements['div']['style'] };
  /** The body's content. */
  children?: ReactNode;
}

// the hover can only be a rule; the values come from the card's own custom properties (set from the theme's tokens)
const HOVER_CSS =
  '.sf-plain-card-hoverable{cursor:pointer;transition:box-shadow var(--sf-card-motion),border-color var(--sf-card-motion)}' +
  '.sf-plain-card-hoverable:hover{border-color:transparent!important;box-shadow:var(--sf-card-shadow)!important}';

/**
 * antd Card's frame (background, border, radius, padding, cover, the hover
 * lift), drawn with the theme's tokens, without antd's Card: that module
 * imports Tabs (for `tabList`), about 11 KB gzip that every page's first
 * view would carry for cards that are only a frame. Takes antd Card's
 * `hoverable`, `cover`, `styles.body`, `style`, and any div attribute
 * (`role`, `aria-label`, `onClick` ...). Class names: `sf-plain-card`,
 * `sf-plain-card-cover`, `sf-plain-card-body`. For a title, extra, actions
 * or tabs, use antd's Card (in the on-intent part of antd).
 */
export function PlainCard({ hoverable, cover, styles, style, className, children, ...div }: PlainCardProps) {
  const { token } = theme.useToken();
  const radius = token.borderRadiusLG;
  // antd's card shadow: a token antd computes (theme/util/alias) but does not type
  const shadow = (token as { boxShadowCard?: string }).boxShadowCard ?? token.boxShadowTertiary;
  return (
    <div
      {...div}
      className={['sf-plain-card', hoverable ? 'sf-plain-card-hoverable' : '', className ?? ''].filter(Boolean).join(' ')}
      style={
        {
          boxSizing: 'border-box',
          position: 'relative',
          margin: 0,
          padding: 0,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: radius,
          '--sf-card-shadow': shadow,
          '--sf-card-motion': token.motionDurationMid,
          ...style,
        } as JSX.IntrinsicElements['div']['style']
      }
    >
      {hoverable ? (
        <style href="sf-plain-card" precedence="default">
          {HOVER_CSS}
        </style>
      ) : null}
      {cover ? (
        <div
          className="sf-plain-card-cover"
          style={{ marginTop: -1, marginInline: -1, borderRadius: `${radius}px ${radius}px 0 0`, overflow: 'hidden' }}
        >
          {cover}
        </div>
      ) : null}
      <div
        className="sf-plain-card-body"
        style={{ padding: token.paddingLG, borderRadius: cover ? `0 0 ${radius}px ${radius}px` : radius, ...styles?.body }}
      >
        {children}
      </div>
    </div>
  );
}
