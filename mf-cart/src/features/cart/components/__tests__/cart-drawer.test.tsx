import { screen, waitFor, within } from '@testing-library/react';
import { API, GUEST_ID, makeCartLine, makeConfig, makeItem, recordEvents } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import { dialogTitled } from '../../../../testing/dialogs';
import { locatedGuest, renderCart } from '../../../../testing/render-cart';
import { backend, createCartServer } from '../../../../testing/cart-backend';

const server = createCartServer();

async function openDrawer(user: ReturnType<typeof renderCart>['user']) {
  await user.click(screen.getByRole('button', { name: /^Shopping Cart/ }));
  return screen.findByRole('dialog', { name: 'Shopping Cart' });
}

const line = (name: string) => screen.findByRole('listitem', { name });

test('shows the empty state, and Continue Shopping goes home and closes the drawer', async () => {
  const { user, path } = renderCart({ session: locatedGuest, route: '/store/3' });
  const drawer = await openDrawer(user);
  expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
  expect(within(drawer).getByText('No items added in your cart. Please add product to your cart list.')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
  expect(path()).toBe('/home');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).toBeNull());
});

test('asks for nobody’s cart when the visitor has neither a token nor a guest id', async () => {
  const { guestId: _guest, ...withoutGuest } = locatedGuest;
  const { user } = renderCart({ session: withoutGuest });
  const drawer = await openDrawer(user);
  expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
  expect(backend.requests.filter((request) => request.path.includes('cart'))).toEqual([]);
});

test('lists the lines with store, prices, quantity, savings, free-delivery progress and subtotal', async () => {
  const milk = makeItem({ name: 'Milk', price: 10, discount: 10, discount_type: 'percent', store_name: 'Green Market' });
  const bread = makeItem({ name: 'Bread', price: 6 });
  backend.lines = [makeCartLine(milk, 2), makeCartLine(bread, 1)];
  const { user } = renderCart({ session: locatedGuest });
  const drawer = await openDrawer(user);

  const milkLine = await line('Milk');
  expect(within(milkLine).getByText('Green Market')).toBeInTheDocument();
  expect(within(milkLine).getByText('$9.00 each')).toBeInTheDocument();
  expect(within(milkLine).getByLabelText('Line total')).toHaveTextContent('$18.00');
  expect(within(milkLine).getByLabelText('Quantity')).toHaveTextContent('02');
  expect(within(drawer).getByText(/You have Saved/)).toHaveTextContent('You have Saved $2.00');
  expect(within(drawer).getByText('$76.00 more for free delivery')).toBeInTheDocument();
  expect(within(drawer).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
  expect(within(drawer).getByLabelText('Subtotal')).toHaveTextContent('$24.00');
  expect(backend.requests.find((request) => request.path === 'customer/cart/list')?.query).toEqual({ guest_id: GUEST_ID });
});

test('says the delivery charge is reduced once the threshold is reached, and hides savings without discounts', async () => {
  backend.config = makeConfig({ free_delivery_over: 20 });
  backend.lines = [makeCartLine(makeItem({ name: 'Cheese', price: 25 }), 1)];
  const { user } = renderCart({ session: locatedGuest });
  const drawer = await openDrawer(user);
  expect(await within(drawer).findByText('You have reduced delivery charge')).toBeInTheDocument();
  expect(within(drawer).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(within(drawer).queryByText(/You have Saved/)).toBeNull();
});

test('raises the quantity with plus and tells the other remotes', async () => {
  const milk = makeItem({ name: 'Milk', price: 10 });
  backend.lines = [makeCartLine(milk, 2)];
  const changes = recordEvents('cart/changed');
  const { user } = renderCart({ session: locatedGuest });
  await openDrawer(user);
  const milkLine = await line('Milk');
  await user.click(within(milkLine).getByRole('button', { name: 'Increase quantity of Milk' }));
  await waitFor(() => expect(within(milkLine).getByLabelText('Quantity')).toHaveTextContent('03'));
  expect(within(milkLine).getByLabelText('Line total')).toHaveTextContent('$30.00');
  expect(backend.changes()).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: 'customer/cart/update',
      body: { guest_id: GUEST_ID, cart_id: milk.id + 1000, quantity_delta: 1 },
    }),
  ]);
  expect(changes.at(-1)?.lines[0].quantity).toBe(3);
});

