import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PlainTag } from '../plain-tag';

const token = theme.getDesignToken() as unknown as Record<string, string> & ReturnType<typeof theme.getDesignToken>;

it('draws a preset colour as antd’s filled tag: the light shade behind, the dark one for the text', () => {
  render(<PlainTag color="red">20% OFF</PlainTag>);
  expect(screen.getByText('20% OFF')).toHaveStyle({ background: token.red1, color: token.red7, fontSize: `${token.fontSizeSM}px` });
});

it('draws the grey tag opaque, the fill laid over the container’s background', () => {
  render(<PlainTag>1.2 km</PlainTag>);
  const tag = screen.getByText('1.2 km');
  expect(tag.style.background).toContain('linear-gradient');
  expect(tag).toHaveStyle({ color: token.colorText });
});

it('passes span attributes on and lets the caller’s style win', () => {
  render(
    <PlainTag color="green" aria-label="free" data-testid="tag" style={{ margin: 0, color: 'rgb(1, 2, 3)' }}>
      Free Delivery
    </PlainTag>,
  );
  expect(screen.getByTestId('tag')).toHaveAttribute('aria-label', 'free');
  expect(screen.getByTestId('tag')).toHaveStyle({ color: 'rgb(1, 2, 3)', margin: '0px' });
});
