import { act, renderHook } from '@testing-library/react';
import { API, createTestServer } from '@storefront/testing';
import { http, HttpResponse } from 'msw';
import { PREDICTION_DEBOUNCE_MS, usePlacePredictions } from '../get-place-predictions';

const server = createTestServer();

afterEach(() => jest.useRealTimers());

test('asks once, for the last text, after the typing pauses', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const asked: string[] = [];
  server.use(
    http.get(`${API}/config/place-api-autocomplete`, ({ request }) => {
      const text = new URL(request.url).searchParams.get('search_text') ?? '';
      asked.push(text);
      return HttpResponse.json({ predictions: [{ description: `${text} Road`, place_id: `p-${text}` }] });
    }),
  );
  const { result, rerender } = renderHook(({ text }) => usePlacePredictions(text), { initialProps: { text: '' } });

  for (const text of ['B', 'Ba', 'Bak', 'Bake', 'Baker']) {
    rerender({ text });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PREDICTION_DEBOUNCE_MS - 100);
    });
  }
  expect(asked).toEqual([]);
  expect(result.current.loading).toBe(true);

  await act(async () => {
    await jest.advanceTimersByTimeAsync(100);
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });

  expect(asked).toEqual(['Baker']);
  expect(result.current).toEqual({
    loading: false,
    error: null,
    predictions: [{ description: 'Baker Road', place_id: 'p-Baker' }],
  });
});

test('drops the answer for a text the visitor has already changed', async () => {
  let releaseSlow: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  server.use(
    http.get(`${API}/config/place-api-autocomplete`, async ({ request }) => {
      const text = new URL(request.url).searchParams.get('search_text');
      if (text === 'Old') await slow;
      return HttpResponse.json({ predictions: [{ description: `${text} Street`, place_id: `p-${text}` }] });
    }),
  );
  const { result, rerender } = renderHook(({ text }) => usePlacePredictions(text, 10), { initialProps: { text: 'Old' } });
  await new Promise((resolve) => setTimeout(resolve, 50)); // the 'Old' call is now on its way

  rerender({ text: 'New' });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  releaseSlow();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  expect(result.current.predictions).toEqual([{ description: 'New Street', place_id: 'p-New' }]);
});

test('clears the predictions when the text is emptied', async () => {
  server.use(
    http.get(`${API}/config/place-api-autocomplete`, () =>
      HttpResponse.json({ predictions: [{ description: 'Somewhere', place_id: 'p-1' }] }),
    ),
  );
  const { result, rerender } = renderHook(({ text }) => usePlacePredictions(text, 10), { initialProps: { text: 'So' } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  expect(result.current.predictions).toHaveLength(1);

  rerender({ text: '  ' });

  expect(result.current).toEqual({ predictions: [], loading: false, error: null });
});
