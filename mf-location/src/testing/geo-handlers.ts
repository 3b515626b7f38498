import type { PlacePrediction } from '@storefront/contract';
import { API } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export const predictions: PlacePrediction[] = [
  { description: '221B Baker Street, London, UK', place_id: 'place-baker' },
  { description: 'Baker Street Station, London, UK', place_id: 'place-station' },
  { description: 'Banani Road 11, Dhaka, Bangladesh', place_id: 'place-banani' },
];

export const places: Record<string, { lat: number; lng: number; formatted_address: string }> = {
  'place-baker': { lat: 51.5237, lng: -0.1585, formatted_address: '221B Baker St, London NW1 6XE, UK' },
  'place-station': { lat: 51.5226, lng: -0.1571, formatted_address: 'Baker Street, London NW1 5LA, UK' },
  'place-banani': { lat: 23.7937, lng: 90.4066, formatted_address: 'Road 11, Dhaka 1213, Bangladesh' },
};

/** What config/map-data answers: one square zone around Baker Street and two places. */
export const mapData = {
  zones: [
    {
      id: 3,
      name: 'Marylebone',
      display_name: 'Marylebone, London',
      status: 1,
      coordinates: [
        { lat: 51.53, lng: -0.17 },
        { lat: 51.53, lng: -0.14 },
        { lat: 51.51, lng: -0.14 },
        { lat: 51.51, lng: -0.17 },
      ],
    },
  ],
  places: [
    { place_id: 'place-baker', name: '221B Baker Street', kind: 'landmark', lat: 51.5237, lng: -0.1585 },
    { place_id: 'place-station', name: 'Baker Street Station', kind: 'landmark', lat: 51.5226, lng: -0.1571 },
  ],
};

export interface RecordedRequests {
  predictions: URL[];
  details: URL[];
  geocode: URL[];
  zone: URL[];
  distance: URL[];
}

export interface GeoHandlerOptions {
  /** Answer of config/get-zone-id; a 200 with zone "[3,1]" by default. */
  zone?: (url: URL) => Response | Promise<Response>;
}

/** Adds to `server` the geo endpoints as the API answers them (2.x shapes), recording every request. */
export function useGeoHandlers(server: SetupServer, { zone }: GeoHandlerOptions = {}): RecordedRequests {
  const requests: RecordedRequests = { predictions: [], details: [], geocode: [], zone: [], distance: [] };
  server.use(
    http.get(`${API}/config/place-api-autocomplete`, ({ request }) => {
      const url = new URL(request.url);
      requests.predictions.push(url);
      const text = (url.searchParams.get('search_text') ?? '').toLowerCase();
      return HttpResponse.json({
        predictions: predictions.filter((prediction) => prediction.description.toLowerCase().includes(text)),
        status: 'OK',
      });
    }),
    http.get(`${API}/config/place-api-details`, ({ request }) => {
      const url = new URL(request.url);
      requests.details.push(url);
      const place = places[url.searchParams.get('placeid') ?? ''];
      if (!place) return HttpResponse.json({ errors: [{ code: 'place', message: 'Place not found' }] }, { status: 404 });
      return HttpResponse.json({
        result: { formatted_address: place.formatted_address, geometry: { location: { lat: place.lat, lng: place.lng } } },
      });
    }),
    http.get(`${API}/config/geocode-api`, ({ request }) => {
      const url = new URL(request.url);
      requests.geocode.push(url);
      return HttpResponse.json({
        results: [{ formatted_address: `Near ${url.searchParams.get('lat')}, ${url.searchParams.get('lng')}` }],
        status: 'OK',
      });
    }),
    http.get(`${API}/config/map-data`, () => HttpResponse.json(mapData)),
    http.get(`${API}/config/distance-api`, ({ request }) => {
      requests.distance.push(new URL(request.url));
      return HttpResponse.json({
        rows: [{ elements: [{ distance: { value: 8400, text: '8.4 km' }, duration: { value: 1012, text: '17 mins' }, status: 'OK' }] }],
        status: 'OK',
        source: 'great_circle',
      });
    }),
    http.get(`${API}/config/get-zone-id`, ({ request }) => {
      const url = new URL(request.url);
      requests.zone.push(url);
      if (zone) return zone(url);
      return HttpResponse.json({ zone_id: '[3,1]', zone_data: [{ id: 3, cash_on_delivery: true }] });
    }),
  );
  return requests;
}
