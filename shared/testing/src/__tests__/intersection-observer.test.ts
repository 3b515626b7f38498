import { fakeIntersectionObserver } from '../intersection-observer';

test('records what each observer watches and calls it back for the element brought into view', () => {
  const fake = fakeIntersectionObserver();
  try {
    const first = document.createElement('div');
    const second = document.createElement('footer');
    const seen: [Element, boolean][] = [];
    const observer = new IntersectionObserver((entries) => entries.forEach((entry) => seen.push([entry.target, entry.isIntersecting])), {
      rootMargin: '200px',
    });
    observer.observe(first);
    observer.observe(second);
    expect(fake.observed.map((entry) => [entry.element, entry.options?.rootMargin])).toEqual([
      [first, '200px'],
      [second, '200px'],
    ]);
    fake.lastObserved((element) => element.tagName === 'DIV').intersect();
    fake.lastObserved().intersect(false);
    expect(seen).toEqual([
      [first, true],
      [second, false],
    ]);
    observer.unobserve(second);
    expect(fake.lastObserved().element).toBe(first);
    observer.disconnect();
    expect(() => fake.lastObserved()).toThrow('no such element is observed');
  } finally {
    fake.restore();
  }
  expect('IntersectionObserver' in window).toBe(false);
});
