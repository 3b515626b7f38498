import type { Item } from '@storefront/contract';
import { emit } from '@storefront/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API, GUEST_ID, makeCartLine, makeItem, recordEvents } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import { dialogTitled } from '../../../../testing/dialogs';
import { locatedGuest, renderCart } from '../../../../testing/render-cart';
import { addableItems, backend, createCartServer } from '../../../../testing/cart-backend';

const server = createCartServer();

/** What another remote (the catalogue's card) does. */
function addFromCard(item: Item) {
  addableItems.set(item.id, item);
  act(() => emit({ type: 'cart/add-item', item, quantity: 1 }));
}

const changeSummary = () => backend.changes().map(({ method, path, query, body }) => ({ method, path, query, body }));

const cartButton = () => screen.getByRole('button', { name: /^Shopping Cart/ });

test('adds a simple item for the guest and the badge counts it', async () => {
  const milk = makeItem({ name: 'Milk' });
  const changes = recordEvents('cart/changed');
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(backend.requests.some((request) => request.path === 'customer/cart/list')).toBe(true));
  expect(cartButton()).toHaveAccessibleName('Shopping Cart');

  addFromCard(milk);
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(changeSummary()).toEqual([
    {
      method: 'POST',
      path: 'customer/cart/add',
      query: {},
      body: { guest_id: GUEST_ID, item_id: milk.id, model: 'Item', quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] },
    },
  ]);
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  expect(changes.at(-1)?.lines.map((line) => line.item_id)).toEqual([milk.id]);
});

test('asks for a guest id first when the visitor has none, and keeps it', async () => {
  const { guestId: _guest, ...withoutGuest } = locatedGuest;
  const milk = makeItem({ name: 'Milk' });
  renderCart({ session: withoutGuest });
  addFromCard(milk);
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(changeSummary().map((request) => request.path)).toEqual(['auth/guest/request', 'customer/cart/add']);
  expect(changeSummary()[1].body).toMatchObject({ guest_id: 'guest-new-1', item_id: milk.id });
  expect(window.localStorage.getItem('guest_id')).toBe('guest-new-1');
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
});

test('does not ask for a guest id for a signed-in customer', async () => {
  const { guestId: _guest, ...withoutGuest } = locatedGuest;
  renderCart({ session: { ...withoutGuest, token: 'token-abc' } });
  addFromCard(makeItem({ name: 'Milk' }));
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(changeSummary().map((request) => request.path)).toEqual(['customer/cart/add']);
  expect(backend.changes()[0].authorization).toBe('Bearer token-abc');
  expect(backend.changes()[0].body).not.toHaveProperty('guest_id');
});

test('refuses without a stored delivery location and opens the picker', async () => {
  const { location: _location, zoneId: _zone, ...withoutLocation } = locatedGuest;
  const picks = recordEvents('location/pick');
  const toasts = recordEvents('toast');
  renderCart({ session: withoutLocation });
  addFromCard(makeItem({ name: 'Milk' }));
  expect(
    await screen.findByText(
      'Please add you delivery location so that we can review if the restaurant is available to deliver in your area or not',
    ),
  ).toBeInTheDocument();
  expect(toasts[0]).toMatchObject({ level: 'warning' });
  expect(picks).toHaveLength(1);
  expect(changeSummary()).toEqual([]);
});

test('raises the quantity of an item already in the cart instead of adding it twice', async () => {
  const milk = makeItem({ name: 'Milk' });
  backend.lines = [makeCartLine(milk, 2)];
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  addFromCard(milk);
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(changeSummary()).toEqual([
    { method: 'POST', path: 'customer/cart/update', query: {}, body: { guest_id: GUEST_ID, cart_id: milk.id + 1000, quantity_delta: 1 } },
  ]);
});

