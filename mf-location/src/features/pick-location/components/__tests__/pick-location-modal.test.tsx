import { emit } from '@storefront/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestServer, recordEvents, renderWithProviders } from '@storefront/testing';
import { HttpResponse } from 'msw';
import LocationOverlays from '../../../../exposes/overlays';
import { useGeoHandlers } from '../../../../testing/geo-handlers';

const server = createTestServer();

async function openModal(fromReceiver?: boolean) {
  const rendered = renderWithProviders(<LocationOverlays />, { route: '/' });
  act(() => emit({ type: 'location/pick', fromReceiver }));
  const dialog = await screen.findByRole('dialog', { name: 'Pick your location' });
  return { ...rendered, dialog };
}

// While the zone loads the button shows a spinner, whose icon joins its name.
const pickButton = () => screen.getByRole('button', { name: /Pick Locations/ });

async function choosePrediction(user: ReturnType<typeof renderWithProviders>['user'], text: string, description: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search location here...' }), text);
  await user.click(await screen.findByText(description));
}

test('shows predictions for what the visitor types', async () => {
  const requests = useGeoHandlers(server);
  const { user } = await openModal();

  await user.type(screen.getByRole('combobox', { name: 'Search location here...' }), 'Baker');

  expect(await screen.findByText('221B Baker Street, London, UK')).toBeInTheDocument();
  expect(screen.getByText('Baker Street Station, London, UK')).toBeInTheDocument();
  expect(screen.queryByText('Banani Road 11, Dhaka, Bangladesh')).not.toBeInTheDocument();
  // Debouncing itself is covered by the hook's own test; here the last text asked for is the whole word.
  expect(requests.predictions.at(-1)?.searchParams.get('search_text')).toBe('Baker');
});

test('says so when no place matches the text', async () => {
  useGeoHandlers(server);
  const { user } = await openModal();

  await user.type(screen.getByRole('combobox', { name: 'Search location here...' }), 'Atlantis');

  expect(await screen.findByText('No results found')).toBeInTheDocument();
});

test('choosing a prediction fetches its coordinates, then its zone, and only then enables Pick Locations', async () => {
  let releaseZone: () => void = () => {};
  const zoneAnswered = new Promise<void>((resolve) => {
    releaseZone = resolve;
  });
  const requests = useGeoHandlers(server, {
    zone: async () => {
      await zoneAnswered;
      return HttpResponse.json({ zone_id: '[3,1]', zone_data: [{ id: 3, cash_on_delivery: true }] });
    },
  });
  const { user } = await openModal();
  expect(pickButton()).toBeDisabled();

  await choosePrediction(user, 'Baker', '221B Baker Street, London, UK');

  const chosen = await screen.findByRole('region', { name: 'Selected address' });
  expect(await within(chosen).findByText('221B Baker Street, London, UK')).toBeInTheDocument();
  expect(requests.details.map((url) => url.searchParams.get('placeid'))).toEqual(['place-baker']);
  await waitFor(() => expect(requests.zone).toHaveLength(1));
  expect(requests.zone[0].searchParams.get('lat')).toBe('51.5237');
  expect(requests.zone[0].searchParams.get('lng')).toBe('-0.1585');
  expect(pickButton()).toBeDisabled();

  releaseZone();

  await waitFor(() => expect(pickButton()).toBeEnabled());
});

