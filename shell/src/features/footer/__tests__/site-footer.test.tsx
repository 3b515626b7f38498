import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SiteFooter } from '../components/site-footer';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { API, createTestServer, fakeIntersectionObserver, makeConfig, parcel, renderWithProviders } from '@storefront/testing';

const landing = {
  fixed_footer_description: 'Your city, delivered.',
  fixed_newsletter_title: 'Sign up to our newsletter',
  fixed_newsletter_sub_title: 'Deals once a week.',
  download_user_app_links: {
    playstore_url: 'https://play.google.com/store',
    playstore_url_status: '1',
    apple_store_url: 'https://www.apple.com/app-store/',
    apple_store_url_status: '0',
  },
};

const config = makeConfig({
  email: 'hello@example.com',
  phone: '+15550100000',
  address: '1 Bryant Park, New York',
  footer_text: 'Copyright 2026 Demo Market.',
  social_media: [
    { name: 'facebook', link: 'https://www.facebook.com/demo', status: 1 },
    { name: 'instagram', link: 'https://www.instagram.com/demo', status: 0 },
    { name: 'linkedin', link: 'javascript:alert(1)' },
  ] as never,
  refund_policy: 1,
  cancelation_policy: 0,
});

const subscribed: unknown[] = [];
let landingRequests = 0;
const server = createTestServer(
  http.get(`${API}/config`, () => HttpResponse.json(config)),
  http.get(`${API}/react-landing-page`, () => {
    landingRequests += 1;
    return HttpResponse.json(landing);
  }),
  http.post(`${API}/newsletter/subscribe`, async ({ request }) => {
    subscribed.push(await request.json());
    return HttpResponse.json({ message: 'Subscribed Successfully' });
  }),
);

beforeEach(() => {
  subscribed.length = 0;
  landingRequests = 0;
});

test('below the first screen, the footer is an empty landmark: its content and the landing texts load when it comes near', async () => {
  const observer = fakeIntersectionObserver();
  try {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    expect(landingRequests).toBe(0);
    expect(observer.lastObserved().options?.rootMargin).toBe('0px');

    act(() => observer.lastObserved().intersect());
    expect(await within(footer).findByText('Your city, delivered.')).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Information' })).toBeInTheDocument();
    expect(landingRequests).toBe(1);
  } finally {
    observer.restore();
  }
});

test('shows the landing description, the social links and app badges by their status, contact details and the footer text', async () => {
  renderWithProviders(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  expect(await within(footer).findByText('Your city, delivered.')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/demo');
  expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  // status 0 and a link that is not a web address are left out
  expect(within(footer).queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
  expect(within(footer).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: /get it on google play/i })).toHaveAttribute('href', 'https://play.google.com/store');
  expect(within(footer).queryByRole('link', { name: /app store/i })).not.toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: /hello@example.com/ })).toHaveAttribute('href', 'mailto:hello@example.com');
  expect(within(footer).getByRole('link', { name: /\+15550100000/ })).toHaveAttribute('href', 'tel:+15550100000');
  expect(within(footer).getByText('1 Bryant Park, New York')).toBeInTheDocument();
  expect(within(footer).getByText('Copyright 2026 Demo Market.')).toBeInTheDocument();
});

test('policy links follow the config: terms and privacy always, refund when on, cancellation and shipping not when 0 or absent', async () => {
  renderWithProviders(<SiteFooter />);
  const links = await screen.findByRole('navigation', { name: 'Information' });
  expect(await within(links).findByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  expect(within(links).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  expect(within(links).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(within(links).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
  expect(within(links).getByRole('link', { name: 'Help and support' })).toHaveAttribute('href', '/help-and-support');
  expect(within(links).queryByRole('link', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  expect(within(links).queryByRole('link', { name: 'Shipping policy' })).not.toBeInTheDocument();
});

test('on a small screen the policy links are hidden; the parcel module calls help "Contact"', async () => {
  renderWithProviders(<SiteFooter />, { viewportWidth: 390, session: { module: parcel } });
  const links = await screen.findByRole('navigation', { name: 'Information' });
  expect(await screen.findByText('Copyright 2026 Demo Market.')).toBeInTheDocument();
  expect(within(links).getByRole('link', { name: 'About us' })).toBeInTheDocument();
  expect(within(links).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/help-and-support');
  for (const name of ['Terms and conditions', 'Privacy policy', 'Refund policy']) {
    expect(within(links).queryByRole('link', { name })).not.toBeInTheDocument();
  }
});

test('the newsletter refuses an invalid email with the spec message, then subscribes a valid one', async () => {
  const { user } = renderWithProviders(<SiteFooter />);
  expect(await screen.findByRole('heading', { name: 'Sign up to our newsletter' })).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Your email address' });
  await user.type(email, 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Please insert a valid email.')).toBeInTheDocument();
  expect(subscribed).toEqual([]);

  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Subscribed Successfully')).toBeInTheDocument();
  expect(subscribed).toEqual([{ email: 'ada@example.com' }]);
  await waitFor(() => expect(email).toHaveValue(''));
});

test("the newsletter shows the server's message when it refuses", async () => {
  server.use(
    http.post(`${API}/newsletter/subscribe`, () =>
      HttpResponse.json({ errors: [{ code: 'email', message: 'Please insert a valid email.' }] }, { status: 422 }),
    ),
  );
  const { user } = renderWithProviders(<SiteFooter />);
  await user.type(await screen.findByRole('textbox', { name: 'Your email address' }), 'ada@example.co');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Please insert a valid email.')).toBeInTheDocument();
});