test('offers to clear the cart for an item from another store, then clears and adds', async () => {
  const milk = makeItem({ name: 'Milk', store_id: 7 });
  const pizza = makeItem({ name: 'Pizza', store_id: 9, store_name: 'Pizza Place' });
  backend.lines = [makeCartLine(milk, 1)];
  const { user } = renderCart({ session: locatedGuest });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));

  addFromCard(pizza);
  const dialog = await dialogTitled('Clear cart?');
  expect(
    within(dialog).getByText(
      'Your cart has items from another store. If you continue, the previous items will be removed and this item will be added.',
    ),
  ).toBeInTheDocument();
  expect(changeSummary()).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Clear cart and add' }));

  expect(await screen.findByText('Your cart has been cleared successfully. And selected item added to the cart.')).toBeInTheDocument();
  expect(changeSummary().map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE customer/cart/remove', 'POST customer/cart/add']);
  expect(backend.lines.map((line) => line.item_id)).toEqual([pizza.id]);
  await user.click(cartButton());
  const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  expect(await within(drawer).findByRole('listitem', { name: 'Pizza' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('listitem', { name: 'Milk' })).toBeNull();
});

test('keeps the cart when the clear-cart confirmation is cancelled', async () => {
  backend.lines = [makeCartLine(makeItem({ name: 'Milk', store_id: 7 }), 1)];
  const { user } = renderCart({ session: locatedGuest });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  addFromCard(makeItem({ name: 'Pizza', store_id: 9 }));
  const dialog = await dialogTitled('Clear cart?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Clear cart?')).toBeNull());
  expect(changeSummary()).toEqual([]);
  expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item');
});

test('offers to clear the cart when the server answers 409 cart_store', async () => {
  // The cart this page loaded is stale: another tab filled it from another store.
  let listed = false;
  server.use(
    http.get(`${API}/customer/cart/list`, () => {
      listed = true;
      return HttpResponse.json([]);
    }),
  );
  backend.lines = [makeCartLine(makeItem({ name: 'Milk', store_id: 7 }), 1)];
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(listed).toBe(true));
  addFromCard(makeItem({ name: 'Pizza', store_id: 9 }));
  expect(await dialogTitled('Clear cart?')).toBeInTheDocument();
  expect(changeSummary().map((request) => request.path)).toEqual(['customer/cart/add']);
});

test('refuses an item whose stock is already in the cart, outside food', async () => {
  const butter = makeItem({ name: 'Butter', stock: 1 });
  backend.lines = [makeCartLine(butter, 1)];
  const toasts = recordEvents('toast');
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  addFromCard(butter);
  expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
  expect(toasts).toEqual([{ type: 'toast', level: 'error', message: 'Out of Stock', duration: 5000 }]);
  expect(changeSummary()).toEqual([]);
});

test('refuses past the maximum cart quantity outside food', async () => {
  const oil = makeItem({ name: 'Oil', maximum_cart_quantity: 2 });
  backend.lines = [makeCartLine(oil, 2)];
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  addFromCard(oil);
  expect(await screen.findByText('Out of Limits')).toBeInTheDocument();
  expect(changeSummary()).toEqual([]);
});

test('only warns past the maximum in food, and still sends', async () => {
  const soup = makeItem({ name: 'Soup', module_type: 'food', maximum_cart_quantity: 1, stock: 0 });
  backend.lines = [makeCartLine(soup, 1)];
  const toasts = recordEvents('toast');
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  addFromCard(soup);
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(toasts[0]).toMatchObject({ level: 'warning', message: 'Out of Limits' });
  expect(changeSummary().map((request) => request.path)).toEqual(['customer/cart/update']);
});

test("toasts the server's stock refusal as Out of Stock", async () => {
  server.use(
    http.post(`${API}/customer/cart/add`, () =>
      HttpResponse.json({ errors: [{ code: 'stock', message: 'Only 0 left' }] }, { status: 403 }),
    ),
  );
  renderCart({ session: locatedGuest });
  addFromCard(makeItem({ name: 'Milk' }));
  expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
});

test('toasts the server message for 5 seconds when adding fails', async () => {
  server.use(
    http.post(`${API}/customer/cart/add`, () =>
      HttpResponse.json({ errors: [{ code: 'store', message: 'The store is closed now.' }] }, { status: 403 }),
    ),
  );
  const toasts = recordEvents('toast');
  renderCart({ session: locatedGuest });
  addFromCard(makeItem({ name: 'Milk' }));
  expect(await screen.findByText('The store is closed now.')).toBeInTheDocument();
  expect(toasts).toEqual([{ type: 'toast', level: 'error', message: 'The store is closed now.', duration: 5000 }]);
});

test('survives a malformed add event from another remote', async () => {
  const toasts = recordEvents('toast');
  renderCart({ session: locatedGuest });
  act(() => emit({ type: 'cart/add-item', item: { name: 'no id' } as unknown as Item }));
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  expect(toasts[0]).toMatchObject({ level: 'error', duration: 5000 });
  expect(changeSummary()).toEqual([]);
  expect(cartButton()).toBeInTheDocument();
});
