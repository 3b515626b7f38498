import { screen, within } from '@testing-library/react';
import { REMOTE_FAILED } from '@storefront/platform';
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

test('the runtime’s fallback module (errorLoadRemote) shows the fallback too, and a retry loads the remote', async () => {
  let catalogueUp = false;
  loadRemote.mockImplementation(async (id: string) => {
    if (id === 'mf_catalogue/Routes' && !catalogueUp) return { default: () => null, [REMOTE_FAILED]: true };
    return { default: remoteStub(id) };
  });
  const { user } = renderWithProviders(<AppShell />, { route: '/home', session: { ...locatedSession, module: grocery } });

  const main = screen.getByRole('main');
  expect(await within(main).findByText('This part of the page could not be loaded.')).toBeInTheDocument();
  expect(within(main).getByRole('alert')).toHaveAttribute('data-remote', 'mf_catalogue');
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Demo Market home' })).toBeInTheDocument();

  catalogueUp = true;
  await user.click(within(main).getByRole('button', { name: 'Try again' }));
  expect(await within(main).findByRole('region', { name: 'remote mf_catalogue/Routes' })).toBeInTheDocument();
});
