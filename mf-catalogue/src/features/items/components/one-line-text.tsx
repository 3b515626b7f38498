import type { ComponentProps, CSSProperties } from 'react';
import { Typography } from '@storefront/platform';

/** What antd's single-line ellipsis class draws (a span: inline-block, at most the line's width), as an inline style. */
const oneLine: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
};

export type OneLineTextProps = Omit<ComponentProps<typeof Typography.Text>, 'ellipsis' | 'title'> & {
  /** The whole text, shown by the browser's own tooltip on hover. */
  title: string;
};

/**
 * One line of text cut with an ellipsis by CSS, the whole text in the native tooltip (`title`), for the
 * names on cards and tiles. Typography's `ellipsis={{ tooltip }}` measures itself in layout effects (state
 * updates React renders synchronously at commit) and wraps each name in an antd Tooltip and its Trigger:
 * on a phone's CPU that was a good part of the home's long tasks (docs/performance.md, Lighthouse).
 * `style` adds to (or overrides) the one-line style, as with Typography.
 */
export function OneLineText({ style, ...props }: OneLineTextProps) {
  return <Typography.Text {...props} style={{ ...oneLine, ...style }} />;
}
