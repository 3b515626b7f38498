import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { CountBadge } from '../count-badge';

const token = theme.getDesignToken();

it('draws the count as antd’s small badge: a red pill at the top end corner, moved by the offset', () => {
  render(
    <CountBadge count={3} size="small" offset={[-4, 4]}>
      <button>Cart</button>
    </CountBadge>,
  );
  const count = screen.getByTitle('3');
  expect(count).toHaveTextContent('3');
  expect(count).toHaveAttribute('aria-hidden', 'true');
  expect(count).toHaveStyle({
    position: 'absolute',
    top: '0px',
    insetInlineEnd: '4px',
    marginTop: '4px',
    height: `${token.fontSize}px`,
    minWidth: `${token.fontSize}px`,
    fontSize: `${token.fontSizeSM}px`,
    background: token.colorError,
    color: token.colorTextLightSolid,
  });
  expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
});

it('shows nothing for 0, and an overflow as antd does', () => {
  const { rerender } = render(
    <CountBadge count={0}>
      <button>Cart</button>
    </CountBadge>,
  );
  expect(document.querySelector('sup')).toBeNull();
  rerender(
    <CountBadge count={120}>
      <button>Cart</button>
    </CountBadge>,
  );
  expect(screen.getByTitle('99+')).toHaveTextContent('99+');
  rerender(
    <CountBadge count={120} overflowCount={999}>
      <button>Cart</button>
    </CountBadge>,
  );
  expect(screen.getByTitle('120')).toHaveStyle({ paddingInline: `${token.paddingXS}px` });
});

it('passes span attributes on and lets the caller’s style win', () => {
  render(
    <CountBadge count={1} data-testid="badge" style={{ marginInline: 8 }}>
      <button>Cart</button>
    </CountBadge>,
  );
  expect(screen.getByTestId('badge')).toHaveStyle({ marginInline: '8px', position: 'relative' });
});
