import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer, grocery, locatedSession, recordRequests, renderWithProviders } from '@storefront/testing';
import SearchBox from '../../../../exposes/search-box';
import { SEARCH_DEBOUNCE_MS } from '../search-box';

const server = createTestServer(
  http.get(`${API}/items/item-or-store-search`, ({ request }) => {
    const name = new URL(request.url).searchParams.get('name') ?? '';
    return HttpResponse.json({
      items: [
        { id: 1, name: `${name} rings` },
        { id: 2, name: `Red ${name}` },
      ],
      stores: [{ id: 7, name: 'Green Market', slug: 'green-market' }],
    });
  }),
);

afterEach(() => jest.useRealTimers());

function renderBox(route = '/home') {
  return renderWithProviders(<SearchBox />, { route, session: { ...locatedSession, module: grocery } });
}

const box = () => screen.getByRole('combobox', { name: 'Search items or stores' });
const storedRecent = () => JSON.parse(window.localStorage.getItem('searchedValues') ?? '[]') as string[];

test('asks for suggestions only after 500 ms without typing, showing the loading text meanwhile', async () => {
  jest.useFakeTimers();
  const requests = recordRequests(server, 'items/item-or-store-search');
  const { user } = renderWithProviders(<SearchBox />, {
    route: '/home',
    session: { ...locatedSession, module: grocery },
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await user.type(box(), 'oni');
  expect(screen.getByText('Search suggestions are loading...')).toBeVisible();
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(requests).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  expect(await screen.findByRole('option', { name: 'oni rings' })).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0].query).toEqual({ name: 'oni' });
  expect(screen.getByRole('option', { name: 'Green Market' })).toBeInTheDocument();
  expect(screen.queryByText('Search suggestions are loading...')).toBeNull();
  expect(box()).toHaveAttribute('aria-expanded', 'true');
});

test('a submit saves the term first in the recent searches, at most 5, and goes to the results', async () => {
  const { user, path } = renderBox();
  for (const term of ['apple', 'bread', 'cheese', 'dates', 'eggs', 'apple', 'figs']) {
    await user.clear(box());
    await user.type(box(), `${term}{Enter}`);
    expect(path()).toBe(`/home?search=${term}&data_type=searched`);
  }
  expect(storedRecent()).toEqual(['figs', 'apple', 'eggs', 'dates', 'cheese']);

  await user.clear(box());
  await user.click(box());
  const list = screen.getByRole('listbox', { name: 'Recent searches' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['figs', 'apple', 'eggs', 'dates', 'cheese']);

  await user.click(screen.getByRole('button', { name: 'Remove eggs from recent searches' }));
  expect(storedRecent()).toEqual(['figs', 'apple', 'dates', 'cheese']);
  expect(within(list).getAllByRole('option')).toHaveLength(4);
});

test('arrows move the active option, Enter chooses it and Escape closes the list', async () => {
  const { user, path } = renderBox();
  // renderWithProviders clears the storage: seed the history through the box itself
  await user.type(box(), 'milk{Enter}');
  await user.clear(box());
  await user.type(box(), 'tea{Enter}');
  await user.clear(box());
  await user.click(box());
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(box()).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowDown}');
  const options = screen.getAllByRole('option');
  expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(box()).toHaveAttribute('aria-activedescendant', options[1].id);
  await user.keyboard('{ArrowDown}');
  expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
  await user.keyboard('{ArrowUp}');
  expect(box()).toHaveAttribute('aria-activedescendant', options[1].id);

  await user.keyboard('{Escape}');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();

  await user.keyboard('{ArrowDown}{Enter}');
  expect(path()).toBe('/home?search=tea&data_type=searched');
  expect(box()).toHaveValue('tea');
});

test('a store suggestion opens the store page', async () => {
  const { user, path } = renderBox();
  await user.type(box(), 'gre');
  await user.click(await screen.findByRole('option', { name: 'Green Market' }, { timeout: 2000 }));
  expect(path()).toBe('/store/green-market');
});

test('the submitted term shows in the box; an empty submit clears the search', async () => {
  const { user, path } = renderBox('/home?search=onion&data_type=searched');
  expect(box()).toHaveValue('onion');
  await user.clear(box());
  await user.type(box(), '   {Enter}');
  expect(path()).toBe('/home');
  expect(box()).toHaveValue('');
  expect(storedRecent()).toEqual([]);
});
