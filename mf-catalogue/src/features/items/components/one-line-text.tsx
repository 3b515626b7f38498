import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Typography } from '@storefront/platform';

/** What cuts a line with an ellipsis: no wrapping, and what does not fit hidden (as the platform's `ellipsis`). */
const cut: CSSProperties = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** With an icon: the icon first, then the text taking the rest of the line and cut alone. */
const iconLine: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 };

export type OneLineTextProps = Omit<ComponentProps<typeof Typography.Text>, 'ellipsis' | 'title'> & {
  /** The whole text, shown by the browser's own tooltip on hover. */
  title: string;
  /** An icon before the text (the pin before an address): it stays at the start of the line, whatever is cut. */
  icon?: ReactNode;
};

/**
 * One line of text cut with an ellipsis by CSS, the whole text in the native tooltip (`title`), for the names on
 * cards and tiles: the platform's Typography with `ellipsis` (which gives the text its own direction, so an English
 * name on the Arabic page is cut at its end). `style` adds to (or overrides) the one-line style, as with Typography.
 *
 * With an icon (the pin before an address) the line keeps the page's direction, so the icon stays at its start, and
 * only the text, in an isolate of its own, is cut: in the Arabic page an English address was cut at its start
 * ("…ashington Heights, New York") and now loses its last words.
 */
export function OneLineText({ style, icon, children, ...props }: OneLineTextProps) {
  if (icon === undefined) {
    return (
      <Typography.Text ellipsis {...props} style={style}>
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
