import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, JSX, ReactNode } from 'react';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The colours antd's Typography gives its `type`s. */
export type TextType = 'secondary' | 'success' | 'warning' | 'danger';

/** What Text, Paragraph and Title take. */
export interface TypographyBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The text's colour, as antd Typography's `type`. */
  type?: TextType;
  /** Greyed out and not selectable, as antd's `disabled`. */
  disabled?: boolean;
  /**
   * Cut to one line (`true`) or to `rows` lines with an ellipsis, by CSS. `tooltip` becomes the element's
   * `title` (the browser's tooltip); a text child is the title when no tooltip is given.
   */
  ellipsis?: boolean | { rows?: number; tooltip?: ReactNode };
  /** Bold (`<strong>`). */
  strong?: boolean;
  /** Struck through (`<del>`). */
  delete?: boolean;
  /** Code style (`<code>`). */
  code?: boolean;
  /** Keyboard style (`<kbd>`). */
  keyboard?: boolean;
  /** Highlighted (`<mark>`). */
  mark?: boolean;
  /** Underlined (`<u>`). */
  underline?: boolean;
  /** Italic (`<i>`). */
  italic?: boolean;
  children?: ReactNode;
}

export type TextProps = TypographyBaseProps;
export type ParagraphProps = TypographyBaseProps;
export interface TitleProps extends TypographyBaseProps {
  /** h1 to h5, as antd Title's `level` (default 1). */
  level?: 1 | 2 | 3 | 4 | 5;
}

function colourOf(token: Token, type: TextType | undefined, disabled: boolean | undefined, otherwise: string): string {
  if (disabled) return token.colorTextDisabled;
  switch (type) {
    case 'secondary':
      return token.colorTextDescription;
    case 'success':
      return token.colorSuccessText;
    case 'warning':
      return token.colorWarningText;
    case 'danger':
      return token.colorErrorText;
    default:
      return otherwise;
  }
}

function oneLine(ellipsis: TypographyBaseProps['ellipsis']): boolean {
  return Boolean(ellipsis) && (typeof ellipsis !== 'object' || (ellipsis.rows ?? 1) === 1);
}

function ellipsisStyle(ellipsis: TypographyBaseProps['ellipsis'], inline: boolean): CSSProperties | undefined {
  if (!ellipsis) return undefined;
  const rows = typeof ellipsis === 'object' ? (ellipsis.rows ?? 1) : 1;
  if (rows > 1) return { display: '-webkit-box', overflow: 'hidden', WebkitLineClamp: rows, WebkitBoxOrient: 'vertical' };
  return {
    ...(inline ? { display: 'inline-block', maxWidth: '100%', verticalAlign: 'bottom' } : null),
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  };
}

function ellipsisTitle({ ellipsis, children, title }: TypographyBaseProps): string | undefined {
  if (title !== undefined) return title;
  if (!ellipsis) return undefined;
  if (typeof ellipsis === 'object' && (typeof ellipsis.tooltip === 'string' || typeof ellipsis.tooltip === 'number'))
    return String(ellipsis.tooltip);
  return typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;
}

/** The defaults give way to the caller's style, including to a shorthand (`margin`) over a longhand default. */
function merge(defaults: CSSProperties, style: CSSProperties | undefined): CSSProperties {
  if (!style) return defaults;
  const kept: CSSProperties = { ...defaults };
  for (const key of Object.keys(style)) {
    for (const longhand of Object.keys(kept) as (keyof CSSProperties)[]) {
      if (longhand !== key && longhand.startsWith(key)) delete kept[longhand];
    }
  }
  return { ...kept, ...style };
}

