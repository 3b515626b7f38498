import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '../when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];

beforeEach(() => {
  observers.length = 0;
  globalThis.IntersectionObserver = class {
    private readonly entry: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('holds its space until its place is near the viewport, then renders its children and stops watching', () => {
  const { container } = render(
    <WhenNear minHeight={120} margin="200px 0px">
      <p>below the fold</p>
    </WhenNear>,
  );
  expect(screen.queryByText('below the fold')).toBeNull();
  expect((container.firstChild as HTMLElement).style.minHeight).toBe('120px');
  expect(observers[0].options?.rootMargin).toBe('200px 0px');

  act(() => observers[0].callback([{ isIntersecting: false }]));
  expect(screen.queryByText('below the fold')).toBeNull();

  act(() => observers[0].callback([{ isIntersecting: true }]));
  expect(screen.getByText('below the fold')).toBeInTheDocument();
  expect(observers[0].disconnected).toBe(true);
});

it('renders at once where IntersectionObserver does not exist', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(
    <WhenNear minHeight={120}>
      <p>below the fold</p>
    </WhenNear>,
  );
  expect(screen.getByText('below the fold')).toBeInTheDocument();
});
