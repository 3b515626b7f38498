import { renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { OneLineText } from '../one-line-text';

const Pin = () => <svg data-testid="pin" aria-hidden />;

test('a name takes its own direction, so an English name in the Arabic page is cut at its end', () => {
  renderWithProviders(<OneLineText title="Fruits & Vegetables">Fruits & Vegetables</OneLineText>);
  const name = screen.getByText('Fruits & Vegetables');
  expect(name).toHaveAttribute('dir', 'auto');
  expect(name).toHaveAttribute('title', 'Fruits & Vegetables');
  expect(name).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
});

test('with an icon the text is cut alone, in an isolate of its own, and the icon keeps the start of the line', () => {
  renderWithProviders(
    <OneLineText type="secondary" title="12 Canal Street, Washington Heights" icon={<Pin />}>
      12 Canal Street, Washington Heights
    </OneLineText>,
  );
  const address = screen.getByText('12 Canal Street, Washington Heights');
  expect(address.tagName).toBe('BDI');
  // (jsdom computes no style for a bdi: its own style is what the browser gets)
  const { whiteSpace, overflow, textOverflow, minWidth } = address.style;
  expect({ whiteSpace, overflow, textOverflow, minWidth }).toEqual({
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    minWidth: '0',
  });
  const line = address.parentElement!;
  // the line follows the page's direction (the pin on the right in Arabic); only the address takes its own
  expect(line).not.toHaveAttribute('dir');
  expect(line).toHaveAttribute('title', '12 Canal Street, Washington Heights');
  expect(line).toHaveStyle({ display: 'flex' });
  expect(line.firstElementChild).toBe(screen.getByTestId('pin'));
});
