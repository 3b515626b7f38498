import { screen } from '@testing-library/react';
import { API, createTestServer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import { useGeoHandlers } from '../../../../testing/geo-handlers';
import { PlaceSearch } from '../place-search';

const server = createTestServer();

test('puts the chosen prediction in the box, hands it over, and can be cleared', async () => {
  useGeoHandlers(server);
  const onChoose = jest.fn();
  const { user, container } = renderWithProviders(<PlaceSearch onChoose={onChoose} />);
  const box = screen.getByRole('combobox', { name: 'Search location here...' });

  await user.type(box, 'Baker');
  await user.click(await screen.findByText('Baker Street Station, London, UK'));

  expect(box).toHaveValue('Baker Street Station, London, UK');
  expect(onChoose).toHaveBeenCalledWith({ description: 'Baker Street Station, London, UK', place_id: 'place-station' });

  await user.click(container.querySelector('.ant-input-clear-icon') as HTMLElement);

  expect(box).toHaveValue('');
});

test("shows the server's message when the search fails", async () => {
  server.use(
    http.get(`${API}/config/place-api-autocomplete`, () =>
      HttpResponse.json({ errors: [{ code: 'maps', message: 'Map service is unavailable' }] }, { status: 503 }),
    ),
  );
  const { user } = renderWithProviders(<PlaceSearch onChoose={jest.fn()} />);

  await user.type(screen.getByRole('combobox', { name: 'Search location here...' }), 'Baker');

  expect(await screen.findByText('Map service is unavailable')).toBeInTheDocument();
});
