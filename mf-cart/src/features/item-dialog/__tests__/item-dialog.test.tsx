import { loadRemote } from '@module-federation/enhanced/runtime';
import type { FoodVariationGroup, Item, WishlistHeartProps } from '@storefront/contract';
import { emit } from '@storefront/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PHONE_WIDTH, food, makeCartLine, makeItem, recordEvents, type TestSession } from '@storefront/testing';
import { locatedGuest, renderCart } from '../../../testing/render-cart';
import { addableItems, backend, createCartServer } from '../../../testing/cart-backend';
import { BUY_NOW_KEY, readBuyNow } from '../../cart/utils/buy-now';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

createCartServer();

const size: FoodVariationGroup = {
  name: 'Size',
  type: 'single',
  min: 1,
  max: 1,
  required: 'on',
  values: [
    { label: 'Small', optionPrice: 0 },
    { label: 'Large', optionPrice: 4 },
  ],
};
const toppings: FoodVariationGroup = {
  name: 'Toppings',
  type: 'multi',
  min: 1,
  max: 2,
  required: 'off',
  values: [
    { label: 'Olives', optionPrice: 1 },
    { label: 'Corn', optionPrice: 1 },
    { label: 'Basil', optionPrice: 0.5 },
  ],
};
const pizza = () =>
  makeItem({
    name: 'Pizza',
    price: 10,
    module_id: 1,
    module_type: 'food',
    store_id: 9,
    food_variations: [size, toppings],
    add_ons: [{ id: 71, name: 'Cheese', price: 2 }],
  });
const foodGuest = { ...locatedGuest, module: food };

function open(item: Item, session: TestSession = foodGuest) {
  addableItems.set(item.id, item);
  const view = renderCart({ session });
  act(() => emit({ type: 'item/open', item }));
  return view;
}
const dialog = () => screen.findByRole('dialog');
const adds = () => backend.changes().filter((request) => request.path === 'customer/cart/add');

