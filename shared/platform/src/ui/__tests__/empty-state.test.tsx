import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { EmptyState } from '../empty-state';

const token = theme.getDesignToken();

it('shows the title, the help and the action under the simple empty picture, with antd Empty’s spacing', () => {
  const { container } = render(
    <EmptyState title="Your cart is empty" description="Add items to get started." action={<button>Browse</button>} />,
  );
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByText('Add items to get started.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Browse' }).parentElement).toHaveStyle({ marginTop: `${token.margin}px` });
  const root = container.firstElementChild as HTMLElement;
  expect(root).toHaveStyle({ textAlign: 'center', marginBlock: `${token.marginXL}px`, color: token.colorTextDescription });
  // the picture is decoration: the title says what is empty
  const picture = container.querySelector('svg')!;
  expect(picture).toHaveAttribute('aria-hidden', 'true');
  expect(picture.parentElement).toHaveStyle({ height: `${token.controlHeightLG}px` });
});

it('shows no help line and no action area when there are none', () => {
  const { container } = render(<EmptyState title="Nothing here" />);
  expect(screen.getByText('Nothing here')).toBeInTheDocument();
  // the picture and the texts only
  expect((container.firstElementChild as HTMLElement).children).toHaveLength(2);
});
