import { theme } from 'antd';
import type { CSSProperties, JSX, ReactNode } from 'react';

/** A length: px as a number, or any CSS length. */
export type SkeletonWidth = number | string;
/** antd's control sizes, which size the element skeletons. */
export type SkeletonSize = 'small' | 'default' | 'large';

export interface SkeletonProps extends Omit<JSX.IntrinsicElements['div'], 'title'> {
  /** The shimmer that says "loading" (antd's `active`); still blocks without it. */
  active?: boolean;
  /** An avatar before the lines: a large circle, or square when there is a title and no paragraph. */
  avatar?: boolean | { shape?: 'circle' | 'square'; size?: SkeletonSize | number };
  /** The heading line: 38 % wide over a paragraph (50 % beside an avatar), full width alone. */
  title?: boolean | { width?: SkeletonWidth };
  /** The lines: 3 under a title (2 with an avatar or without a title), the last one 61 % wide. */
  paragraph?: boolean | { rows?: number; width?: SkeletonWidth | SkeletonWidth[] };
  /** Pill-shaped lines. */
  round?: boolean;
}

const CLASS = 'storefront-skeleton';
// One stylesheet for every skeleton (React hoists it to the head once): the shimmer needs keyframes, which an
// inline style cannot hold. The colours are custom properties each skeleton sets from the theme's tokens.
const STYLESHEET = `@keyframes ${CLASS}{0%{background-position:100% 50%}100%{background-position:0 50%}}
.${CLASS}-block{background:var(--${CLASS}-from)}
.${CLASS}-active .${CLASS}-block{background:linear-gradient(90deg,var(--${CLASS}-from) 25%,var(--${CLASS}-to) 37%,var(--${CLASS}-from) 63%);background-size:400% 100%;animation:${CLASS} 1.4s ease infinite}
@media (prefers-reduced-motion:reduce){.${CLASS}-active .${CLASS}-block{animation:none}}`;

function SkeletonStyles() {
  return (
    <style href={CLASS} precedence="default">
      {STYLESHEET}
    </style>
  );
}

/** The root's class names and the custom properties of its colours. */
function useRoot(active: boolean | undefined, className: string | undefined) {
  const { token } = theme.useToken();
  const colours = { [`--${CLASS}-from`]: token.colorFillContent, [`--${CLASS}-to`]: token.colorFill } as CSSProperties;
  const classes = [CLASS, active && `${CLASS}-active`, className].filter(Boolean).join(' ');
  return { token, colours, classes };
}