test('sends presses as changes, so a press made from a stale view is not lost', async () => {
  const milk = makeItem({ name: 'Milk', price: 10 });
  backend.lines = [makeCartLine(milk, 2)];
  const { user } = renderCart({ session: locatedGuest });
  await openDrawer(user);
  const milkLine = await line('Milk');
  // Another tab raised the line to 5 meanwhile; this drawer still shows 2.
  backend.lines = backend.lines.map((entry) => ({ ...entry, quantity: 5 }));
  await user.click(within(milkLine).getByRole('button', { name: 'Increase quantity of Milk' }));
  await waitFor(() => expect(within(milkLine).getByLabelText('Quantity')).toHaveTextContent('06'));
});

test('lowers the quantity with minus, then deletes the line at quantity 1', async () => {
  const milk = makeItem({ name: 'Milk' });
  backend.lines = [makeCartLine(milk, 2)];
  const { user } = renderCart({ session: locatedGuest });
  const drawer = await openDrawer(user);
  const milkLine = await line('Milk');
  await user.click(within(milkLine).getByRole('button', { name: 'Decrease quantity of Milk' }));
  await waitFor(() => expect(within(milkLine).getByLabelText('Quantity')).toHaveTextContent('01'));
  expect(within(milkLine).queryByRole('button', { name: 'Decrease quantity of Milk' })).toBeNull();

  await user.click(within(milkLine).getByRole('button', { name: 'Remove Milk from cart' }));
  expect(await screen.findByText('Removed from cart.')).toBeInTheDocument();
  expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
  expect(backend.changes().map(({ method, path, query, body }) => ({ method, path, query, body }))).toEqual([
    { method: 'POST', path: 'customer/cart/update', query: {}, body: { guest_id: GUEST_ID, cart_id: milk.id + 1000, quantity_delta: -1 } },
    {
      method: 'DELETE',
      path: 'customer/cart/remove-item',
      query: { cart_id: String(milk.id + 1000), guest_id: GUEST_ID },
      body: undefined,
    },
  ]);
});

test('refuses plus outside food when the stock is used up', async () => {
  backend.lines = [makeCartLine(makeItem({ name: 'Butter', stock: 2 }), 2)];
  const toasts = recordEvents('toast');
  const { user } = renderCart({ session: locatedGuest });
  await openDrawer(user);
  await user.click(within(await line('Butter')).getByRole('button', { name: 'Increase quantity of Butter' }));
  expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
  expect(toasts).toEqual([{ type: 'toast', level: 'error', message: 'Out of Stock', duration: 5000 }]);
  expect(backend.changes()).toEqual([]);
});

test('refuses plus outside food at the maximum cart quantity', async () => {
  backend.lines = [makeCartLine(makeItem({ name: 'Oil', maximum_cart_quantity: 3 }), 3)];
  const { user } = renderCart({ session: locatedGuest });
  await openDrawer(user);
  await user.click(within(await line('Oil')).getByRole('button', { name: 'Increase quantity of Oil' }));
  expect(await screen.findByText('Out of Limits')).toBeInTheDocument();
  expect(backend.changes()).toEqual([]);
});

test('only warns at the maximum in the food module, and still sends', async () => {
  const soup = makeItem({ name: 'Soup', module_type: 'food', maximum_cart_quantity: 1 });
  backend.lines = [makeCartLine(soup, 1)];
  const toasts = recordEvents('toast');
  const { user } = renderCart({ session: locatedGuest });
  await openDrawer(user);
  const soupLine = await line('Soup');
  await user.click(within(soupLine).getByRole('button', { name: 'Increase quantity of Soup' }));
  await waitFor(() => expect(within(soupLine).getByLabelText('Quantity')).toHaveTextContent('02'));
  expect(toasts[0]).toMatchObject({ level: 'warning', message: 'Out of Limits' });
});

