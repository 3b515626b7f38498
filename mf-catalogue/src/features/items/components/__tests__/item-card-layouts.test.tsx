import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Item, WishlistHeartProps } from '@storefront/contract';
import { makeItem, recordEvents, renderWithProviders } from '@storefront/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { ItemCard, type ItemCardLayout } from '../item-card';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const FakeHeart = ({ itemId }: WishlistHeartProps) => <button type="button">{`wish ${itemId}`}</button>;
beforeEach(() => jest.mocked(loadRemote).mockResolvedValue({ default: FakeHeart }));

const price = (amount: number) => `$${amount.toFixed(2)}`;

function renderCard(item: Item, layout: ItemCardLayout = 'vertical', onAdd = jest.fn()) {
  const view = renderWithProviders(
    <ItemCard item={item} layout={layout} moduleType={item.module_type} formatPrice={price} digits={1} onAdd={onAdd} />,
  );
  return { ...view, onAdd, card: screen.getByRole('article', { name: item.name }) };
}

test('the food card shows whole names, the veg marker and the halal tag', () => {
  const item = makeItem({ name: 'Chicken biryani with raita and salad', module_type: 'food', veg: 0, is_halal: 1 });
  const { card } = renderCard(item, 'food');
  expect(within(card).getByText('Chicken biryani with raita and salad')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Non-Veg' })).toBeInTheDocument();
  expect(within(card).getByText('Halal')).toBeInTheDocument();
});

test('a veg dish without halal tag shows the veg marker only', () => {
  const item = makeItem({ name: 'Paneer tikka', module_type: 'food', veg: 1, is_halal: 0 });
  const { card } = renderCard(item, 'food');
  expect(within(card).getByRole('img', { name: 'Veg' })).toBeInTheDocument();
  expect(within(card).queryByText('Halal')).toBeNull();
});

test.each<ItemCardLayout>(['list', 'popular', 'special'])(
  'the %s layout cuts non-food names at 25 characters and has an add button',
  (layout) => {
    const item = makeItem({ name: 'Organic extra virgin olive oil 1 litre' });
    const { card } = renderCard(item, layout);
    expect(within(card).getByText('Organic extra virgin oliv...')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Add to cart: ${item.name}` })).toBeEnabled();
  },
);

test('hovering shows quick view (item/open), the wishlist heart of mf-account and add', async () => {
  const opened = recordEvents('item/open');
  const item = makeItem({ name: 'Fresh apples' });
  const { card, onAdd } = renderCard(item, 'popular');
  expect(within(card).queryByRole('group', { name: 'Quick actions' })).toBeNull();
  expect(loadRemote).not.toHaveBeenCalled();
  fireEvent.mouseOver(card);
  const actions = within(card).getByRole('group', { name: 'Quick actions' });
  fireEvent.click(within(actions).getByRole('button', { name: 'Quick view: Fresh apples' }));
  expect(opened).toEqual([{ type: 'item/open', item }]);
  expect(await within(actions).findByRole('button', { name: `wish ${item.id}` })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mf_account/WishlistHeart');
  fireEvent.click(within(actions).getByRole('button', { name: 'Add to cart: Fresh apples' }));
  expect(onAdd).toHaveBeenCalledWith(item);
});

test('an item with variations never shows a dead button: both buttons ask for the options', async () => {
  const item = makeItem({ name: 'T-shirt', variations: [{ type: 'S', price: 10 }] });
  const { card, user, onAdd } = renderCard(item);
  const choose = within(card).getByRole('button', { name: 'Choose options: T-shirt' });
  expect(choose).toBeEnabled();
  await user.click(choose);
  fireEvent.mouseOver(card);
  fireEvent.click(
    within(within(card).getByRole('group', { name: 'Quick actions' })).getByRole('button', { name: 'Choose options: T-shirt' }),
  );
  expect(onAdd).toHaveBeenCalledTimes(2);
});

test('an out-of-stock item has no add action on hover', async () => {
  const item = makeItem({ name: 'Rare tea', stock: 0 });
  const { card, user } = renderCard(item);
  await user.hover(card);
  const actions = within(card).getByRole('group', { name: 'Quick actions' });
  expect(within(actions).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  expect(within(card).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
});

test('an ecommerce card name opens the product page', () => {
  const item = makeItem({ name: 'Laptop', slug: 'laptop-9', module_type: 'ecommerce', module_id: 4 });
  renderCard(item, 'special');
  expect(screen.getByRole('link', { name: 'Laptop' })).toHaveAttribute('href', '/product/laptop-9?module_id=4');
});
