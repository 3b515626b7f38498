import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, grocery, locatedSession, makeStore, renderWithProviders } from '@storefront/testing';
import { HighlightsSection } from '../highlights-section';

const ad = (id: number, addType: 'video_promotion' | 'store_promotion', overrides: Record<string, unknown> = {}) => ({
  id,
  add_type: addType,
  title: `Promotion ${id}`,
  description: `About promotion ${id}`,
  video_attachment_full_url: addType === 'video_promotion' ? `http://localhost:4000/api/v1/advertisement/video/${id}.webm` : null,
  cover_image_full_url: `http://localhost:4000/storage/advertisement/${id}.svg`,
  profile_image_full_url: `http://localhost:4000/storage/store/${id}.svg`,
  is_rating_active: 1,
  is_review_active: 1,
  average_rating: 4.25,
  reviews_comments_count: 12,
  store: { ...makeStore({ id: 10 + id, name: `Store ${id}` }), slug: `store-${id}` },
  ...overrides,
});

const requests: string[] = [];
const server = createTestServer(
  http.get(`${API}/advertisement/list`, ({ request }) => {
    requests.push(request.headers.get('moduleId') ?? '');
    return HttpResponse.json([ad(1, 'video_promotion'), ad(2, 'video_promotion'), ad(3, 'store_promotion', { is_review_active: 0 })]);
  }),
);

let play: jest.SpyInstance;
beforeEach(() => {
  requests.length = 0;
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent.play(this);
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent.pause(this);
  });
});
afterEach(() => jest.restoreAllMocks());

/** The test media queries match anything without a width, reduced motion too: a person who does not ask for it. */
function motionAllowed() {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('reduce') ? false : matchMedia(query).matches,
  })) as typeof window.matchMedia;
}

const renderHighlights = ({ reducedMotion = false } = {}) => {
  const result = renderWithProviders(<HighlightsSection />, { session: { ...locatedSession, module: grocery } });
  if (!reducedMotion) motionAllowed();
  return result;
};

test('shows the video and store promotions with their store, rating and reviews', async () => {
  renderHighlights();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Highlights for you' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.getByLabelText('Promotion 1', { selector: 'video' })).toHaveAttribute(
    'poster',
    'http://localhost:4000/storage/advertisement/1.svg',
  );
  // a store promotion's picture links to its store
  for (const link of screen.getAllByRole('link', { name: 'Promotion 3' }))
    expect(link).toHaveAttribute('href', '/store/store-3?module_id=2&store_zone_id=1');
  expect(screen.getByRole('img', { name: 'Store 3 logo' })).toHaveAttribute('width', '40');
  expect(screen.getAllByLabelText('Rating 4.25')).toHaveLength(3);
  expect(screen.getAllByText('(12)')).toHaveLength(2);
  expect(requests).toEqual(['2']);
});

test('the video in front plays; when it ends the carousel moves on and the next video plays; the overlay replays from 0', async () => {
  renderHighlights();
  const first = (await screen.findByLabelText('Promotion 1', { selector: 'video' })) as HTMLVideoElement;
  const second = screen.getByLabelText('Promotion 2', { selector: 'video' }) as HTMLVideoElement;
  await waitFor(() => expect(first.parentElement).toHaveAttribute('data-video-state', 'playing'));
  expect(second.parentElement).toHaveAttribute('data-video-state', 'paused');
  expect(screen.getByRole('button', { name: 'Play Promotion 2' })).toBeInTheDocument();
  act(() => {
    fireEvent.pause(first);
    fireEvent.ended(first);
  });
  await waitFor(() => expect(second.parentElement).toHaveAttribute('data-video-state', 'playing'));
  expect(first.parentElement).toHaveAttribute('data-video-state', 'ended');
  expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
  first.currentTime = 2.5;
  play.mockClear();
  fireEvent.click(screen.getByRole('button', { name: 'Replay Promotion 1' }));
  expect(first.currentTime).toBe(0);
  expect(play).toHaveBeenCalledTimes(1);
});

test('with reduced motion no video starts by itself', async () => {
  renderHighlights({ reducedMotion: true });
  await screen.findByLabelText('Promotion 1', { selector: 'video' });
  expect(play).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Play Promotion 1' })).toBeInTheDocument();
});

test('no promotions: the section is not there', async () => {
  server.use(http.get(`${API}/advertisement/list`, () => HttpResponse.json([])));
  renderHighlights();
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('heading', { name: 'Highlights for you' })).toBeNull();
});
