import { on } from '@storefront/platform';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import LocationButton from '../../../../exposes/location-button';

const longAddress = '221B Baker Street, Marylebone, London NW1 6XE, United Kingdom';

test('shows the start of the stored address and the whole of it on hover', () => {
  renderWithProviders(<LocationButton />, { session: { location: longAddress } });

  const button = screen.getByRole('button', { name: `Delivery location: ${longAddress}` });
  expect(button).toHaveTextContent('221B Baker Street, Marylebone, L...');
  expect(button).toHaveAttribute('title', longAddress);
});

test('asks for a location when none is stored', () => {
  renderWithProviders(<LocationButton />);

  expect(screen.getByRole('button', { name: 'Set delivery location' })).toHaveTextContent('Set delivery location');
});

test('opens the pick-location modal through the bus when clicked', async () => {
  const picks = jest.fn();
  const subscription = on('location/pick').subscribe(picks);
  const { user } = renderWithProviders(<LocationButton />, { session: { location: 'Road 11, Dhaka' } });

  await user.click(screen.getByRole('button', { name: 'Delivery location: Road 11, Dhaka' }));

  expect(picks).toHaveBeenCalledWith({ type: 'location/pick' });
  subscription.unsubscribe();
});
