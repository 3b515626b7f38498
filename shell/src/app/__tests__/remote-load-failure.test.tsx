import { screen, within } from '@testing-library/react';
import { loadRemote, remoteStub } from '../../testing/federation-runtime-mock';
import { AppShell } from '../app-shell';
import '../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { createTestServer, grocery, locatedSession, renderWithProviders } from '@storefront/testing';

jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/federation-runtime-mock'));
// The footer has its own tests; here a light stand-in keeps these about the navbar and the routes.
jest.mock('../../features/footer/components/site-footer', () => ({ SiteFooter: () => <footer aria-label="site footer" /> }));

createTestServer();

// Each scenario has its own file: RemoteMount caches a remote's component for the page's life.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

test('a remote that cannot load shows its translated fallback while the rest of the page works', async () => {
  loadRemote.mockImplementation(async (id: string) => {
    if (id.startsWith('mf_cart/')) throw new Error('RUNTIME-003 Failed to get manifest');
    return { default: remoteStub(id) };
  });
  renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery, language: 'ar' } });

  const fallbacks = await screen.findAllByRole('alert');
  const cartFallbacks = fallbacks.filter((element) => element.getAttribute('data-remote') === 'mf_cart');
  expect(cartFallbacks.length).toBeGreaterThan(0);
  expect(cartFallbacks[0]).toHaveAttribute('title', 'تعذر تحميل هذا الجزء من الصفحة.');
  // Everything else is there.
  expect(await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' })).toBeInTheDocument();
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('region', { name: 'remote mf_account/ProfileMenu' })).toBeInTheDocument();
  expect(within(banner).getByRole('region', { name: 'remote mf_location/LocationButton' })).toBeInTheDocument();
});
