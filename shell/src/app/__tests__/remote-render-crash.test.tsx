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

test('a remote that throws while rendering is contained to its area', async () => {
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'mf_account/ProfileMenu') {
      return {
        default: () => {
          throw new Error('boom');
        },
      };
    }
    return { default: remoteStub(id) };
  });
  renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery } });
  const banner = screen.getByRole('banner');
  expect(await within(banner).findByRole('region', { name: 'remote mf_cart/CartButton' })).toBeInTheDocument();
  const fallback = await within(banner).findByRole('alert');
  expect(fallback).toHaveAttribute('data-remote', 'mf_account');
  expect(await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' })).toBeInTheDocument();
});
