import { API, createTestServer, makeCustomer, makeModule, renderWithProviders } from '@storefront/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

const server = createTestServer();
jest.setTimeout(60_000);

function backend() {
  const saved: unknown[] = [];
  server.use(
    http.get(`${API}/customer/info`, () => HttpResponse.json(makeCustomer({ interest: [21] } as never))),
    http.get(`${API}/categories`, ({ request }) => {
      expect(request.headers.get('moduleId')).toBe('2');
      return HttpResponse.json([
        { id: 21, name: 'Fruits', parent_id: 0 },
        { id: 22, name: 'Bakery', parent_id: 0 },
        { id: 23, name: 'Apples', parent_id: 21 },
      ]);
    }),
    http.post(`${API}/customer/update-interest`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ message: 'Interest updated successfully' });
    }),
  );
  return saved;
}

const renderPage = (withModule = true) =>
  renderWithProviders(<AccountRoutes />, {
    route: '/interest',
    mountAt: '/interest/*',
    session: { token: 'token-1', ...(withModule ? { module: makeModule({ id: 2, module_type: 'grocery' }) } : {}) },
  });

test("the module's main categories, the saved ones checked; saving sends the choice and goes home", async () => {
  const saved = backend();
  const { path } = renderPage();
  const fruits = await screen.findByRole('checkbox', { name: 'Fruits' });
  await waitFor(() => expect(fruits).toHaveAttribute('aria-checked', 'true'));
  const bakery = screen.getByRole('checkbox', { name: 'Bakery' });
  expect(bakery).toHaveAttribute('aria-checked', 'false');
  expect(screen.queryByRole('checkbox', { name: 'Apples' })).not.toBeInTheDocument();
  fireEvent.click(bakery);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Interest updated successfully')).toBeInTheDocument();
  expect(saved).toEqual([{ interest: [21, 22] }]);
  await waitFor(() => expect(path()).toBe('/home'));
});

test('nothing chosen: Save is disabled; Skip goes home without saving', async () => {
  const saved = backend();
  const { path } = renderPage();
  const fruits = await screen.findByRole('checkbox', { name: 'Fruits' });
  await waitFor(() => expect(fruits).toHaveAttribute('aria-checked', 'true'));
  fireEvent.click(fruits);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
  await waitFor(() => expect(path()).toBe('/home'));
  expect(saved).toEqual([]);
});

test('without a chosen module it asks for one', async () => {
  backend();
  renderPage(false);
  expect(await screen.findByText('A module must be selected to continue.')).toBeInTheDocument();
});
