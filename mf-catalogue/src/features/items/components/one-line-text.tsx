import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Typography } from '@storefront/platform';

/** What cuts a line with an ellipsis: no wrapping, and what does not fit hidden. */
const cut: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** What antd's single-line ellipsis class draws (a span: inline-block, at most the line's width), as an inline style. */
const oneLine: CSSProperties = { ...cut, display: 'inline-block', maxWidth: '100%', verticalAlign: 'bottom' };

/** With an icon: the icon first, then the text taking the rest of the line and cut alone. */
const iconLine: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 };

export type OneLineTextProps = Omit<ComponentProps<typeof Typography.Text>, 'ellipsis' | 'title'> & {
  /** The whole text, shown by the browser's own tooltip on hover. */
  title: string;
  /** An icon before the text (the pin before an address): it stays at the start of the line, whatever is cut. */
  icon?: ReactNode;
};

/**
 * One line of text cut with an ellipsis by CSS, the whole text in the native tooltip (`title`), for the
 * names on cards and tiles. Typography's `ellipsis={{ tooltip }}` measures itself in layout effects (state
 * updates React renders synchronously at commit) and wraps each name in an antd Tooltip and its Trigger:
 * on a phone's CPU that was a good part of the home's long tasks (docs/performance.md, Lighthouse).
 * `style` adds to (or overrides) the one-line style, as with Typography.
 *
 * The text takes its own direction (`dir="auto"`, the address in an isolate of its own): a line cuts at its end, and
 * an English name or address in the Arabic page ends right to left, so it was cut at its start ("…ashington
 * Heights, New York"). In its own direction it reads from its first word and loses its last ones.
 */
export function OneLineText({ style, icon, children, ...props }: OneLineTextProps) {
  if (icon === undefined) {
    return (
      <Typography.Text dir="auto" {...props} style={{ ...oneLine, ...style }}>
        {children}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text {...props} style={{ ...iconLine, ...style }}>
      {icon}
      <bdi style={{ ...cut, minWidth: 0 }}>{children}</bdi>
    </Typography.Text>
  );
}