test('a required single group must be chosen: warning toast, nothing sent; choosing it adds with the options', async () => {
  const { user } = open(pizza());
  const modal = await dialog();
  await user.click(within(modal).getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Variation Size can not remain without selection')).toBeInTheDocument();
  expect(adds()).toEqual([]);

  await user.click(within(modal).getByRole('radio', { name: /Large/ }));
  await user.click(within(modal).getByRole('checkbox', { name: /Cheese/ }));
  await user.click(within(modal).getByRole('button', { name: 'Increase quantity of Cheese' }));
  // (10 + 4) × 1 + cheese 2 × 2
  expect(within(modal).getByLabelText('Total')).toHaveTextContent('18');
  await user.click(within(modal).getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(adds().map((request) => request.body)).toEqual([
    expect.objectContaining({
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [71],
      add_on_qtys: [2],
    }),
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a single choice can be toggled off again; the multi group shows its range and refuses more than max', async () => {
  const { user } = open(pizza());
  const modal = await dialog();
  const large = within(modal).getByRole('radio', { name: /Large/ });
  await user.click(large);
  expect(large).toBeChecked();
  await user.click(large);
  expect(large).not.toBeChecked();
  await user.click(large);
  expect(within(modal).getByText('This Variation needs to be selected in between minimum 1 and Maximum 2 items.')).toBeInTheDocument();
  for (const name of [/Olives/, /Corn/, /Basil/]) await user.click(within(modal).getByRole('checkbox', { name }));
  await user.click(within(modal).getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Selected variation named Toppings must be in between Minimum 1 and Maximum 2')).toBeInTheDocument();
  expect(adds()).toEqual([]);
});

test('add-on plus and minus show only while it is ticked; the quantity starts at 01', async () => {
  const { user } = open(pizza());
  const modal = await dialog();
  expect(within(modal).getByRole('group', { name: 'Quantity' })).toHaveTextContent('01');
  expect(within(modal).queryByRole('button', { name: 'Increase quantity of Cheese' })).toBeNull();
  await user.click(within(modal).getByRole('checkbox', { name: /Cheese/ }));
  expect(within(modal).getByRole('button', { name: 'Increase quantity of Cheese' })).toBeInTheDocument();
  await user.click(within(modal).getByRole('checkbox', { name: /Cheese/ }));
  expect(within(modal).queryByRole('button', { name: 'Increase quantity of Cheese' })).toBeNull();
});

test('the same item and variation in the cart reads Update to cart: no change warns, a change updates', async () => {
  const item = pizza();
  const line = makeCartLine(item, 2);
  line.variation = [{ name: 'Size', values: { label: ['Small'] } }];
  backend.lines = [line];
  const { user } = open(item);
  const modal = await dialog();
  const update = await within(modal).findByRole('button', { name: 'Update to cart' });
  expect(within(modal).getByRole('group', { name: 'Quantity' })).toHaveTextContent('02');
  await user.click(update);
  expect(await screen.findByText('No changes found to update.')).toBeInTheDocument();
  expect(backend.changes()).toEqual([]);

  await user.click(within(modal).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(modal).getByRole('button', { name: 'Update to cart' }));
  expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
  expect(backend.changes().map(({ path, body }) => ({ path, body }))).toEqual([
    {
      path: 'customer/cart/update',
      body: expect.objectContaining({ cart_id: line.id, quantity: 3, variation: [{ name: 'Size', values: { label: ['Small'] } }] }),
    },
  ]);
});

test('an update above the stock is refused before any call', async () => {
  const rice = makeItem({ name: 'Rice', stock: 2 });
  backend.lines = [makeCartLine(rice, 2)];
  const { user } = open(rice, locatedGuest);
  const modal = await dialog();
  await within(modal).findByRole('button', { name: 'Update to cart' });
  await user.click(within(modal).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(modal).getByRole('button', { name: 'Update to cart' }));
  expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
  expect(backend.changes()).toEqual([]);
});

test('in the food module an update over the maximum warns and still sends', async () => {
  const item = { ...pizza(), maximum_cart_quantity: 1 };
  const line = makeCartLine(item, 1);
  line.variation = [{ name: 'Size', values: { label: ['Small'] } }];
  backend.lines = [line];
  const { user } = open(item);
  const modal = await dialog();
  await within(modal).findByRole('button', { name: 'Update to cart' });
  await user.click(within(modal).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(modal).getByRole('button', { name: 'Update to cart' }));
  expect(await screen.findByText('Out of Limits')).toBeInTheDocument();
  expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
  expect(backend.changes().map((request) => request.body?.quantity)).toEqual([2]);
});

test('on a phone the dialog is a full-screen sheet; on a wider screen it is at most 459 px wide', async () => {
  addableItems.set(1, pizza());
  const phone = renderCart({ session: foodGuest, viewportWidth: PHONE_WIDTH });
  act(() => emit({ type: 'item/open', item: pizza() }));
  await waitFor(() => expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('100vw'));
  phone.unmount();
  renderCart({ session: foodGuest });
  act(() => emit({ type: 'item/open', item: pizza() }));
  await waitFor(() => expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('459px'));
});

test('choosing another variation than the cart line turns the button back to Add to cart', async () => {
  const item = pizza();
  const line = makeCartLine(item, 1);
  line.variation = [{ name: 'Size', values: { label: ['Small'] } }];
  backend.lines = [line];
  const { user } = open(item);
  const modal = await dialog();
  await within(modal).findByRole('button', { name: 'Update to cart' });
  await user.click(within(modal).getByRole('radio', { name: /Large/ }));
  expect(within(modal).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
});

test('an out-of-stock variation blocks with the spec message; an out-of-stock item shows a disabled Out of Stock', async () => {
  const shirt = makeItem({
    name: 'Shirt',
    choice_options: [{ title: 'Size', options: ['S', 'M'] }],
    variations: [
      { type: 'S', price: 20, stock: 0 },
      { type: 'M', price: 22, stock: 4 },
    ],
  });
  const { user } = open(shirt, locatedGuest);
  const modal = await dialog();
  // the first option (S) is chosen by default and is out of stock
  expect(within(modal).getByRole('radio', { name: 'S' })).toBeChecked();
  await user.click(within(modal).getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('This variation is out of stock. Choose another variation to proceed further.')).toBeInTheDocument();
  expect(adds()).toEqual([]);
  await user.click(within(modal).getByRole('radio', { name: 'M' }));
  await user.click(within(modal).getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  expect(adds()[0].body).toMatchObject({ variation: [{ type: 'M', price: 22, stock: 4 }] });
});

test('an out-of-stock item offers only a disabled Out of Stock button', async () => {
  open(makeItem({ name: 'Rice', stock: 0 }), locatedGuest);
  const modal = await dialog();
  expect(within(modal).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  expect(within(modal).queryByRole('button', { name: 'Add to cart' })).toBeNull();
});

test('outside its hours: with scheduling the panel reads Not Available now and adding still works', async () => {
  const item = makeItem({ name: 'Late soup', available_time_starts: '00:00', available_time_ends: '00:00:01', schedule_order: true });
  jest.useFakeTimers({ now: new Date('2026-01-05T12:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick'] });
  try {
    open(item, locatedGuest);
    const modal = await dialog();
    expect(within(modal).getByText('Not Available now')).toBeInTheDocument();
    expect(within(modal).getByText('12:00 AM - 12:00 AM')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});

test('outside its hours without scheduling: Available will be, ordering blocked', async () => {
  const item = makeItem({ name: 'Breakfast', available_time_starts: '06:00', available_time_ends: '06:00:01', schedule_order: false });
  jest.useFakeTimers({ now: new Date('2026-01-05T18:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick'] });
  try {
    open(item, locatedGuest);
    const modal = await dialog();
    expect(within(modal).getByText('Available will be')).toBeInTheDocument();
    expect(within(modal).getByText('06:00 AM - 06:00 AM')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  } finally {
    jest.useRealTimers();
  }
});

test('a campaign item offers only Order Now, which needs a token', async () => {
  const required = recordEvents('auth/required');
  const { user, path } = open(makeItem({ name: 'Campaign box', available_date_starts: '2020-01-01' }), locatedGuest);
  const modal = await dialog();
  expect(within(modal).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  expect(within(modal).queryByRole('button', { name: 'Buy Now' })).toBeNull();
  expect(within(modal).queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
  await user.click(within(modal).getByRole('button', { name: 'Order Now' }));
  expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
  expect(required).toHaveLength(1);
  expect(path()).toBe('/');
  expect(window.sessionStorage.getItem(BUY_NOW_KEY)).toBeNull();
});

test('a signed-in customer orders a campaign item now: the line goes to the campaign checkout', async () => {
  const item = makeItem({ name: 'Campaign box', available_date_starts: '2020-01-01' });
  const { user, path } = open(item, { ...locatedGuest, token: 'token-abc' });
  await user.click(within(await dialog()).getByRole('button', { name: 'Order Now' }));
  await waitFor(() => expect(path()).toBe('/checkout?page=campaign'));
  expect(readBuyNow()).toMatchObject({ item: { id: item.id }, quantity: 1, source: 'campaign' });
  window.sessionStorage.clear();
});

test('Buy Now hands the chosen line to the checkout through sessionStorage and never calls cart/add', async () => {
  const item = pizza();
  const { user, path } = open(item);
  const modal = await dialog();
  await user.click(within(modal).getByRole('radio', { name: /Small/ }));
  await user.click(within(modal).getByRole('checkbox', { name: /Cheese/ }));
  await user.click(within(modal).getByRole('button', { name: 'Increase quantity' }));
  await user.click(within(modal).getByRole('button', { name: 'Buy Now' }));
  await waitFor(() => expect(path()).toBe('/checkout?page=buy_now'));
  expect(readBuyNow()).toEqual({
    item,
    quantity: 2,
    variation: [{ name: 'Size', values: { label: ['Small'] } }],
    add_on_ids: [71],
    add_on_qtys: [1],
    source: 'buy_now',
  });
  expect(backend.changes()).toEqual([]);
  window.sessionStorage.clear();
});

test('the wishlist heart asks a guest to sign in; the store name links to the store; read more at 70 characters', async () => {
  const required = recordEvents('auth/required');
  const description = 'A long description of the pizza that goes well beyond seventy characters, to be folded.';
  const { user } = open({ ...pizza(), description, zone_id: 3 });
  const modal = await dialog();
  expect(within(modal).getByRole('link', { name: 'Green Market' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/store\/9\?module_id=1&store_zone_id=3/),
  );
  expect(within(modal).queryByText(description)).toBeNull();
  await user.click(within(modal).getByRole('button', { name: 'Read more' }));
  expect(within(modal).getByText(description, { exact: false })).toBeInTheDocument();
  await user.click(within(modal).getByRole('button', { name: 'Add to wishlist' }));
  expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
  expect(required).toHaveLength(1);
});

test("a signed-in customer's heart is mf_account/WishlistHeart for the item", async () => {
  const FakeHeart = ({ itemId }: WishlistHeartProps) => <button type="button">{`wish ${itemId}`}</button>;
  (loadRemote as jest.Mock).mockResolvedValue({ default: FakeHeart });
  const item = pizza();
  open(item, { ...locatedGuest, token: 'token-abc' });
  const modal = await dialog();
  expect(await within(modal).findByRole('button', { name: `wish ${item.id}` })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mf_account/WishlistHeart');
  expect(within(modal).queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
});

test('Escape closes the dialog', async () => {
  const { user } = open(pizza());
  await dialog();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
