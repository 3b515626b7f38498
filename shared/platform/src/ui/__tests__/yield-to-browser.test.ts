import { yieldToBrowser } from '../yield-to-browser';

it('resumes in a later task: after the microtasks and after a task queued before it', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('task queued before'), 0);
  const yielded = yieldToBrowser().then(() => order.push('after the yield'));
  void Promise.resolve().then(() => order.push('microtask'));

  await yielded;

  expect(order).toEqual(['microtask', 'task queued before', 'after the yield']);
});
