import { setRuntimeConfig } from '@storefront/platform';
import { screen, within } from '@testing-library/react';
import { createTestServer, renderWithProviders } from '@storefront/testing';
import { useGeoHandlers } from '../../../testing/geo-handlers';
import LocationMap, { mapEngine } from '../components/location-map';

// Google's SDK cannot run in jsdom: the library is replaced at its boundary.
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children, apiKey }: { children: React.ReactNode; apiKey: string }) => (
    <div data-testid="google-maps" data-api-key={apiKey}>
      {children}
    </div>
  ),
  Map: ({ children, defaultZoom }: { children: React.ReactNode; defaultZoom: number }) => (
    <div data-testid="google-map" data-zoom={defaultZoom}>
      {children}
    </div>
  ),
  AdvancedMarker: ({ title }: { title: string }) => <span data-testid="google-marker">{title}</span>,
  useMap: () => null,
}));

const server = createTestServer();
const STORE = { lat: 40.7536, lng: -73.9832 };

afterEach(() => setRuntimeConfig({ mapsApiKey: '' }));

test('the engine is Google with a run-time key and the offline map without one', () => {
  expect(mapEngine('')).toBe('offline');
  expect(mapEngine('   ')).toBe('offline');
  expect(mapEngine('AIza-browser-key')).toBe('google');
});

test('with a key configured at run time the Google map shows, with its markers', async () => {
  useGeoHandlers(server);
  setRuntimeConfig({ mapsApiKey: 'AIza-browser-key' });
  renderWithProviders(<LocationMap center={STORE} zoom={10} markers={[{ kind: 'store', label: 'Corner Deli', latLng: STORE }]} />);

  const google = await screen.findByTestId('google-maps');
  expect(google).toHaveAttribute('data-api-key', 'AIza-browser-key');
  expect(within(google).getByTestId('google-map')).toHaveAttribute('data-zoom', '10');
  expect(within(google).getByTestId('google-marker')).toHaveTextContent('Corner Deli');
  expect(screen.queryByRole('application', { name: 'Map' })).not.toBeInTheDocument();
});

test('without a key the offline map shows and Google is never loaded', async () => {
  useGeoHandlers(server);
  renderWithProviders(<LocationMap center={STORE} />);

  expect(await screen.findByRole('application', { name: 'Map' })).toHaveAttribute('data-zoom', '17');
  expect(screen.queryByTestId('google-maps')).not.toBeInTheDocument();
});