test('keeps the cart and shows the server message when a change fails', async () => {
  backend.lines = [makeCartLine(makeItem({ name: 'Milk' }), 2)];
  server.use(
    http.post(`${API}/customer/cart/update`, () =>
      HttpResponse.json({ errors: [{ code: 'cart', message: 'The store is closed now.' }] }, { status: 403 }),
    ),
  );
  const toasts = recordEvents('toast');
  const { user } = renderCart({ session: locatedGuest });
  await openDrawer(user);
  const milkLine = await line('Milk');
  await user.click(within(milkLine).getByRole('button', { name: 'Increase quantity of Milk' }));
  expect(await screen.findByText('The store is closed now.')).toBeInTheDocument();
  expect(toasts).toEqual([{ type: 'toast', level: 'error', message: 'The store is closed now.', duration: 5000 }]);
  expect(within(milkLine).getByLabelText('Quantity')).toHaveTextContent('02');
  expect(within(milkLine).getByRole('button', { name: 'Increase quantity of Milk' })).toBeEnabled();
});

test('shows a retry when the cart cannot be loaded', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/customer/cart/list`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ errors: [{ code: 'server', message: 'Service unavailable' }] }, { status: 503 })
        : HttpResponse.json([makeCartLine(makeItem({ name: 'Tea' }))]);
    }),
  );
  const { user } = renderCart({ session: locatedGuest });
  const drawer = await openDrawer(user);
  expect(await within(drawer).findByText('Your cart could not be loaded.')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
  expect(await line('Tea')).toBeInTheDocument();
});

describe('Proceed To Checkout', () => {
  beforeEach(() => {
    backend.lines = [makeCartLine(makeItem({ name: 'Milk' }))];
  });

  test('takes a signed-in customer to the cart checkout, asking for the cart by token', async () => {
    const { user, path } = renderCart({ session: { ...locatedGuest, token: 'token-abc' } });
    const drawer = await openDrawer(user);
    await line('Milk');
    await user.click(within(drawer).getByRole('button', { name: 'Proceed To Checkout' }));
    expect(path()).toBe('/checkout?page=cart');
    const list = backend.requests.find((request) => request.path === 'customer/cart/list');
    expect(list).toMatchObject({ authorization: 'Bearer token-abc', query: {} });
  });

  test.each([
    ['Guest', '/checkout?page=cart'],
    ['Login', '/auth/sign-in'],
    ['Sign Up', '/auth/sign-up'],
  ])('offers a guest the login-or-guest prompt, whose %s button goes to %s', async (button, target) => {
    const { user, path } = renderCart({ session: locatedGuest });
    const drawer = await openDrawer(user);
    await line('Milk');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Proceed To Checkout' })).toBeEnabled());
    await user.click(within(drawer).getByRole('button', { name: 'Proceed To Checkout' }));
    const prompt = await dialogTitled('Do you want to login or continue as a guest?');
    expect(
      within(prompt).getByText(
        "If you log in, your order history will be saved. However, if you continue as a guest, you won't be able to see your order history after completing your order.",
      ),
    ).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: button }));
    expect(path()).toBe(target);
  });

  test('sends a guest to sign in when guest checkout is off', async () => {
    backend.config = makeConfig({ guest_checkout_status: 0 });
    const { user, path } = renderCart({ session: locatedGuest });
    const drawer = await openDrawer(user);
    await line('Milk');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Proceed To Checkout' })).toBeEnabled());
    await user.click(within(drawer).getByRole('button', { name: 'Proceed To Checkout' }));
    expect(path()).toBe('/auth/sign-in');
    expect(screen.queryByText('Do you want to login or continue as a guest?')).toBeNull();
  });
});

test('speaks Arabic when the visitor chose it', async () => {
  backend.lines = [makeCartLine(makeItem({ name: 'Milk' }), 2)];
  const { user } = renderCart({ session: { ...locatedGuest, language: 'ar' } });
  // Arabic texts load on first use
  await user.click(await screen.findByRole('button', { name: /^سلة التسوق/ }));
  const drawer = await screen.findByRole('dialog', { name: 'سلة التسوق' });
  const milkLine = await within(drawer).findByRole('listitem', { name: 'Milk' });
  expect(within(milkLine).getByRole('button', { name: 'زيادة كمية Milk' })).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeInTheDocument();
});