/** antd Typography's inline marks, nested as antd nests them. */
function withMarks(props: TypographyBaseProps, token: Token): ReactNode {
  let content = props.children;
  const codeBox = `${token.lineWidth}px ${token.lineType} rgba(100, 100, 100, 0.2)`;
  if (props.code) {
    const code: CSSProperties = {
      margin: '0 0.2em',
      paddingInline: '0.4em',
      paddingBlock: '0.2em 0.1em',
      fontSize: '85%',
      fontFamily: token.fontFamilyCode,
      background: 'rgba(150, 150, 150, 0.1)',
      border: codeBox,
      borderRadius: 3,
    };
    content = <code style={code}>{content}</code>;
  }
  if (props.keyboard) {
    const kbd: CSSProperties = {
      margin: '0 0.2em',
      paddingInline: '0.4em',
      paddingBlock: '0.15em 0.1em',
      fontSize: '90%',
      fontFamily: token.fontFamilyCode,
      background: 'rgba(150, 150, 150, 0.06)',
      border: codeBox,
      borderBottomWidth: 2,
      borderRadius: 3,
    };
    content = <kbd style={kbd}>{content}</kbd>;
  }
  if (props.mark) content = <mark style={{ padding: 0 }}>{content}</mark>;
  if (props.underline) content = <u>{content}</u>;
  if (props.delete) content = <del>{content}</del>;
  if (props.strong) content = <strong style={{ fontWeight: token.fontWeightStrong }}>{content}</strong>;
  if (props.italic) content = <i>{content}</i>;
  return content;
}

function render(
  Element: keyof JSX.IntrinsicElements,
  {
    type,
    disabled,
    ellipsis,
    strong,
    delete: del,
    code,
    keyboard,
    mark,
    underline,
    italic,
    style,
    children,
    title,
    ...element
  }: TypographyBaseProps,
  token: Token,
  defaults: CSSProperties,
  inline: boolean,
): JSX.Element {
  const Tag = Element as 'span';
  return (
    <Tag
      // A line cuts at its end: a value in the other script (an English name on the Arabic page) takes its own
      // direction, so it loses its last words and not its first ones. Only a single line: a clamp of rows stays with
      // the paragraph's alignment.
      dir={oneLine(ellipsis) ? 'auto' : undefined}
      {...element}
      title={ellipsisTitle({ ellipsis, children, title })}
      aria-disabled={disabled || undefined}
      style={merge(
        {
          color: colourOf(token, type, disabled, token.colorText),
          wordBreak: 'break-word',
          lineHeight: token.lineHeight,
          ...(disabled ? { cursor: 'not-allowed', userSelect: 'none' } : null),
          ...defaults,
          ...ellipsisStyle(ellipsis, inline),
        },
        style,
      )}
    >
      {withMarks({ children, strong, delete: del, code, keyboard, mark, underline, italic }, token)}
    </Tag>
  );
}

/** A run of text (`<span>`): antd's `Typography.Text`. */
function Text(props: TextProps) {
  const { token } = theme.useToken();
  return render('span', props, token, {}, true);
}

/** A block of text (`<div>`, 1em below): antd's `Typography.Paragraph`. */
function Paragraph(props: ParagraphProps) {
  const { token } = theme.useToken();
  return render('div', props, token, { marginBottom: '1em' }, false);
}

/** A heading (`<h1>`–`<h5>`) with the theme's heading size, weight and colour: antd's `Typography.Title`. */
function Title({ level = 1, ...props }: TitleProps) {
  const { token } = theme.useToken();
  const heading: CSSProperties = {
    marginBottom: '0.5em',
    color: colourOf(token, props.type, props.disabled, token.colorTextHeading),
    fontWeight: token.fontWeightStrong,
    fontSize: token[`fontSizeHeading${level}`],
    lineHeight: token[`lineHeightHeading${level}`],
  };
  return render(`h${level}`, props, token, heading, false);
}

/**
 * antd Typography's look (`Text`, `Paragraph`, `Title` with `type`, `strong`, `delete`, `code`, `keyboard`,
 * `mark`, `underline`, `italic`, `disabled`, `ellipsis` and `level`), drawn with the theme's tokens,
 * without antd's Typography: that module imports TextArea and Input (for `editable`), Tooltip with its
 * trigger (for `ellipsis.tooltip`, `copyable`) and a resize observer that measures every cut text,
 * about 25 KB gzip every first view would carry, and its measuring effects re-rendered each text at
 * commit. Elements and marks are antd's (`<span>`, `<div>`, `<h1>`–`<h5>`, `<strong>`, `<del>` ...);
 * the ellipsis is CSS (one line, or `rows` lines), and the whole text is the element's `title`.
 * For editing or copying, use an Input or a button.
 */
export const Typography = { Text, Paragraph, Title };
