import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, food, grocery, locatedSession, makeItem, recordEvents, renderWithProviders } from '@storefront/testing';
import { BannerSection } from '../banner-section';
import { BottomBannerSection } from '../bottom-banner-section';

const banners = [
  {
    id: 1,
    title: 'Free delivery this week',
    type: 'default',
    image_full_url: 'http://localhost:4000/storage/banner/1.svg',
    link: 'https://example.com/offers',
    store: null,
    item: null,
  },
  {
    id: 2,
    title: 'Visit Green Market',
    type: 'store_wise',
    image_full_url: 'http://localhost:4000/storage/banner/2.svg',
    link: null,
    store: { id: 7, slug: 'green-market', zone_id: 1, module_id: 2 },
    item: null,
  },
  { id: 3, title: 'Try Apple Pie', type: 'item_wise', image_full_url: '', link: null, store: null, item: { id: 42, slug: 'apple-pie' } },
];

const server = createTestServer(
  http.get(`${API}/banners`, () => HttpResponse.json({ banners, campaigns: [] })),
  http.get(`${API}/other-banners`, () =>
    HttpResponse.json({ bottom_section_banner_full_url: 'http://localhost:4000/storage/promotional-banner/24.svg' }),
  ),
);

test('shows a skeleton, then every banner as what it opens: a web link, the store page, the product page', async () => {
  renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: grocery } });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Free delivery this week' });
  expect(link).toHaveAttribute('href', 'https://example.com/offers');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Visit Green Market' })).toHaveAttribute(
    'href',
    '/store/green-market?module_id=2&store_zone_id=1',
  );
  expect(screen.getByRole('link', { name: 'Try Apple Pie' })).toHaveAttribute('href', '/product/apple-pie?module_id=2');
  // each picture has its size and alt text; a banner without an image gets the placeholder
  const image = screen.getByRole('img', { name: 'Free delivery this week' });
  expect(image).toHaveAttribute('width');
  expect(image).toHaveAttribute('height');
  expect(screen.getByRole('img', { name: 'Try Apple Pie' }).tagName).toBe('DIV');
  expect(screen.getByRole('region', { name: 'Banners' })).toBeInTheDocument();
});

test('where the banners open the home their first picture is fetched at once; elsewhere every picture waits to be near', async () => {
  const { unmount } = renderWithProviders(<BannerSection opensHome />, { session: { ...locatedSession, module: food } });
  expect(await screen.findByRole('img', { name: 'Free delivery this week' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Visit Green Market' })).toHaveAttribute('loading', 'lazy');
  unmount();
  renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByRole('img', { name: 'Free delivery this week' })).toHaveAttribute('loading', 'lazy');
});

test('a store banner click opens the store page', async () => {
  const { user, path } = renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: grocery } });
  await user.click(await screen.findByRole('link', { name: 'Visit Green Market' }));
  expect(path()).toBe('/store/green-market?module_id=2&store_zone_id=1');
});

test('in food an item banner opens the item dialog with the fetched item', async () => {
  const pie = makeItem({ id: 42, name: 'Apple Pie', module_type: 'food' });
  server.use(http.get(`${API}/items/details/42`, () => HttpResponse.json(pie)));
  const opened = recordEvents('item/open');
  const { user } = renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: food } });
  await user.click(await screen.findByRole('button', { name: 'Try Apple Pie' }));
  await waitFor(() => expect(opened).toEqual([{ type: 'item/open', item: pie }]));
});

test('the carousel moves with its buttons and the arrow keys, and loops', async () => {
  const { user } = renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: grocery } });
  await screen.findByRole('link', { name: 'Free delivery this week' });
  const current = () =>
    screen
      .getAllByRole('group')
      .find((slide) => slide.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label');
  expect(current()).toBe('1 of 3');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(current()).toBe('2 of 3');
  screen.getByRole('region', { name: 'Banners' }).querySelector<HTMLElement>('[tabindex="0"]')!.focus();
  await user.keyboard('{ArrowRight}');
  expect(current()).toBe('3 of 3');
  await user.keyboard('{ArrowRight}');
  expect(current()).toBe('1 of 3');
  await user.keyboard('{End}');
  expect(current()).toBe('3 of 3');
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(current()).toBe('2 of 3');
});

test('no banners: the section is not there', async () => {
  server.use(http.get(`${API}/banners`, () => HttpResponse.json({ banners: [], campaigns: [] })));
  const { container } = renderWithProviders(<BannerSection />, { session: { ...locatedSession, module: grocery } });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(container.querySelector('[data-testid="banner-section"]')).toBeNull();
});

test('the bottom banner shows the module bottom_section_banner, and nothing when it has none', async () => {
  const { unmount } = renderWithProviders(<BottomBannerSection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByRole('img', { name: 'Promotional banner' })).toHaveAttribute(
    'src',
    'http://localhost:4000/storage/promotional-banner/24.svg',
  );
  unmount();
  server.use(http.get(`${API}/other-banners`, () => HttpResponse.json({ bottom_section_banner_full_url: null })));
  renderWithProviders(<BottomBannerSection />, { session: { ...locatedSession, module: grocery } });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.queryByRole('img')).toBeNull();
});

test('the bottom banner has a close button only where it stays in view (onDismiss), and it calls it', async () => {
  const { unmount } = renderWithProviders(<BottomBannerSection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByRole('img', { name: 'Promotional banner' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  unmount();
  const onDismiss = jest.fn();
  const { user } = renderWithProviders(<BottomBannerSection onDismiss={onDismiss} />, { session: { ...locatedSession, module: grocery } });
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
