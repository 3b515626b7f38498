import { Flex, theme } from 'antd';
import type { CSSProperties, JSX } from 'react';

/** The theme's Layout tokens the site sets (storefrontTheme, and the dark theme's in ShellTheme). */
interface LayoutTokens {
  headerBg?: string;
  bodyBg?: string;
  footerBg?: string;
  headerPadding?: string;
}

/**
 * antd Layout's colours and sizes for the page's frame, from the theme: its `components.Layout` settings (antd
 * hands them to its token hook under the component's name), else antd's defaults.
 */
function useLayoutTokens() {
  const { token } = theme.useToken();
  const layout = (token as { Layout?: LayoutTokens }).Layout ?? {};
  const paddingInline = token.controlHeightLG * 1.25;
  return {
    token,
    // antd sets its text font and size on each part of a Layout
    text: { fontFamily: token.fontFamily, fontSize: token.fontSize } satisfies CSSProperties,
    headerBg: layout.headerBg ?? '#001529',
    bodyBg: layout.bodyBg ?? token.colorBgLayout,
    footerBg: layout.footerBg ?? token.colorBgLayout,
    headerPadding: longhands(layout.headerPadding ?? `0 ${paddingInline}px`),
    footerPadding: longhands(`${token.controlHeightSM}px ${paddingInline}px`),
  };
}

/** A `block inline` padding as its two longhands, so a page's own `paddingInline` replaces one without a conflict. */
function longhands(padding: string): CSSProperties {
  const [block, inline = block] = padding.split(' ');
  return { paddingBlock: block, paddingInline: inline };
}

const FRAME_CLASS = 'storefront-page-frame';

/**
 * The page's frame: a column as tall as the window, on the theme's page colour, as antd's Layout was (without its
 * module, which carries the side bar and its styles: about 2 KB gzip of every first view). It is an antd Flex, so
 * it carries the theme's scope classes, on which antd hangs its CSS variables and its styles for plain links (the
 * sections' "View all"). Everything in it sizes its boxes border to border, as in antd's Layout, which the header,
 * the main area, the footer and the remotes' pages were laid out in.
 */
export function PageFrame({ style, children, ...div }: JSX.IntrinsicElements['div']) {
  const { text, bodyBg } = useLayoutTokens();
  return (
    <Flex {...div} vertical className={FRAME_CLASS} style={{ ...text, flex: 'auto', minHeight: 0, background: bodyBg, ...style }}>
      <style href={FRAME_CLASS} precedence="default">{`.${FRAME_CLASS},.${FRAME_CLASS} *{box-sizing:border-box}`}</style>
      {children}
    </Flex>
  );
}

/** The page's header (a banner): antd Layout.Header's height, padding and colours. */
export function PageHeader({ style, ...header }: JSX.IntrinsicElements['header']) {
  const { token, text, headerBg, headerPadding } = useLayoutTokens();
  const height = token.controlHeight * 2;
  const own: CSSProperties = {
    ...text,
    flex: '0 0 auto',
    height,
    ...headerPadding,
    color: token.colorText,
    lineHeight: `${height}px`,
    background: headerBg,
  };
  return <header {...header} style={{ ...own, ...style }} />;
}

/** The page's main area: it takes the height the header and the footer leave. */
export function PageMain({ style, ...main }: JSX.IntrinsicElements['main']) {
  const { token, text } = useLayoutTokens();
  return <main {...main} style={{ ...text, flex: 'auto', minHeight: 0, color: token.colorText, ...style }} />;
}

/** The page's footer (its content information): antd Layout.Footer's padding, text and colours. */
export function PageFooter({ style, ...footer }: JSX.IntrinsicElements['footer']) {
  const { token, text, footerBg, footerPadding } = useLayoutTokens();
  const own: CSSProperties = { ...text, flex: '0 0 auto', ...footerPadding, color: token.colorText, background: footerBg };
  return <footer {...footer} style={{ ...own, ...style }} />;
}