test('confirming saves address, coordinates and zone ids under the spec keys and announces the new location', async () => {
  useGeoHandlers(server);
  const recorded = recordEvents('location/changed', 'location/receiver-picked');
  const { user } = await openModal();

  await choosePrediction(user, 'Baker', '221B Baker Street, London, UK');
  await waitFor(() => expect(pickButton()).toBeEnabled());
  await user.click(pickButton());

  expect(await screen.findByText('New location has been set.')).toBeInTheDocument();
  expect(window.localStorage.getItem('location')).toBe('221B Baker Street, London, UK');
  expect(JSON.parse(window.localStorage.getItem('currentLatLng') ?? 'null')).toEqual({ lat: 51.5237, lng: -0.1585 });
  expect(window.localStorage.getItem('zoneid')).toBe('[3,1]');
  expect(recorded).toEqual([
    {
      type: 'location/changed',
      location: { address: '221B Baker Street, London, UK', latLng: { lat: 51.5237, lng: -0.1585 }, zoneIds: [3, 1] },
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick your location' })).not.toBeInTheDocument());
});

test("a receiver's location is handed back without replacing the visitor's own", async () => {
  useGeoHandlers(server);
  const recorded = recordEvents('location/changed', 'location/receiver-picked');
  const { user } = await openModal(true);

  await choosePrediction(user, 'Banani', 'Banani Road 11, Dhaka, Bangladesh');
  await waitFor(() => expect(pickButton()).toBeEnabled());
  await user.click(pickButton());

  expect(await screen.findByText('New location has been set.')).toBeInTheDocument();
  expect(window.localStorage.getItem('location')).toBeNull();
  expect(window.localStorage.getItem('zoneid')).toBeNull();
  expect(recorded).toEqual([
    {
      type: 'location/receiver-picked',
      location: { address: 'Banani Road 11, Dhaka, Bangladesh', latLng: { lat: 23.7937, lng: 90.4066 }, zoneIds: [3, 1] },
    },
  ]);
});

test('a failed zone lookup turns the button into an error button with the message, which closes the modal', async () => {
  useGeoHandlers(server, {
    zone: () => HttpResponse.json({ errors: [{ code: 'coordinates', message: 'Service not available in this area' }] }, { status: 404 }),
  });
  const recorded = recordEvents('location/changed', 'location/receiver-picked');
  const { user } = await openModal();

  await choosePrediction(user, 'Baker', '221B Baker Street, London, UK');
  const errorButton = await screen.findByRole('button', { name: 'Service not available in this area' });
  expect(screen.queryByRole('button', { name: 'Pick Locations' })).not.toBeInTheDocument();

  await user.click(errorButton);

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick your location' })).not.toBeInTheDocument());
  expect(window.localStorage.getItem('zoneid')).toBeNull();
  expect(recorded).toEqual([]);
});

describe('current location', () => {
  const originalGeolocation = navigator.geolocation;
  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: originalGeolocation });
  });

  function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
    const stub = jest.fn(getCurrentPosition);
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: stub } });
    return stub;
  }

  test('uses the device position, low accuracy with a 5 s time-out, and finds its address and zone', async () => {
    const requests = useGeoHandlers(server);
    const getCurrentPosition = stubGeolocation((success) =>
      success({ coords: { latitude: 23.75, longitude: 90.39 } } as GeolocationPosition),
    );
    const { user } = await openModal();

    await user.click(screen.getByRole('button', { name: 'Use current location' }));

    const chosen = screen.getByRole('region', { name: 'Selected address' });
    expect(await within(chosen).findByText('Near 23.75, 90.39')).toBeInTheDocument();
    expect(getCurrentPosition.mock.calls[0][2]).toMatchObject({ enableHighAccuracy: false, timeout: 5000 });
    expect(requests.geocode[0].searchParams.get('lat')).toBe('23.75');
    await waitFor(() => expect(pickButton()).toBeEnabled());
    expect(requests.zone[0].searchParams.get('lng')).toBe('90.39');
  });

  test('explains how to allow the permission when the browser refused it', async () => {
    const requests = useGeoHandlers(server);
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
    );
    const { user } = await openModal();

    await user.click(screen.getByRole('button', { name: 'Use current location' }));

    // antd gives every dialog title the same id under test, so the dialog is found by its title text.
    const title = await screen.findByText('Please allow browser location permission');
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveTextContent(
      'Your browser location track permission is off. Please turn on the location permission to detect current location',
    );
    expect(requests.geocode).toHaveLength(0);
    expect(pickButton()).toBeDisabled();
  });
});

test('shows no map when no maps key is configured', async () => {
  useGeoHandlers(server);
  await openModal();

  expect(screen.queryByRole('region', { name: 'Map' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search location here...' })).toBeInTheDocument();
});
