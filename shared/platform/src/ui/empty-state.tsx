import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The open box of antd's simple empty picture. */
const BOX =
  'M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/**
 * The one empty state: a title, an optional line of help and an optional action, under antd's simple empty picture
 * (an open box), with antd Empty's spacing and colours from the theme's tokens. It is drawn here rather than with
 * antd's Empty, whose module and styles (about 1.5 KB gzip) every first view carried for the home's "no module
 * here" state; antd's Empty stays for lists that render it themselves.
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        marginInline: token.marginXS,
        marginBlock: token.marginXL,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        textAlign: 'center',
        color: token.colorTextDescription,
      }}
    >
      <div style={{ height: token.controlHeightLG, marginBottom: token.marginXS, opacity: token.opacityImage }}>
        <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden style={{ maxWidth: '100%', height: '100%', margin: 'auto' }}>
          <g transform="translate(0 1)" fill="none" fillRule="evenodd">
            <ellipse fill={token.colorFillTertiary} cx="32" cy="33" rx="32" ry="7" />
            <g fillRule="nonzero" stroke={token.colorFill}>
              <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
              {/* the box hides the shadow behind it (antd draws it in solid colours) */}
              <path d={BOX} fill={token.colorBgContainer} stroke="none" />
              <path d={BOX} fill={token.colorFillQuaternary} />
            </g>
          </g>
        </svg>
      </div>
      <div>
        <strong style={{ display: 'block', fontSize: 16 }}>{title}</strong>
        {description ? <span>{description}</span> : null}
      </div>
      {action ? <div style={{ marginTop: token.margin }}>{action}</div> : null}
    </div>
  );
}
