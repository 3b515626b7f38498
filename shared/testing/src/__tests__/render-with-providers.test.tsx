import { guestIdAtom, languageAtom, moduleAtom, tokenAtom, zoneIdAtom } from '@storefront/platform';
import { screen } from '@testing-library/react';
import { Grid } from 'antd';
import { Link, useNavigate } from 'react-router';
import { grocery, locatedSession } from '../fixtures';
import { PHONE_WIDTH, renderWithProviders } from '../render-with-providers';

function Breakpoint() {
  const screens = Grid.useBreakpoint();
  return <p>{screens.md ? 'wide' : 'narrow'}</p>;
}

function Navigator() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/home?page=2">next page</Link>
      <button type="button" onClick={() => navigate('/auth/sign-in', { state: { from: '/home' } })}>
        sign in
      </button>
    </>
  );
}

test('seeds the session into a fresh store and into browser storage', () => {
  window.localStorage.setItem('token', 'left over by another test');
  const { store } = renderWithProviders(<p>page</p>, { session: { ...locatedSession, module: grocery, language: 'tr' } });
  expect(store.get(tokenAtom)).toBeNull();
  expect(store.get(guestIdAtom)).toBe(locatedSession.guestId);
  expect(store.get(zoneIdAtom)).toBe('[1]');
  expect(store.get(moduleAtom)).toEqual(grocery);
  expect(store.get(languageAtom)).toBe('tr');
  expect(window.localStorage.getItem('zoneid')).toBe('[1]');
  expect(JSON.parse(window.localStorage.getItem('module') ?? 'null')).toEqual(grocery);
});

test('path() and routeState() follow the memory router', async () => {
  const { user, path, routeState } = renderWithProviders(<Navigator />, { route: '/store/3' });
  expect(path()).toBe('/store/3');
  await user.click(screen.getByRole('link', { name: 'next page' }));
  expect(path()).toBe('/home?page=2');
  await user.click(screen.getByRole('button', { name: 'sign in' }));
  expect(path()).toBe('/auth/sign-in');
  expect(routeState()).toEqual({ from: '/home' });
});

test.each([
  [1280, 'wide'],
  [PHONE_WIDTH, 'narrow'],
])('antd breakpoints see a window %i px wide', (viewportWidth, layout) => {
  renderWithProviders(<Breakpoint />, { viewportWidth });
  expect(screen.getByText(layout)).toBeInTheDocument();
});

test('mountAt renders the UI only under its route path, as the shell mounts a Routes expose', () => {
  renderWithProviders(<p>account</p>, { route: '/auth/sign-in', mountAt: '/auth/*' });
  expect(screen.getByText('account')).toBeInTheDocument();
});

test('mountAt renders nothing on another path', () => {
  renderWithProviders(<p>account</p>, { route: '/home', mountAt: '/auth/*' });
  expect(screen.queryByText('account')).not.toBeInTheDocument();
});
