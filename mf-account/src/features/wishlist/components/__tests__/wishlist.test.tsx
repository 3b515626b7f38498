import type { Item, Store } from '@storefront/contract';
import { API, createTestServer, food, makeItem, makeStore, recordEvents, renderWithProviders } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { WishlistButton } from '../wishlist-button';
import { WishlistHeart } from '../wishlist-heart';

const server = createTestServer();
const customer = { token: 'customer-token' };

/** One customer's wishlist on the server: add and remove change it and answer the API's messages. */
function wishBackend(initial: { item: Item[]; store: Store[] }, catalogue: Item[] = []) {
  const state = { ...initial, calls: [] as string[] };
  server.use(
    http.get(`${API}/customer/wish-list`, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer customer-token');
      return HttpResponse.json({ item: state.item, store: state.store });
    }),
    http.post(`${API}/customer/wish-list/add`, ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`add ${url.search}`);
      const itemId = Number(url.searchParams.get('item_id'));
      if (state.item.some((item) => item.id === itemId)) {
        return HttpResponse.json({ errors: [{ code: 'wishlist', message: 'Item already in wishlist' }] }, { status: 409 });
      }
      state.item = [...catalogue.filter((item) => item.id === itemId), ...state.item];
      return HttpResponse.json({ message: 'Successfully added!' });
    }),
    http.delete(`${API}/customer/wish-list/remove`, ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`remove ${url.search}`);
      const itemId = Number(url.searchParams.get('item_id'));
      const storeId = Number(url.searchParams.get('store_id'));
      state.item = state.item.filter((item) => item.id !== itemId);
      state.store = state.store.filter((store) => store.id !== storeId);
      return HttpResponse.json({ message: 'Successfully removed!' });
    }),
  );
  return state;
}

describe('wishlist heart', () => {
  test('a visitor is told they are not logged in and nothing is sent', async () => {
    const state = wishBackend({ item: [], store: [] });
    const { user } = renderWithProviders(<WishlistHeart itemId={5} />);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(state.calls).toEqual([]);
  });

  test('adds, toasts the server message and toggles; a second click removes', async () => {
    const item = makeItem({ id: 5 });
    const state = wishBackend({ item: [], store: [] }, [item]);
    const { user } = renderWithProviders(<WishlistHeart itemId={5} />, { session: customer });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(await screen.findByText('Successfully removed!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(state.calls).toEqual(['add ?item_id=5', 'remove ?item_id=5']);
  });

  test('a store heart sends store_id; a server refusal is toasted and the heart stays', async () => {
    const state = wishBackend({ item: [], store: [makeStore({ id: 7 })] });
    server.use(
      http.delete(`${API}/customer/wish-list/remove`, () =>
        HttpResponse.json({ errors: [{ code: 'wishlist', message: 'Not found in your wishlist' }] }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<WishlistHeart storeId={7} />, { session: customer });
    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Not found in your wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(state.calls).toEqual([]);
  });
});

describe('wishlist button and drawer', () => {
  test('a visitor sees no button', () => {
    renderWithProviders(<WishlistButton />);
    expect(screen.queryByRole('button', { name: /Wish list/ })).not.toBeInTheDocument();
  });

  test('the count, the items and stores tabs; an item opens the dialog, a store its page', async () => {
    const item = makeItem({ id: 5, name: 'Fresh Apples' });
    wishBackend({ item: [item], store: [makeStore({ id: 7, name: 'Green Market', slug: 'green-market' } as Partial<Store>)] });
    const opened = recordEvents('item/open');
    const view = renderWithProviders(<WishlistButton />, { session: customer });
    await view.user.click(await screen.findByRole('button', { name: 'Wish list: 2' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Wish list')).toBeInTheDocument();
    await view.user.click(within(drawer).getByText('Fresh Apples'));
    expect(opened).toEqual([{ type: 'item/open', item }]);

    await view.user.click(screen.getByRole('button', { name: 'Wish list: 2' }));
    await view.user.click(within(screen.getByRole('dialog')).getByText('Stores'));
    await view.user.click(within(screen.getByRole('dialog')).getByText('Green Market'));
    expect(view.path()).toBe('/store/green-market?module_id=2&store_zone_id=1');
  });

  test('ecommerce items open their product page', async () => {
    const item = makeItem({ id: 9, name: 'Headphones', module_type: 'ecommerce', module_id: 4, slug: 'headphones' } as Partial<Item>);
    wishBackend({ item: [item], store: [] });
    const view = renderWithProviders(<WishlistButton />, { session: customer });
    await view.user.click(await screen.findByRole('button', { name: 'Wish list: 1' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByText('Headphones'));
    expect(view.path()).toBe('/product/headphones?module_id=4');
  });

  test('food module: foods and restaurants, each with its empty text; removing the last item empties the tab', async () => {
    const item = makeItem({ id: 5, name: 'Margherita' });
    wishBackend({ item: [item], store: [] });
    const view = renderWithProviders(<WishlistButton />, { session: { ...customer, module: food } });
    await view.user.click(await screen.findByRole('button', { name: 'Wish list: 1' }));
    const drawer = await screen.findByRole('dialog');
    await view.user.click(within(drawer).getByRole('button', { name: 'Remove from wishlist' }));
    expect(await within(drawer).findByText('No favourite foods found')).toBeInTheDocument();
    await view.user.click(within(drawer).getByText('Restaurants'));
    expect(within(drawer).getByText('No favourite restaurants found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Wish list: / })).not.toBeInTheDocument());
  });
});
