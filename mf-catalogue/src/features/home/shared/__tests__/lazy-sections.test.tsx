import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  createTestServer,
  fakeIntersectionObserver,
  grocery,
  locatedSession,
  renderWithProviders,
  type FakeIntersectionObserver,
} from '@storefront/testing';
import { Deferred } from '../../modules/deferred';
import { BannerSection, CashbackWidget, CouponsSection } from '../index';

let asked: string[] = [];
createTestServer(
  http.get(`${API}/coupon/list`, () => {
    asked.push('coupon/list');
    return HttpResponse.json([
      {
        id: 1,
        title: '10% off your order',
        code: 'GROC10',
        discount: 10,
        discount_type: 'percent',
        min_purchase: 20,
        coupon_type: 'default',
      },
    ]);
  }),
  http.get(`${API}/cashback/list`, () => {
    asked.push('cashback/list');
    return HttpResponse.json([
      {
        id: 1,
        title: 'Get 10% back',
        cashback_type: 'percentage',
        cashback_amount: 10,
        min_purchase: 30,
        max_discount: 8,
        end_date: '2026-12-31',
      },
    ]);
  }),
);

let observer: FakeIntersectionObserver;
beforeEach(() => {
  asked = [];
  observer = fakeIntersectionObserver();
});
afterEach(() => observer.restore());

test('a section below the first screen loads nothing until its place comes near the viewport', async () => {
  renderWithProviders(
    <Deferred minHeight={160}>
      <CouponsSection />
    </Deferred>,
    { session: { ...locatedSession, module: grocery } },
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([]);
  expect(observer.observed).toHaveLength(1);
  act(() => observer.observed[0]!.intersect());
  expect(await screen.findByRole('heading', { name: 'Coupons' }, { timeout: 10000 })).toBeInTheDocument();
  expect(asked).toEqual(['coupon/list']);
});

test('the floating cashback widget loads on the first sign of a person, not before', async () => {
  renderWithProviders(<CashbackWidget />, { session: { ...locatedSession, module: grocery } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked).toEqual([]);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  expect(await screen.findByRole('button', { name: 'Cashback' }, { timeout: 10000 })).toBeInTheDocument();
});

test("a section near the viewport keeps its place's height while its code loads: the next stays below and waits", async () => {
  const { container } = renderWithProviders(
    <>
      <Deferred minHeight={160}>
        <CouponsSection />
      </Deferred>
      <Deferred minHeight={320}>
        <BannerSection />
      </Deferred>
    </>,
    { session: { ...locatedSession, module: grocery } },
  );
  expect(observer.observed).toHaveLength(2);
  act(() => observer.observed[0]!.intersect());
  expect(await screen.findByRole('heading', { name: 'Coupons' }, { timeout: 10000 })).toBeInTheDocument();
  // no second, 1 px high placeholder of its own in the first section's place (with it, the place shrank to 1 px
  // and every section below came into view, and loaded, at once); the second still holds its 320 px
  const placeholders = [...container.querySelectorAll<HTMLElement>('[aria-hidden]')].map((node) => node.style.minHeight).filter(Boolean);
  expect(placeholders).toEqual(['320px']);
  expect(observer.observed).toHaveLength(2);
  expect(asked).toEqual(['coupon/list']);
});
