// jsdom has no IntersectionObserver: this lets a test scroll the results' sentinel (data-sentinel) into view;
// observers of anything else (antd's ellipsis) are left alone.
import { fakeIntersectionObserver, type FakeIntersectionObserver } from '@storefront/testing';

let observer: FakeIntersectionObserver | undefined;

export function mockIntersectionObserver() {
  observer?.restore();
  observer = fakeIntersectionObserver();
}

export function scrollSentinelIntoView() {
  if (!observer) throw new Error('mockIntersectionObserver() first');
  observer.lastObserved((element) => element.hasAttribute('data-sentinel')).intersect();
}
