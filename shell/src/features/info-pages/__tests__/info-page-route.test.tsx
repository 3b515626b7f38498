import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import InfoPageRoute from '../components/info-page-route';
import { INFO_PAGES } from '../info-pages';
import { sanitizeHtml } from '../sanitize-html';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { API, createTestServer, makeConfig, renderWithProviders } from '@storefront/testing';

const page = (path: string) => INFO_PAGES.find((entry) => entry.path === path)!;
const terms = page('/terms-and-conditions');
const shipping = page('/shipping-policy');

const requests: { path: string; language: string | null }[] = [];
const server = createTestServer(
  http.get(`${API}/terms-and-conditions`, ({ request }) => {
    requests.push({ path: 'terms-and-conditions', language: request.headers.get('X-localization') });
    return HttpResponse.json({
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      content: '<p>By ordering you <strong>agree</strong>.</p><script>window.hacked = true</script><p onclick="alert(1)">Second</p>',
    });
  }),
);

beforeEach(() => {
  requests.length = 0;
});

test('shows a placeholder while loading, then the page text from the API in the visitor’s language, sanitised', async () => {
  server.use(
    http.get(`${API}/terms-and-conditions`, async ({ request }) => {
      requests.push({ path: 'terms-and-conditions', language: request.headers.get('X-localization') });
      await delay(400);
      return HttpResponse.json({
        slug: 'terms-and-conditions',
        title: 'Şartlar',
        content: '<p>Sipariş vererek <b>kabul</b> edersiniz.</p>',
      });
    }),
  );
  renderWithProviders(<InfoPageRoute page={terms} />, { session: { language: 'tr' } });
  // findBy: a language's texts may load on first use
  expect(await screen.findByRole('heading', { level: 1, name: 'Şartlar ve koşullar' })).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByText(/Sipariş vererek/)).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  expect(requests).toEqual([{ path: 'terms-and-conditions', language: 'tr' }]);
});

test('script and event handlers in the rich text never reach the page', async () => {
  renderWithProviders(<InfoPageRoute page={terms} />);
  expect(await screen.findByText('agree')).toBeInTheDocument();
  expect(document.querySelector('article script')).toBeNull();
  expect(screen.getByText('Second')).not.toHaveAttribute('onclick');
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

test('an error shows the message with a retry that loads the page', async () => {
  server.use(
    http.get(
      `${API}/terms-and-conditions`,
      () => HttpResponse.json({ errors: [{ code: 'server', message: 'Server error' }] }, { status: 500 }),
      {
        once: true,
      },
    ),
  );
  const { user } = renderWithProviders(<InfoPageRoute page={terms} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('agree')).toBeInTheDocument();
});

test('a policy the config turns off is the 404 page, and its text is not asked for', async () => {
  server.use(http.get(`${API}/config`, () => HttpResponse.json(makeConfig({ shipping_policy: 0 }))));
  renderWithProviders(<InfoPageRoute page={shipping} />);
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
});

test('a page the API does not have is the 404 page', async () => {
  server.use(
    http.get(`${API}/config`, () => HttpResponse.json(makeConfig({ shipping_policy: 1 }))),
    http.get(`${API}/shipping-policy`, () =>
      HttpResponse.json({ errors: [{ code: 'page', message: 'This page is not available.' }] }, { status: 404 }),
    ),
  );
  renderWithProviders(<InfoPageRoute page={shipping} />);
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
});

test('sanitizeHtml keeps text tags and safe links only', () => {
  expect(sanitizeHtml('<h2 style="x">Hi</h2><a href="javascript:alert(1)">bad</a><a href="https://example.com" onclick="x()">ok</a>')).toBe(
    '<h2>Hi</h2><a>bad</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
  );
  expect(sanitizeHtml('<div><img src=x onerror="alert(1)"><iframe src="https://evil"></iframe>text</div>')).toBe('text');
});

test('sanitizeHtml defeats mutation and protocol tricks', () => {
  const mutation = sanitizeHtml(
    '<svg><p><style><img src=x onerror=alert(1)></style></p></svg><math><mi><mglyph><style><img src=x onerror=alert(2)>',
  );
  expect(mutation).not.toMatch(/onerror|<img|<style|<svg|<math/i);
  expect(sanitizeHtml('<a href=" jav&#x09;ascript:alert(1)">x</a><a href="//evil.example">y</a><a href="/terms">z</a>')).toBe(
    '<a>x</a><a>y</a><a href="/terms">z</a>',
  );
});
