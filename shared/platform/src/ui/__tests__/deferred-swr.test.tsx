import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { resetSessionStore } from '../../session/atoms';
import { AppProviders } from '../app-providers';

beforeEach(() => {
  localStorage.clear();
  resetSessionStore();
});

/** Every render of the component: what it saw. */
const seen: { data: string | undefined; isLoading: boolean }[] = [];

function Greeting({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, isLoading } = useSWR('greeting', fetcher);
  seen.push({ data, isLoading });
  return <p>{isLoading ? 'loading' : (data ?? 'empty')}</p>;
}

beforeEach(() => {
  seen.length = 0;
});

it('gives the data once it arrives, and never shows the empty state in between', async () => {
  render(
    <AppProviders swr={{ provider: () => new Map() }}>
      <Greeting fetcher={() => Promise.resolve('hello')} />
    </AppProviders>,
  );
  expect(await screen.findByText('hello')).toBeInTheDocument();
  // while the new data is rendered in the background the hook still says it is loading
  expect(seen.some((render) => !render.isLoading && render.data === undefined)).toBe(false);
});

it('gives data already in the cache on the first render', () => {
  const cache = new Map([['greeting', { data: 'cached' }]]);
  render(
    <AppProviders swr={{ provider: () => cache }}>
      <Greeting fetcher={() => new Promise<string>(() => undefined)} />
    </AppProviders>,
  );
  expect(seen[0].data).toBe('cached');
});

it('keeps the fields other hooks add (useSWRInfinite: size, setSize)', async () => {
  function Pages() {
    const pages = useSWRInfinite(
      (index) => `page-${index}`,
      (key: string) => Promise.resolve(key),
    );
    return <p>{`${pages.data?.join(',') ?? 'none'} size ${pages.size} ${typeof pages.setSize}`}</p>;
  }
  render(
    <AppProviders swr={{ provider: () => new Map() }}>
      <Pages />
    </AppProviders>,
  );
  expect(await screen.findByText('page-0 size 1 function')).toBeInTheDocument();
});
