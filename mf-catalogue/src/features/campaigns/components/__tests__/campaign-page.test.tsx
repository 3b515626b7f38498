import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, grocery, locatedSession, makeStore, renderWithProviders } from '@storefront/testing';
import CatalogueRoutes from '../../../../exposes/routes';
import { campaignIdOf } from '../campaign-page';

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86400000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const campaign = (endDate: string, endTime = '23:59:59') => ({
  id: 4,
  slug: 'fresh-week-4',
  title: 'Fresh Week',
  description: 'Fresh Week: offers from the best grocery stores.',
  image_full_url: 'http://localhost:4000/storage/campaign/4.svg',
  available_date_starts: inDays(-3),
  available_date_ends: endDate,
  end_time: endTime,
  stores: [makeStore({ id: 7, name: 'Green Market' }), makeStore({ id: 8, name: 'Corner Grocer' })],
});
const asked: string[] = [];
const server = createTestServer(
  http.get(`${API}/campaigns/basic-campaign-details`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('basic_campaign_id') ?? '');
    return HttpResponse.json(campaign(inDays(2)));
  }),
);
beforeEach(() => (asked.length = 0));

const renderCampaign = (route = '/campaigns/4?module_id=2', session = { ...locatedSession, module: grocery }) =>
  renderWithProviders(<CatalogueRoutes />, { route, session, mountAt: '/campaigns/*' });

test('reads the id from an id or a slug', () => {
  expect(campaignIdOf('4')).toBe('4');
  expect(campaignIdOf('fresh-week-4')).toBe('4');
  expect(campaignIdOf('fresh-week')).toBeNull();
});

test('shows the campaign, a days/hours/minutes/seconds countdown that ticks, and its stores', async () => {
  renderCampaign('/campaigns/fresh-week-4?module_id=2');
  expect(await screen.findByRole('heading', { level: 2, name: 'Fresh Week' }, { timeout: 20000 })).toBeInTheDocument();
  expect(asked).toEqual(['4']);
  const timer = screen.getByRole('timer', { name: 'Campaign ends in' });
  for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) expect(timer).toHaveTextContent(unit);
  const before = timer.textContent;
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
  expect(timer.textContent).not.toBe(before);
  expect(screen.getByRole('article', { name: 'Green Market' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Corner Grocer' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Fresh Week' })).toHaveAttribute('width', '1200');
});

test("says 'This campaign is over' once its end has passed", async () => {
  const now = new Date();
  const justEnded = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}:00`;
  server.use(http.get(`${API}/campaigns/basic-campaign-details`, () => HttpResponse.json(campaign(inDays(0), justEnded))));
  renderCampaign();
  expect(await screen.findByText('This campaign is over')).toBeInTheDocument();
  expect(screen.queryByRole('timer')).toBeNull();
});

test("an ended campaign (the API sends its dates, no stores) says 'This campaign is over' and offers no stores", async () => {
  server.use(http.get(`${API}/campaigns/basic-campaign-details`, () => HttpResponse.json({ ...campaign(inDays(-10)), stores: [] })));
  renderCampaign();
  expect(await screen.findByRole('heading', { level: 2, name: 'Fresh Week' }, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.getByText('This campaign is over')).toBeInTheDocument();
  expect(screen.queryByRole('timer')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Stores in this campaign' })).toBeNull();
  expect(screen.queryByText('No stores in this campaign in your area yet.')).toBeNull();
  expect(screen.queryByText('Campaign not found')).toBeNull();
});

test('a campaign that ends while the page is open turns to the over text and hides its stores', async () => {
  const soon = new Date(Date.now() + 3000);
  if (soon.getDate() !== new Date().getDate()) return; // a run at midnight: the end would be tomorrow's date
  const time = [soon.getHours(), soon.getMinutes(), soon.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
  server.use(http.get(`${API}/campaigns/basic-campaign-details`, () => HttpResponse.json(campaign(inDays(0), time))));
  renderCampaign();
  expect(await screen.findByRole('article', { name: 'Green Market' }, { timeout: 20000 })).toBeInTheDocument();
  expect(screen.getByRole('timer', { name: 'Campaign ends in' })).toBeInTheDocument();
  expect(await screen.findByText('This campaign is over', undefined, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Green Market' })).toBeNull());
}, 30000);

test('needs a picked zone', async () => {
  renderCampaign('/campaigns/4', { module: grocery } as never);
  expect(await screen.findByText('You must pick a zone to access this page.')).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('an unknown campaign is not found', async () => {
  server.use(
    http.get(`${API}/campaigns/basic-campaign-details`, () =>
      HttpResponse.json({ errors: [{ code: 'campaign', message: 'Campaign not found!' }] }, { status: 404 }),
    ),
  );
  renderCampaign();
  expect(await screen.findByText('Campaign not found')).toBeInTheDocument();
});