/** A loading placeholder's accessibility: announced as its label when it has one, else hidden (its region says "loading"). */
function a11y(label: string | undefined) {
  return label ? ({ role: 'status', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
}

function objectOr<T extends object>(value: boolean | T | undefined): T {
  return typeof value === 'object' ? value : ({} as T);
}

/**
 * antd Skeleton's look (grey blocks for a heading, lines and an avatar,
 * shimmering while `active`) drawn with the theme's tokens, without antd's
 * Skeleton: its module carries the five element skeletons and generates their
 * styles, about 3 KB gzip of every first view for its placeholders. Takes
 * antd Skeleton's `active`, `avatar`, `title`, `paragraph` and `round`, with
 * their defaults and sizes, and the elements `Skeleton.Node`, `.Image`,
 * `.Button`, `.Avatar` and `.Input`. A skeleton is hidden from assistive
 * technology unless it has an `aria-label` (then it is a status): the region
 * it stands in says it is loading.
 */
export function Skeleton({
  active,
  avatar = false,
  title = true,
  paragraph = true,
  round,
  className,
  style,
  'aria-label': label,
  ...div
}: SkeletonProps) {
  const { token, colours, classes } = useRoot(active, className);
  const hasAvatar = Boolean(avatar);
  const hasTitle = Boolean(title);
  const hasParagraph = Boolean(paragraph);
  const lineRadius = round ? 100 : token.borderRadiusSM;
  const line = { height: token.controlHeight / 2, borderRadius: lineRadius };

  const avatarOptions = {
    size: 'large' as const,
    shape: hasTitle && !hasParagraph ? ('square' as const) : ('circle' as const),
    ...objectOr(avatar),
  };
  const titleWidth = objectOr(title).width ?? (hasParagraph ? (hasAvatar ? '50%' : '38%') : undefined);
  const paragraphOptions = objectOr(paragraph);
  const rows = paragraphOptions.rows ?? (!hasAvatar && hasTitle ? 3 : 2);
  const lastWidth = !hasAvatar || !hasTitle ? '61%' : undefined;
  const rowWidth = (index: number): SkeletonWidth => {
    const { width = lastWidth } = paragraphOptions;
    const given = Array.isArray(width) ? width[index] : index === rows - 1 ? width : undefined;
    return given ?? (index === rows - 1 && rows > 2 ? '61%' : '100%');
  };
  // antd's title and lines are an h3 and a ul with the browser's margins (1.17 em, 1 em of the text size)
  // where its styles set none; the same here, so a page keeps its height when a skeleton is swapped for this one.
  const headingMargin = token.fontSize * 1.17;

  return (
    <div
      {...div}
      {...a11y(label)}
      className={classes}
      style={{ display: 'table', width: '100%', fontFamily: token.fontFamily, fontSize: token.fontSize, ...colours, ...style }}
    >
      <SkeletonStyles />
      {hasAvatar && (
        <div style={{ display: 'table-cell', paddingInlineEnd: token.padding, verticalAlign: 'top' }}>
          <AvatarBlock size={avatarOptions.size} shape={avatarOptions.shape} />
        </div>
      )}
      {(hasTitle || hasParagraph) && (
        <div style={{ display: 'table-cell', width: '100%', verticalAlign: 'top' }}>
          {hasTitle && (
            <div
              className={`${CLASS}-block`}
              style={{
                ...line,
                width: titleWidth ?? '100%',
                marginBlock: `${hasAvatar ? token.marginSM : headingMargin}px ${headingMargin}px`,
              }}
            />
          )}
          {hasParagraph && (
            <ul
              style={{
                padding: 0,
                marginInline: 0,
                marginBlockStart: hasTitle ? (hasAvatar ? token.marginLG + token.marginXXS : token.controlHeightSM) : token.fontSize,
                marginBlockEnd: token.fontSize,
              }}
            >
              {Array.from({ length: rows }, (_, index) => (
                <li
                  key={index}
                  className={`${CLASS}-block`}
                  style={{ ...line, listStyle: 'none', width: rowWidth(index), marginBlockStart: index > 0 ? token.controlHeightXS : 0 }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

export interface SkeletonElementProps {
  active?: boolean;
  className?: string;
  /** The block's own style (its size); the wrapper is inline, or full width with `block`. */
  style?: CSSProperties;
  'aria-label'?: string;
}

type SkeletonToken = ReturnType<typeof theme.useToken>['token'];

/** The wrapper of an element skeleton: inline, as antd's, so its block sizes it; full width with `block`. */
function Element({
  active,
  className,
  'aria-label': label,
  block,
  children,
}: Omit<SkeletonElementProps, 'style'> & { block?: boolean; children: ReactNode }) {
  const { token, colours, classes } = useRoot(active, className);
  return (
    <div
      {...a11y(label)}
      className={classes}
      style={{
        display: 'inline-block',
        width: block ? '100%' : 'auto',
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        ...colours,
      }}
    >
      <SkeletonStyles />
      {children}
    </div>
  );
}

/** A control's height at `size` (antd's sizes), or `size` px. */
function controlHeight(token: SkeletonToken, size: SkeletonSize | number | undefined): number {
  if (typeof size === 'number') return size;
  return size === 'small' ? token.controlHeightSM : size === 'large' ? token.controlHeightLG : token.controlHeight;
}

function AvatarBlock({
  size,
  shape = 'circle',
  style,
}: {
  size?: SkeletonSize | number;
  shape?: 'circle' | 'square';
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const height = controlHeight(token, size);
  return (
    <span
      className={`${CLASS}-block`}
      style={{
        display: 'inline-block',
        verticalAlign: 'top',
        width: height,
        height,
        borderRadius: shape === 'circle' ? '50%' : 0,
        ...style,
      }}
    />
  );
}

/**
 * A free-form block (a card, a banner, a map): 96 px square unless `style` sizes it; its children sit in its
 * middle. A width in % is of the space it stands in (antd's was of its own shrink-to-fit wrapper, so nothing).
 */
export function SkeletonNode({ style, children, ...element }: SkeletonElementProps & { children?: ReactNode }) {
  const { token } = theme.useToken();
  const side = token.controlHeight * 3;
  const fills = typeof style?.width === 'string' && style.width.endsWith('%');
  return (
    <Element {...element} block={fills}>
      <div
        className={`${CLASS}-block`}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          verticalAlign: 'middle',
          width: side,
          height: side,
          borderRadius: token.borderRadiusSM,
          ...style,
        }}
      >
        {children}
      </div>
    </Element>
  );
}

/** A picture's place: a Node, as antd's Image skeleton without its picture glyph. */
export function SkeletonImage(props: SkeletonElementProps) {
  return <SkeletonNode {...props} />;
}

/** The props of a button's or a text field's place. */
export interface SkeletonControlProps extends SkeletonElementProps {
  size?: SkeletonSize;
  /** As wide as the space it stands in. */
  block?: boolean;
}

/** A control's place: `widthFactor` times as wide as it is high (a control's height at `size`). */
function ControlBlock({ style, size, widthFactor, ...element }: SkeletonControlProps & { widthFactor: number }) {
  const { token } = theme.useToken();
  const height = controlHeight(token, size);
  return (
    <Element {...element}>
      <span
        className={`${CLASS}-block`}
        style={{
          display: 'inline-block',
          verticalAlign: 'top',
          width: element.block ? '100%' : height * widthFactor,
          minWidth: height * widthFactor,
          height,
          borderRadius: token.borderRadiusSM,
          ...style,
        }}
      />
    </Element>
  );
}

/** A button's place: twice as wide as it is high. */
export function SkeletonButton(props: SkeletonControlProps) {
  return <ControlBlock {...props} widthFactor={2} />;
}

/** A text field's place: five times as wide as it is high. */
export function SkeletonInput(props: SkeletonControlProps) {
  return <ControlBlock {...props} widthFactor={5} />;
}

/** An avatar's place: a circle (or square) a control's height at `size`, or `size` px. */
export function SkeletonAvatar({
  style,
  size,
  shape,
  ...element
}: SkeletonElementProps & { size?: SkeletonSize | number; shape?: 'circle' | 'square' }) {
  return (
    <Element {...element}>
      <AvatarBlock size={size} shape={shape} style={style} />
    </Element>
  );
}

Skeleton.Node = SkeletonNode;
Skeleton.Image = SkeletonImage;
Skeleton.Button = SkeletonButton;
Skeleton.Avatar = SkeletonAvatar;
Skeleton.Input = SkeletonInput;
