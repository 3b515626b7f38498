import { cacheKeys } from '@storefront/contract';
import {
  API,
  createTestServer,
  grocery,
  locatedSession,
  makeCustomer,
  makeItem,
  makeItemPage,
  renderWithProviders,
} from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { YouWillLoveSection } from '../item-list-sections';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)) }));

// the server's view: a customer's interest categories rank first, a guest gets the plain order
let interest: number[] = [];
const honey = makeItem({ id: 1, name: 'Honey', category_ids: [{ id: '3', name: 'Pantry' }] });
const milk = makeItem({ id: 2, name: 'Milk', category_ids: [{ id: '4', name: 'Dairy' }] });
const asked: { authorization: string | null }[] = [];

createTestServer(
  http.get(`${API}/items/recommended`, ({ request }) => {
    const authorization = request.headers.get('authorization');
    asked.push({ authorization });
    const items = authorization && interest.includes(4) ? [milk, honey] : [honey, milk];
    return HttpResponse.json({ ...makeItemPage(items), items });
  }),
  http.get(`${API}/customer/info`, () => HttpResponse.json({ ...makeCustomer(), interest })),
);

beforeEach(() => {
  interest = [];
  asked.length = 0;
});

// the section's SWR cache, as another app on the page shares it
const probe: { mutate?: ScopedMutator } = {};
function MutateProbe() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    probe.mutate = mutate;
  }, [mutate]);
  return null;
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Items you will love' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

test('a guest gets the recommended order without asking for customer/info', async () => {
  renderWithProviders(<YouWillLoveSection />, { session: { ...locatedSession, module: grocery } });
  expect(await screen.findByRole('article', { name: 'Honey' })).toBeInTheDocument();
  expect(cardNames()).toEqual(['Honey', 'Milk']);
  expect(asked).toEqual([{ authorization: null }]);
});

test("a customer's list follows their interests: saving others on /interest (customer/info refreshed) asks for it again", async () => {
  renderWithProviders(
    <>
      <YouWillLoveSection />
      <MutateProbe />
    </>,
    { session: { ...locatedSession, module: grocery, token: 'token-1' } },
  );
  expect(await screen.findByRole('article', { name: 'Honey' })).toBeInTheDocument();
  expect(cardNames()).toEqual(['Honey', 'Milk']);
  // asked once, for this customer, after their info came (not once before it and once after)
  expect(asked).toEqual([{ authorization: 'Bearer token-1' }]);

  // mf-account's /interest saves Dairy, then refreshes customer/info under the shared key
  interest = [4];
  await act(async () => {
    await probe.mutate!(cacheKeys.customerInfo('token-1'));
  });
  await waitFor(() => expect(cardNames()).toEqual(['Milk', 'Honey']));
  expect(asked).toEqual([{ authorization: 'Bearer token-1' }, { authorization: 'Bearer token-1' }]);
});
