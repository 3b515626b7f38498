import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Skeleton } from '../skeleton';

const token = theme.getDesignToken();

/** The grey blocks a skeleton draws, in order. */
function blocks(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.storefront-skeleton-block')];
}

it('draws antd’s default: a title 38 % wide over three lines, the last 61 % wide, hidden from assistive technology', () => {
  const { container } = render(<Skeleton active />);
  const [title, ...lines] = blocks(container);
  expect(title).toHaveStyle({ width: '38%', height: `${token.controlHeight / 2}px` });
  expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%', '61%']);
  // the gap under the title is antd's (controlHeightSM), between lines controlHeightXS
  expect(lines[0]!.parentElement).toHaveStyle({ marginBlockStart: `${token.controlHeightSM}px` });
  expect(lines[1]).toHaveStyle({ marginBlockStart: `${token.controlHeightXS}px` });
  const root = container.firstElementChild as HTMLElement;
  expect(root).toHaveAttribute('aria-hidden', 'true');
  expect(root).toHaveClass('storefront-skeleton', 'storefront-skeleton-active');
  // the shimmer's colours are the theme's
  expect(root.style.getPropertyValue('--storefront-skeleton-from')).toBe(token.colorFillContent);
  expect(root.style.getPropertyValue('--storefront-skeleton-to')).toBe(token.colorFill);
});

it('takes the rows, the widths and no title; with an avatar the title is 50 % wide and the lines full', () => {
  const { container, unmount } = render(<Skeleton title={false} paragraph={{ rows: 2, width: ['80%', 40] }} />);
  expect(blocks(container).map((block) => block.style.width)).toEqual(['80%', '40px']);
  expect(container.firstElementChild).not.toHaveClass('storefront-skeleton-active');
  unmount();

  const withAvatar = render(<Skeleton avatar paragraph={{ rows: 2 }} />);
  const [avatar, title, ...lines] = blocks(withAvatar.container);
  expect(avatar).toHaveStyle({ width: `${token.controlHeightLG}px`, height: `${token.controlHeightLG}px`, borderRadius: '50%' });
  expect(title).toHaveStyle({ width: '50%' });
  expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%']);
});

it('is a status when it has a label', () => {
  render(<Skeleton active paragraph={{ rows: 6 }} title={false} aria-label="Loading" />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it('draws the elements at antd’s sizes: a button twice as wide as high, an input five times, an avatar a square', () => {
  const { container } = render(
    <>
      <Skeleton.Button active size="small" />
      <Skeleton.Input size="small" />
      <Skeleton.Avatar shape="square" size={48} />
      <Skeleton.Node style={{ width: 200, height: 120 }} />
    </>,
  );
  const [button, input, avatar, node] = blocks(container);
  expect(button).toHaveStyle({ width: `${token.controlHeightSM * 2}px`, height: `${token.controlHeightSM}px` });
  expect(input).toHaveStyle({ width: `${token.controlHeightSM * 5}px`, height: `${token.controlHeightSM}px` });
  expect(avatar).toHaveStyle({ width: '48px', height: '48px', borderRadius: '0' });
  expect(node).toHaveStyle({ width: '200px', height: '120px' });
  expect(node!.parentElement).toHaveStyle({ display: 'inline-block', width: 'auto' });
});

it('gives a block with a width in % the whole width it stands in', () => {
  const { container } = render(<Skeleton.Node active style={{ width: '100%', height: 320 }} />);
  const [node] = blocks(container);
  expect(node!.parentElement).toHaveStyle({ width: '100%' });
  expect(node).toHaveStyle({ width: '100%', height: '320px' });
});

it('puts its shimmer (keyframes, which a style attribute cannot hold) in one style sheet for every skeleton', () => {
  render(
    <>
      <Skeleton active />
      <Skeleton.Button active />
    </>,
  );
  const sheets = [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('@keyframes storefront-skeleton'));
  expect(sheets).toHaveLength(1);
  expect(sheets[0]!.textContent).toContain('prefers-reduced-motion');
});
