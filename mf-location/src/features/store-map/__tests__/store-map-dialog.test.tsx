import { emit } from '@storefront/platform';
import { act, screen, within } from '@testing-library/react';
import { createTestServer, renderWithProviders } from '@storefront/testing';
import { useGeoHandlers } from '../../../testing/geo-handlers';
import { StoreMapDialog } from '../components/store-map-dialog';

const server = createTestServer();

test('location/show-route shows the store and the delivery point at zoom 10, the line and the distance, saying it is an estimate', async () => {
  const requests = useGeoHandlers(server);
  const { container } = renderWithProviders(<StoreMapDialog />);
  act(() =>
    emit({
      type: 'location/show-route',
      store: { name: 'Baker Foods', latLng: { lat: 51.5237, lng: -0.1585 } },
      delivery: { lat: 51.5, lng: -0.12 },
    }),
  );

  const dialog = await screen.findByRole('dialog', { name: 'Baker Foods' });
  const map = await within(dialog).findByRole('application', { name: 'Map' });
  expect(map).toHaveAttribute('data-zoom', '10');
  expect(container.ownerDocument.querySelector('[data-marker="store"]')).not.toBeNull();
  expect(container.ownerDocument.querySelector('[data-marker="delivery"]')).not.toBeNull();
  expect(within(dialog).getByTestId('map-route')).toBeInTheDocument();

  const distance = await within(dialog).findByRole('status', { name: 'Distance' });
  expect(distance).toHaveTextContent(/Distance: 8\.4\s?km · 17 mins/);
  expect(distance).toHaveTextContent('Straight-line estimate: the road route may be longer.');
  expect(requests.distance[0].searchParams.get('origin_lat')).toBe('51.5237');
  expect(requests.distance[0].searchParams.get('destination_lng')).toBe('-0.12');
});
