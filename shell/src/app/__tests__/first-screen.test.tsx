import { currentLatLngAtom, languageAtom, locationAtom, moduleAtom, resetSessionStore, zoneIdAtom } from '@storefront/platform';
import { createTestServer, grocery, locatedSession, matchMediaFor, parcel, renderWithProviders } from '@storefront/testing';
import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { loadRemote, remoteStub } from '../../testing/federation-runtime-mock';
import { themeModeAtom } from '../../features/theme/hooks/use-theme-mode';
import { FIRST_SCREEN_COOKIE, firstScreenVisit, keepFirstScreenCookie, resetServerFirstScreen, serverFirstScreen } from '../first-screen';
import { HomeRoute } from '../routes/home-route';

jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/federation-runtime-mock'));

createTestServer();

const visitCookie = () => {
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${FIRST_SCREEN_COOKIE}=`))
    ?.slice(FIRST_SCREEN_COOKIE.length + 1);
  return value === undefined || value === '' ? undefined : JSON.parse(decodeURIComponent(value));
};

/** The page as the shell's server sends it with a first screen (scripts/lib/first-screen.cjs). */
function pageWithFirstScreen({ theme = '', answers = '[[["stores",2],{"stores":[]}]]' } = {}) {
  document.body.innerHTML =
    `<div id="root"><main class="first-paint-home" id="first-screen" lang="en" dir="ltr"${theme}>` +
    '<h2>Grocery</h2><article aria-label="Green Basket"><img alt="Green Basket" src="http://api.test/cover/1.svg"></article></main>' +
    `<script type="application/json" id="first-screen-answers">${answers}</script></div>`;
}

beforeEach(() => {
  resetServerFirstScreen();
  document.cookie = `${FIRST_SCREEN_COOKIE}=; Path=/; Max-Age=0`;
  window.matchMedia = systemScheme('light');
});

/** A phone's window whose system colour scheme is `scheme`. */
function systemScheme(scheme: 'light' | 'dark'): typeof window.matchMedia {
  const phone = matchMediaFor(390);
  return ((query: string) => ({
    ...phone(query),
    matches: /prefers-color-scheme/.test(query) ? query.includes(scheme) : phone(query).matches,
  })) as typeof window.matchMedia;
}

describe('the cookie the server renders the first screen for', () => {
  test('the session: its zones, module, language, place and theme', () => {
    window.localStorage.clear();
    const store = resetSessionStore();
    store.set(zoneIdAtom, '[1,3]');
    store.set(locationAtom, 'Times Square');
    store.set(moduleAtom, grocery);
    store.set(languageAtom, 'ar');
    store.set(currentLatLngAtom, { lat: 40.758, lng: -73.9855 });
    expect(firstScreenVisit(store)).toEqual({
      zoneId: '[1,3]',
      module: { id: grocery.id, module_type: 'grocery', module_name: grocery.module_name },
      language: 'ar',
      located: true,
      latLng: { lat: 40.758, lng: -73.9855 },
      theme: null,
      systemDark: false,
    });
  });

  test('written now and whenever the session changes; gone when there is no module home', () => {
    window.localStorage.clear();
    const store = resetSessionStore();
    store.set(zoneIdAtom, locatedSession.zoneId!);
    store.set(locationAtom, locatedSession.location!);
    store.set(moduleAtom, grocery);
    keepFirstScreenCookie(store);
    expect(visitCookie()).toMatchObject({ module: { id: grocery.id, module_type: 'grocery' }, language: 'en', located: true });

    store.set(moduleAtom, parcel);
    expect(visitCookie()).toMatchObject({ module: { module_type: 'parcel' } });
    store.set(themeModeAtom, 'dark');
    expect(visitCookie()).toMatchObject({ theme: 'dark', systemDark: false });
    // the system's scheme as it is when the cookie is written (the server draws no dark screen)
    window.matchMedia = systemScheme('dark');
    store.set(themeModeAtom, null);
    expect(visitCookie()).toMatchObject({ theme: null, systemDark: true });
    store.set(languageAtom, 'tr');
    expect(visitCookie()).toMatchObject({ language: 'tr' });
    store.set(moduleAtom, null);
    expect(visitCookie()).toBeUndefined();
  });
});

describe("the server's first screen in the page", () => {
  test('read once, before the first render empties the page: its elements and its answers', () => {
    pageWithFirstScreen();
    const first = serverFirstScreen();
    expect(first?.answers).toEqual([[['stores', 2], { stores: [] }]]);
    expect(first?.nodes.map((node) => node.nodeName)).toEqual(['H2', 'ARTICLE']);
    document.body.innerHTML = '';
    expect(serverFirstScreen()).toBe(first);
  });

  test('none in a page without one, and none where a system-themed visitor’s system is dark (it is drawn light)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverFirstScreen()).toBeNull();

    resetServerFirstScreen();
    pageWithFirstScreen({ theme: ' data-theme="system"' });
    window.matchMedia = systemScheme('dark');
    expect(serverFirstScreen()).toBeNull();
  });

  test('answers that do not read are left out, the markup kept', () => {
    pageWithFirstScreen({ answers: '[1,[2],["key","answer"]]' });
    expect(serverFirstScreen()?.answers).toEqual([['key', 'answer']]);
    resetServerFirstScreen();
    pageWithFirstScreen({ answers: '{not json' });
    expect(serverFirstScreen()).toBeNull();
  });
});

describe("/home while the catalogue's code loads", () => {
  // The catalogue's code arrives when a test says so; the page keeps a remote's component once it has loaded, so the
  // tests that need it still loading come first, and the last one lets it arrive.
  let release: () => void = () => undefined;
  beforeAll(() => {
    loadRemote.mockImplementation((id: string) => new Promise((resolve) => (release = () => resolve({ default: remoteStub(id) }))));
  });

  test('a later visit to /home in the same page shows the skeleton, not the first load’s screen', async () => {
    pageWithFirstScreen();
    serverFirstScreen();
    document.body.innerHTML = '';
    const { user, container } = renderWithProviders(
      <>
        <Link to="/home?again=1">again</Link>
        <HomeRoute />
      </>,
      { route: '/store/1', session: { ...locatedSession, module: grocery } },
    );
    // the page's first location (its own first load) shows it
    expect(screen.getByRole('heading', { name: 'Grocery' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'again' }));
    expect(screen.queryByRole('heading', { name: 'Grocery' })).toBeNull();
    expect(container.querySelector('.storefront-skeleton')).not.toBeNull();
  });

  test('without a first screen: the skeleton', () => {
    document.body.innerHTML = '<div id="root"></div>';
    serverFirstScreen();
    const { container } = renderWithProviders(<HomeRoute />, { route: '/home', session: { ...locatedSession, module: grocery } });
    expect(container.querySelector('.storefront-skeleton')).not.toBeNull();
  });

  test("on the page's first load: the server's elements, moved into the home's place, until the catalogue renders", async () => {
    pageWithFirstScreen();
    const [img] = document.getElementsByTagName('img');
    serverFirstScreen();
    document.body.innerHTML = '';
    const { container } = renderWithProviders(<HomeRoute />, { route: '/home', session: { ...locatedSession, module: grocery } });
    expect(screen.getByRole('heading', { name: 'Grocery' })).toBeInTheDocument();
    expect(container.querySelector('.storefront-skeleton')).toBeNull();
    // the very element the page painted, not a copy: its picture is not loaded again
    expect(screen.getByRole('img', { name: 'Green Basket' })).toBe(img);
    await act(async () => release());
    expect(await screen.findByRole('region', { name: 'remote mf_catalogue/Routes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Grocery' })).toBeNull();
  });
});
