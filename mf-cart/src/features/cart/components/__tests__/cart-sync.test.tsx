import { act, screen, waitFor, within } from '@testing-library/react';
import { emit } from '@storefront/platform';
import { makeCartLine, makeItem } from '@storefront/testing';
import { locatedGuest, renderCart } from '../../../../testing/render-cart';
import { addableItems, backend, createCartServer } from '../../../../testing/cart-backend';
import { CART_CHANGED_KEY, CART_CHANNEL } from '../../hooks/use-cart-sync';

createCartServer();

const cartButton = () => screen.getByRole('button', { name: /^Shopping Cart/ });
const listCalls = () => backend.requests.filter((request) => request.path === 'customer/cart/list').length;

test('a line shows its chosen options: the variation labels and the add-ons with their quantities', async () => {
  const item = makeItem({
    name: 'Pizza',
    add_ons: [
      { id: 71, name: 'Cheese', price: 2 },
      { id: 72, name: 'Sauce', price: 1 },
    ],
  });
  const line = makeCartLine(item, 1);
  line.variation = [
    { name: 'Size', values: { label: ['Large'] } },
    { name: 'Toppings', values: { label: ['Olives', 'Corn'] } },
  ];
  line.add_on_ids = [71, 72];
  line.add_on_qtys = [2, 1];
  backend.lines = [line];
  const { user } = renderCart({ session: locatedGuest });
  await user.click(cartButton());
  const row = await screen.findByRole('listitem', { name: 'Pizza' });
  expect(within(row).getByText('Size: Large · Toppings: Olives, Corn')).toBeInTheDocument();
  expect(within(row).getByLabelText('Addons')).toHaveTextContent('Addons: 2 × Cheese, 1 × Sauce');
});

test('another tab changing the cart (storage event) refreshes this tab and its badge', async () => {
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(listCalls()).toBe(1));
  expect(cartButton()).toHaveAccessibleName('Shopping Cart');

  // the other tab added an item: the server holds it, this tab does not know yet
  backend.lines = [makeCartLine(makeItem({ name: 'Milk' }))];
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_CHANGED_KEY, newValue: 'another-tab:1' }));
  });
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
  expect(listCalls()).toBe(2);

  // an unrelated key changes nothing
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'ar' }));
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listCalls()).toBe(2);
});

const withChannel = typeof BroadcastChannel === 'undefined' ? test.skip : test;
withChannel('another tab posting on the storefront-cart channel refreshes this tab', async () => {
  renderCart({ session: locatedGuest });
  await waitFor(() => expect(listCalls()).toBe(1));
  backend.lines = [makeCartLine(makeItem({ name: 'Milk' }))];
  const otherTab = new BroadcastChannel(CART_CHANNEL);
  otherTab.postMessage({ tab: 'another-tab' });
  otherTab.close();
  await waitFor(() => expect(cartButton()).toHaveAccessibleName('Shopping Cart: 1 item'));
});

withChannel('a successful cart call here tells the other tabs', async () => {
  const heard: unknown[] = [];
  const otherTab = new BroadcastChannel(CART_CHANNEL);
  otherTab.onmessage = (event) => heard.push(event.data);
  try {
    renderCart({ session: locatedGuest });
    const milk = makeItem({ name: 'Milk' });
    addableItems.set(milk.id, milk);
    act(() => emit({ type: 'cart/add-item', item: milk, quantity: 1 }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    await waitFor(() => expect(heard).toEqual([{ tab: expect.any(String) }]));
  } finally {
    otherTab.close();
  }
});
