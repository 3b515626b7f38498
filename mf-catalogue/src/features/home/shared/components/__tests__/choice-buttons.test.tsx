import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { useState } from 'react';
import { ChoiceButtons } from '../choice-buttons';

function Choices({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <ChoiceButtons
      label="Order by"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      options={[
        { value: 'a', label: 'Popular' },
        { value: 'b', label: 'Top Rated' },
        { value: 'c', label: 'New' },
      ]}
    />
  );
}

test('a radio group named by its label, the chosen one checked and drawn in the brand colour', async () => {
  const changes: string[] = [];
  const { user } = renderWithProviders(<Choices onChange={(value) => changes.push(value)} />);
  const group = screen.getByRole('radiogroup', { name: 'Order by' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Popular' })).toBeChecked();
  expect(screen.getByText('Popular')).toHaveStyle({ background: '#037F45', color: '#fff' });

  await user.click(screen.getByText('Top Rated'));
  expect(screen.getByRole('radio', { name: 'Top Rated' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Popular' })).not.toBeChecked();
  expect(screen.getByText('Popular')).not.toHaveStyle({ background: '#037F45' });
  expect(changes).toEqual(['b']);
});

test('the keyboard moves the choice with the arrows, as radios do', async () => {
  const { user } = renderWithProviders(<Choices />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Popular' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Top Rated' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Top Rated' })).toHaveFocus();
});
