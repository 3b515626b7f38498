import { emit, setRuntimeConfig } from '@storefront/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API, createTestServer, renderWithProviders } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import LocationOverlays from '../../../../exposes/overlays';
import { useGeoHandlers } from '../../../../testing/geo-handlers';

// The maps SDK cannot run in jsdom: the map is a stand-in that records its props and can be dragged.
const mapProps: Record<string, unknown>[] = [];
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children, apiKey }: { children: React.ReactNode; apiKey: string }) => (
    <div data-testid="maps-api" data-api-key={apiKey}>
      {children}
    </div>
  ),
  Map: (props: Record<string, unknown>) => {
    mapProps.push(props);
    const drag = () => (props.onDragend as (event: unknown) => void)({ map: { getCenter: () => ({ lat: () => 23.8, lng: () => 90.41 }) } });
    return (
      <button type="button" onClick={drag}>
        drag the map
      </button>
    );
  },
  AdvancedMarker: ({ title }: { title: string }) => <span data-testid="marker">{title}</span>,
  useMap: () => null,
}));

const server = createTestServer();

beforeAll(() => setRuntimeConfig({ mapsApiKey: 'browser-key' }));
afterAll(() => setRuntimeConfig({ mapsApiKey: '' }));

test('with a maps key, shows a map centred on the default location, and a drag picks the point under the pin', async () => {
  const requests = useGeoHandlers(server);
  server.use(
    http.get(`${API}/config`, () =>
      HttpResponse.json({
        business_name: 'Storefront',
        digit_after_decimal_point: 2,
        default_location: { lat: '23.7808', lng: '90.4176' },
      }),
    ),
  );
  const { user } = renderWithProviders(<LocationOverlays />);
  act(() => emit({ type: 'location/pick' }));

  const map = await screen.findByRole('region', { name: 'Map' });
  expect(within(map).getByTestId('maps-api')).toHaveAttribute('data-api-key', 'browser-key');
  expect(mapProps.at(-1)).toMatchObject({
    defaultCenter: { lat: 23.7808, lng: 90.4176 },
    defaultZoom: 17,
    minZoom: 1,
    maxZoom: 21,
  });

  await user.click(within(map).getByRole('button', { name: 'drag the map' }));

  const chosen = screen.getByRole('region', { name: 'Selected address' });
  expect(await within(chosen).findByText('Near 23.8, 90.41')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: /Pick Locations/ })).toBeEnabled());
  expect(requests.zone[0].searchParams.get('lat')).toBe('23.8');
});
