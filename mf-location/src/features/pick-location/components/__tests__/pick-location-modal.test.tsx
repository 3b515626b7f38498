import { emit } from '@storefront/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestServer, recordEvents, renderWithProviders } from '@storefront/testing';
import { HttpResponse } from 'msw';
import LocationOverlays from '../../../../exposes/overlays';
import { useGeoHandlers } from '../../../../testing/geo-handlers';

const server = createTestServer();

/** A pointer drag on the offline map (jsdom has no PointerEvent, so mouse events under the pointer names). */
function dragBy(map: HTMLElement, dx: number, dy: number) {
  const fire = (type: string, x: number, y: number) =>
    act(() => {
      map.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
    });
  fire('pointerdown', 200, 150);
  fire('pointermove', 200 + dx / 2, 150 + dy / 2);
  fire('pointerup', 200 + dx, 150 + dy);
}

async function openModal(options: { fromReceiver?: boolean; purpose?: 'parcel' | 'store' } = {}) {
  const rendered = renderWithProviders(<LocationOverlays />, { route: '/' });
  act(() => emit({ type: 'location/pick', ...options }));
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
  const { user } = await openModal({ fromReceiver: true });

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

test('with no maps key the offline map shows; dragging it picks the point under the pin, its address and zone', async () => {
  const requests = useGeoHandlers(server);
  const { dialog } = await openModal();

  const map = await within(dialog).findByRole('application', { name: 'Map' });
  expect(requests.zone).toHaveLength(0);
  dragBy(map, -100, 0);

  const chosen = screen.getByRole('region', { name: 'Selected address' });
  expect(await within(chosen).findByText(/^Near /)).toBeInTheDocument();
  await waitFor(() => expect(pickButton()).toBeEnabled());
  expect(Number(requests.geocode[0].searchParams.get('lng'))).toBeGreaterThan(Number(map.dataset.lng) - 1);
  expect(requests.zone[0].searchParams.get('lat')).toBe(requests.geocode[0].searchParams.get('lat'));
});

test('Pick Locations stays disabled while the zone loads', async () => {
  let answer: (response: Response) => void = () => undefined;
  useGeoHandlers(server, { zone: () => new Promise<Response>((resolve) => (answer = resolve)) });
  const { user } = await openModal();

  await choosePrediction(user, 'Baker', '221B Baker Street, London, UK');
  await waitFor(() => expect(screen.getByText('221B Baker Street, London, UK', { selector: 'strong bdi' })).toBeInTheDocument());
  expect(pickButton()).toBeDisabled();
  act(() => answer(HttpResponse.json({ zone_id: '[3]', zone_data: [{ id: 3 }] })));
  await waitFor(() => expect(pickButton()).toBeEnabled());
});

test('the fullscreen toggle fills the screen and back', async () => {
  useGeoHandlers(server);
  const { user, dialog } = await openModal();

  await user.click(within(dialog).getByRole('button', { name: 'Fullscreen' }));
  expect(within(dialog).getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(dialog).getByRole('button', { name: 'Exit fullscreen' }));
  expect(within(dialog).getByRole('button', { name: 'Fullscreen' })).toHaveAttribute('aria-pressed', 'false');
});

test('for the parcel case the point goes back to the caller and the modal closes, with nothing saved', async () => {
  useGeoHandlers(server);
  const recorded = recordEvents('location/changed', 'location/receiver-picked');
  const { user } = await openModal({ purpose: 'parcel' });

  await choosePrediction(user, 'Banani', 'Banani Road 11, Dhaka, Bangladesh');
  await waitFor(() => expect(pickButton()).toBeEnabled());
  await user.click(pickButton());

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick your location' })).not.toBeInTheDocument());
  expect(recorded).toEqual([
    {
      type: 'location/receiver-picked',
      location: { address: 'Banani Road 11, Dhaka, Bangladesh', latLng: { lat: 23.7937, lng: 90.4066 }, zoneIds: [3, 1] },
    },
  ]);
  expect(screen.queryByText('New location has been set.')).not.toBeInTheDocument();
  expect(window.localStorage.getItem('location')).toBeNull();
});

test('for the store case the modal only closes', async () => {
  useGeoHandlers(server);
  const recorded = recordEvents('location/changed', 'location/receiver-picked');
  const { user } = await openModal({ purpose: 'store' });

  await choosePrediction(user, 'Baker', '221B Baker Street, London, UK');
  await waitFor(() => expect(pickButton()).toBeEnabled());
  await user.click(pickButton());

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick your location' })).not.toBeInTheDocument());
  expect(recorded).toEqual([]);
  expect(window.localStorage.getItem('zoneid')).toBeNull();
  expect(screen.queryByText('New location has been set.')).not.toBeInTheDocument();
});
