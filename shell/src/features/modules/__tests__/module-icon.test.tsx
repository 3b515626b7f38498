import { fireEvent, render, screen } from '@testing-library/react';
import { ModuleIcon } from '../components/module-icon';

describe('ModuleIcon', () => {
  it('shows the module’s icon, decorative, at the size asked', () => {
    render(<ModuleIcon module={{ module_name: 'Grocery', icon_full_url: 'https://img.test/grocery.png' }} size={32} />);
    const frame = screen.getByTestId('module-icon');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveStyle({ width: '32px', height: '32px', background: 'transparent' });
    const image = frame.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://img.test/grocery.png');
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows the name’s first letter without an icon, and when the icon fails to load', () => {
    const { rerender } = render(<ModuleIcon module={{ module_name: 'pharmacy', icon_full_url: '' }} size={56} />);
    expect(screen.getByTestId('module-icon')).toHaveTextContent('P');
    expect(screen.getByTestId('module-icon').querySelector('img')).toBeNull();

    rerender(<ModuleIcon module={{ module_name: 'food', icon_full_url: 'https://img.test/missing.png' }} size={56} />);
    fireEvent.error(screen.getByTestId('module-icon').querySelector('img')!);
    expect(screen.getByTestId('module-icon')).toHaveTextContent('F');
    expect(screen.getByTestId('module-icon').querySelector('img')).toBeNull();
  });

  it('takes the tile’s colours', () => {
    render(<ModuleIcon module={{ module_name: 'Shop', icon_full_url: '' }} size={56} style={{ color: 'rgb(3, 157, 85)' }} />);
    expect(screen.getByTestId('module-icon')).toHaveStyle({ color: 'rgb(3, 157, 85)' });
  });
});
