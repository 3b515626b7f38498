import { screen, waitFor, within } from '@testing-library/react';
import type { BusEvent } from '@storefront/contract';
import { moduleAtom, on } from '@storefront/platform';
import { delay, http, HttpResponse } from 'msw';
import { ModulePicker } from '../components/module-picker';
import '../../../i18n'; // the shell's own texts, as bootstrap.tsx loads them
import { API, createTestServer, food, grocery, locatedSession, makeModule, pharmacy, renderWithProviders } from '@storefront/testing';

const server = createTestServer();

test('shows a loading skeleton while the modules load', async () => {
  server.use(
    http.get(`${API}/module`, async () => {
      await delay(200);
      return HttpResponse.json([food, grocery]);
    }),
  );
  renderWithProviders(<ModulePicker />, { session: locatedSession });
  expect(screen.getByRole('status', { name: 'Loading modules' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /grocery/i })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading modules' })).not.toBeInTheDocument();
});

test('says no module is found when none serves the saved zone', async () => {
  server.use(
    http.get(`${API}/module`, () =>
      HttpResponse.json([makeModule({ id: 9, module_name: 'Far away', module_type: 'food', zones: [{ id: 7 }] })]),
    ),
  );
  renderWithProviders(<ModulePicker />, { session: locatedSession });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('No module found')).toBeInTheDocument();
  expect(within(alert).getByText('Contact with the site owner to activate modules.')).toBeInTheDocument();
});

test('chooses the only module by itself and goes to /home', async () => {
  server.use(http.get(`${API}/module`, () => HttpResponse.json([grocery])));
  const { store, path } = renderWithProviders(<ModulePicker />, { session: locatedSession });
  await waitFor(() => expect(path()).toBe('/home'));
  expect(store.get(moduleAtom)).toEqual(grocery);
  expect(await screen.findByText('A module has been selected.')).toBeInTheDocument();
});

test('shows the modules of the saved zone as a grid, sending the zone header', async () => {
  const headers: Headers[] = [];
  const elsewhere = makeModule({ id: 8, module_name: 'Ecommerce', module_type: 'ecommerce', zones: [{ id: 4 }] });
  server.use(
    http.get(`${API}/module`, ({ request }) => {
      headers.push(request.headers);
      return HttpResponse.json([food, grocery, pharmacy, elsewhere]);
    }),
  );
  const { path } = renderWithProviders(<ModulePicker />, { session: locatedSession });

  expect(await screen.findByRole('button', { name: /food/i })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /grocery/i })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /pharmacy/i })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /ecommerce/i })).not.toBeInTheDocument();
  expect(headers[0].get('zoneid')).toBe('[1]');
  expect(path()).toBe('/');
});

test('choosing a module stores it, tells the remotes, confirms and goes to /home', async () => {
  const selected: BusEvent[] = [];
  const subscription = on('module/selected').subscribe((event) => selected.push(event));
  const { user, store, path } = renderWithProviders(<ModulePicker />, { session: locatedSession });

  await user.click(await screen.findByRole('button', { name: /grocery/i }));

  expect(store.get(moduleAtom)).toEqual(grocery);
  expect(JSON.parse(window.localStorage.getItem('module') ?? 'null')).toEqual(grocery);
  expect(selected).toEqual([{ type: 'module/selected', module: grocery }]);
  expect(await screen.findByText('A module has been selected.')).toBeInTheDocument();
  expect(path()).toBe('/home');
  subscription.unsubscribe();
});

test('shows the server’s message and a retry when the modules cannot load', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/module`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ errors: [{ code: 'server', message: 'Service unavailable' }] }, { status: 503 })
        : HttpResponse.json([food, grocery]);
    }),
  );
  const { user } = renderWithProviders(<ModulePicker />, { session: locatedSession });
  expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /grocery/i })).toBeInTheDocument();
});

// A server that does not serve `module` (README: "Pointing the storefront at another server") answers
// 404 with its own page, not the contract's error body: the picker says so in the visitor's language.
const notServed = () =>
  new HttpResponse('<!doctype html><title>404 Not Found</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });

test('module answering 404 (a server without it): a translated notice with a retry, never a blank picker', async () => {
  server.use(http.get(`${API}/module`, notServed));
  renderWithProviders(<ModulePicker />, { session: locatedSession });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(screen.queryByRole('status', { name: 'Loading modules' })).not.toBeInTheDocument();
});

test('module answering 404 speaks Arabic when the visitor chose it', async () => {
  server.use(http.get(`${API}/module`, notServed));
  renderWithProviders(<ModulePicker />, { session: { ...locatedSession, language: 'ar' } });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('حدث خطأ ما. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
});
