import { emit } from '@storefront/platform';
import { act, screen, waitFor } from '@testing-library/react';
import { recordEvents, renderWithProviders } from '@storefront/testing';
import { InsertLocationPrompt } from '../components/insert-location-prompt';

test('location/required from any remote opens the prompt; Pick from Map closes it and opens the picker', async () => {
  const picks = recordEvents('location/pick');
  const { user } = renderWithProviders(<InsertLocationPrompt />);
  act(() => emit({ type: 'location/required' }));

  expect(
    await screen.findByText(
      'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Pick from Map/ }));

  expect(picks).toEqual([{ type: 'location/pick' }]);
  await waitFor(() => expect(screen.queryByText(/Please add you delivery location/)).not.toBeInTheDocument());
});
