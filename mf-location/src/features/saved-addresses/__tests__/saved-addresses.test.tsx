import { emit } from '@storefront/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API, createTestServer, recordEvents, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import LocationOverlays from '../../../exposes/overlays';
import { useGeoHandlers } from '../../../testing/geo-handlers';

const server = createTestServer();

const home = {
  id: 7,
  address_type: 'home',
  contact_person_name: 'Ada',
  contact_person_number: '+15550100',
  address: '12 Wythe Avenue, Brooklyn',
  latitude: '40.7181',
  longitude: '-73.9617',
  zone_ids: [2],
};

test("a signed-in customer's saved address becomes the delivery location in one click", async () => {
  const requests = useGeoHandlers(server, { zone: () => HttpResponse.json({ zone_id: '[2]', zone_data: [{ id: 2 }] }) });
  server.use(
    http.get(`${API}/customer/address/list`, () => HttpResponse.json({ total_size: 1, limit: 100, offset: 1, addresses: [home] })),
  );
  const recorded = recordEvents('location/changed');
  const { user } = renderWithProviders(<LocationOverlays />, { session: { token: 'token-1' } });
  act(() => emit({ type: 'location/pick' }));

  const saved = await screen.findByRole('region', { name: 'Saved addresses' });
  await user.click(within(saved).getByRole('button', { name: /home · 12 Wythe Avenue, Brooklyn/ }));

  expect(await screen.findByText('New delivery address selected.')).toBeInTheDocument();
  expect(requests.zone[0].searchParams.get('lat')).toBe('40.7181');
  expect(window.localStorage.getItem('location')).toBe('12 Wythe Avenue, Brooklyn');
  expect(window.localStorage.getItem('zoneid')).toBe('[2]');
  expect(recorded).toEqual([
    { type: 'location/changed', location: { address: '12 Wythe Avenue, Brooklyn', latLng: { lat: 40.7181, lng: -73.9617 }, zoneIds: [2] } },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick your location' })).not.toBeInTheDocument());
});

test('a visitor sees no saved addresses and none are asked for', async () => {
  useGeoHandlers(server);
  let asked = false;
  server.use(
    http.get(`${API}/customer/address/list`, () => {
      asked = true;
      return HttpResponse.json({ addresses: [] });
    }),
  );
  renderWithProviders(<LocationOverlays />);
  act(() => emit({ type: 'location/pick' }));
  await screen.findByRole('dialog', { name: 'Pick your location' });
  expect(screen.queryByRole('region', { name: 'Saved addresses' })).not.toBeInTheDocument();
  expect(asked).toBe(false);
});
