import { act, screen, waitFor } from '@testing-library/react';
import { createTestServer, renderWithProviders } from '@storefront/testing';
import { useGeoHandlers } from '../../../testing/geo-handlers';
import OfflineMap, { KEY_PAN_PX } from '../components/offline-map';
import { MAP_ZOOM, panBy, project, unproject } from '../projection';

const server = createTestServer();
const BAKER = { lat: 51.5237, lng: -0.1585 };

function pointer(map: HTMLElement, type: string, x: number, y: number) {
  act(() => {
    map.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
  });
}

test('projection: unproject undoes project, and a drag to the left moves the centre east by its pixels', () => {
  const back = unproject(project(BAKER, 17), 17);
  expect(back.lat).toBeCloseTo(BAKER.lat, 8);
  expect(back.lng).toBeCloseTo(BAKER.lng, 8);
  // at zoom 17 the world is 256 * 2^17 px wide: 100 px is 360 * 100 / 33554432 degrees
  expect(panBy(BAKER, 17, -100, 0).lng - BAKER.lng).toBeCloseTo((360 * 100) / (256 * 2 ** 17), 8);
});

test('dragging the map reports the point under the centre pin', async () => {
  useGeoHandlers(server);
  const moves: { lat: number; lng: number }[] = [];
  renderWithProviders(<OfflineMap center={BAKER} onMove={(point) => moves.push(point)} />);
  const map = screen.getByRole('application', { name: 'Map' });

  pointer(map, 'pointerdown', 300, 160);
  pointer(map, 'pointermove', 250, 200);
  expect(moves).toEqual([]); // nothing is reported mid-drag
  pointer(map, 'pointerup', 200, 240);

  expect(moves).toHaveLength(1);
  const expected = panBy(BAKER, MAP_ZOOM.picker, -100, 80);
  expect(moves[0].lat).toBeCloseTo(expected.lat, 6);
  expect(moves[0].lng).toBeCloseTo(expected.lng, 6);
  expect(moves[0].lng).toBeGreaterThan(BAKER.lng);
  expect(moves[0].lat).toBeGreaterThan(BAKER.lat); // pulling the map down shows what is north
});

test('arrow keys pan and +/- zoom within 1 to 21, each reporting the centre', async () => {
  useGeoHandlers(server);
  const moves: { lat: number; lng: number }[] = [];
  const { user } = renderWithProviders(<OfflineMap center={BAKER} zoom={20} onMove={(point) => moves.push(point)} />);
  const map = screen.getByRole('application', { name: 'Map' });

  map.focus();
  await user.keyboard('{ArrowRight}');
  expect(moves[0].lng).toBeCloseTo(panBy(BAKER, 20, -KEY_PAN_PX, 0).lng, 6);
  await user.keyboard('+');
  expect(map).toHaveAttribute('data-zoom', '21');
  expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await user.keyboard('+');
  expect(map).toHaveAttribute('data-zoom', '21');
  await user.click(screen.getByRole('button', { name: 'Zoom out' }));
  expect(map).toHaveAttribute('data-zoom', '20');
  expect(moves).toHaveLength(3);
});

test('zone polygons and place names of the API are drawn; markers and a route too', async () => {
  useGeoHandlers(server);
  const { container } = renderWithProviders(
    <OfflineMap
      center={BAKER}
      zoom={15}
      markers={[{ kind: 'store', label: 'Baker Foods', latLng: BAKER }]}
      route={[BAKER, { lat: 51.52, lng: -0.15 }]}
    />,
  );
  await waitFor(() => expect(container.querySelector('polygon[data-zone="Marylebone"]')).not.toBeNull());
  expect(await screen.findByText('221B Baker Street')).toBeInTheDocument();
  expect(screen.getByText('Baker Foods')).toBeInTheDocument();
  expect(screen.getByTestId('map-route')).toBeInTheDocument();
  // no pin without onMove: a map to look at, not to pick with
  expect(container.querySelector('[data-icon="environment"]')).toBeNull();
});

test('the minimum zoom is 1', async () => {
  useGeoHandlers(server);
  const { user } = renderWithProviders(<OfflineMap center={BAKER} zoom={0} />);
  const map = screen.getByRole('application', { name: 'Map' });
  expect(map).toHaveAttribute('data-zoom', '1');
  expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(map).toHaveAttribute('data-zoom', '2');
});
