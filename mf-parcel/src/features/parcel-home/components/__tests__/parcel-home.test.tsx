import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, renderWithProviders } from '@storefront/testing';
import ParcelRoutes from '../../../../exposes/routes';
import { introSteps } from '../../api/parcel-home';

const server = createTestServer();

const documents = {
  id: 11,
  name: 'Documents',
  description: 'Letters and papers up to 1 kg.',
  image_full_url: 'http://api.test/storage/parcel-category/11.svg',
  module_id: 6,
  parcel_per_km_shipping_charge: 1.2,
  parcel_minimum_shipping_charge: 5,
};

function parcelBackend() {
  server.use(
    http.get(`${API}/parcel-category`, () => HttpResponse.json([documents, { ...documents, id: 12, name: 'Fragile' }])),
    http.get(`${API}/banners`, () =>
      HttpResponse.json({
        campaigns: [],
        banners: [{ id: 1, title: 'Send a parcel across town', image_full_url: 'http://api.test/b/1.svg' }],
      }),
    ),
    http.get(`${API}/why-choose`, () =>
      HttpResponse.json([
        { id: 1, title: 'Live tracking', short_description: 'Follow it on the map.', image_full_url: 'http://api.test/w/1.svg' },
      ]),
    ),
    http.get(`${API}/video-content`, () =>
      HttpResponse.json({
        banner_type: 'image',
        banner_video: null,
        banner_video_content_full_url: null,
        banner_image_full_url: 'http://api.test/v/1.svg',
        banner_contents: [
          { key: 'label_1', value: 'Choose what you send' },
          { key: 'description_1', value: 'Pick a category.' },
          { key: 'label_2', value: 'Tell us where' },
          { key: 'description_2', value: 'Set both addresses.' },
          { key: 'label_3', value: 'We deliver it' },
          { key: 'description_3', value: 'Track it live.' },
        ],
      }),
    ),
  );
}

test('the parcel home shows the categories, the banners, why choose us, the three steps and the tracking form', async () => {
  parcelBackend();
  renderWithProviders(<ParcelRoutes />, { route: '/home', mountAt: '/home/*', session: { guestId: 'g-1' } });

  // the page's code loads lazily on first use
  expect(await screen.findByRole('heading', { name: 'We Deliver Everything' }, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByText('What are you wish to send?')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Documents' })).toBeInTheDocument();
  expect(await screen.findByAltText('Send a parcel across town')).toBeInTheDocument();
  expect(await screen.findByText('Live tracking')).toBeInTheDocument();
  const steps = (await screen.findByRole('heading', { name: 'Easiest way to get services' })).closest('section')!;
  expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  expect(within(steps).getByText('Tell us where')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Track order' })).toBeInTheDocument();
});

test('choosing a category saves it, then opens the parcel form', async () => {
  parcelBackend();
  const { user, path } = renderWithProviders(<ParcelRoutes />, { route: '/home', mountAt: '/*', session: { guestId: 'g-1' } });

  await user.click(await screen.findByRole('button', { name: 'Fragile' }, { timeout: 20_000 }));

  await waitFor(() => expect(path()).toBe('/parcel-delivery-info'));
  expect(JSON.parse(sessionStorage.getItem('parcel-category')!).name).toBe('Fragile');
});

test('the tracking form on the parcel home opens /track-order with the order id and phone', async () => {
  parcelBackend();
  const { user, path } = renderWithProviders(<ParcelRoutes />, { route: '/home', mountAt: '/*', session: { guestId: 'g-1' } });

  await user.type(await screen.findByLabelText('Order ID', {}, { timeout: 20_000 }), '100045');
  await user.type(screen.getByLabelText('Contact number'), '+15550100100');
  await user.click(screen.getByRole('button', { name: 'Track Order' }));

  await waitFor(() => expect(path()).toBe('/track-order?order_id=100045&contact_number=%2B15550100100'));
});

test('banner contents are read as label/description pairs; empty pairs are left out', () => {
  expect(
    introSteps([
      { key: 'a', value: 'One' },
      { key: 'b', value: 'First' },
      { key: 'c', value: '' },
      { key: 'd', value: ' ' },
    ]),
  ).toEqual([{ label: 'One', description: 'First' }]);
  expect(introSteps(undefined)).toEqual([]);
});
