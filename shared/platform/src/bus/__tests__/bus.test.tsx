import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Subject } from 'rxjs';
import { HOLD_MS, clearHeldEvents, emit, observe, on, toast, useBusEvent } from '../bus';

beforeEach(() => clearHeldEvents());
import type { BusEvent, BusEventOf } from '@storefront/contract';

describe('the bus', () => {
  it('delivers an event to the subscribers of its type only', () => {
    const opened: BusEvent[] = [];
    const toasts: BusEvent[] = [];
    const a = on('cart/open').subscribe((event) => opened.push(event));
    const b = on('toast').subscribe((event) => toasts.push(event));
    emit({ type: 'cart/open' });
    emit({ type: 'order/track', orderId: '100' });
    emit({ type: 'toast', level: 'success', message: 'Item added to cart' });
    a.unsubscribe();
    b.unsubscribe();
    expect(opened).toEqual([{ type: 'cart/open' }]);
    expect(toasts).toEqual([{ type: 'toast', level: 'success', message: 'Item added to cart', duration: undefined }]);
  });

  it('stops delivering after unsubscribe', () => {
    const seen: BusEvent[] = [];
    const subscription = on('cart/open').subscribe((event) => seen.push(event));
    subscription.unsubscribe();
    emit({ type: 'cart/open' });
    expect(seen).toEqual([]);
  });

  it('has a toast shorthand with an optional duration', () => {
    const seen: BusEvent[] = [];
    const subscription = on('toast').subscribe((event) => seen.push(event));
    toast('error', 'Out of Stock', 5000);
    subscription.unsubscribe();
    expect(seen).toEqual([{ type: 'toast', level: 'error', message: 'Out of Stock', duration: 5000 }]);
  });

  it('is shared by a second copy of the module through globalThis', () => {
    let second!: typeof import('../bus');
    jest.isolateModules(() => {
      second = require('../bus');
    });
    expect(second.emit).not.toBe(emit); // really another copy of the module
    const fromFirst: BusEventOf<'order/track'>[] = [];
    const fromSecond: BusEventOf<'order/track'>[] = [];
    const a = on('order/track').subscribe((event) => fromFirst.push(event));
    const b = second.on('order/track').subscribe((event) => fromSecond.push(event));
    second.emit({ type: 'order/track', orderId: '7' });
    emit({ type: 'order/track', orderId: '8' });
    a.unsubscribe();
    b.unsubscribe();
    expect(fromFirst.map((event) => event.orderId)).toEqual(['7', '8']);
    expect(fromSecond.map((event) => event.orderId)).toEqual(['7', '8']);
    const subject = (globalThis as unknown as Record<symbol, Subject<BusEvent>>)[Symbol.for('@storefront/platform/bus')];
    expect(subject).toBeDefined();
  });
});

describe('useBusEvent', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    const [last, setLast] = useState('');
    useBusEvent('order/track', (event) => {
      setCount((value) => value + 1);
      setLast(`${label}:${event.orderId}`);
    });
    return (
      <p>
        {count} {last}
      </p>
    );
  }

  it('calls the latest handler while mounted and stops on unmount', () => {
    const { rerender, unmount } = render(<Counter label="first" />);
    act(() => emit({ type: 'order/track', orderId: '1' }));
    expect(screen.getByText('1 first:1')).toBeInTheDocument();
    rerender(<Counter label="second" />);
    act(() => emit({ type: 'order/track', orderId: '2' }));
    expect(screen.getByText('2 second:2')).toBeInTheDocument();
    act(() => emit({ type: 'cart/open' }));
    expect(screen.getByText('2 second:2')).toBeInTheDocument();
    const subject = (globalThis as unknown as Record<symbol, Subject<BusEvent>>)[Symbol.for('@storefront/platform/bus')];
    expect(subject.observed).toBe(true);
    unmount();
    expect(subject.observed).toBe(false); // the component's subscription is gone
  });
});

describe('held commands', () => {
  it('hands a command emitted before anyone listens to the first subscriber, once', () => {
    emit({ type: 'location/pick' });
    const first: BusEvent[] = [];
    const second: BusEvent[] = [];
    const a = on('location/pick').subscribe((event) => first.push(event));
    const b = on('location/pick').subscribe((event) => second.push(event));
    a.unsubscribe();
    b.unsubscribe();
    expect(first).toEqual([{ type: 'location/pick' }]);
    expect(second).toEqual([]);
  });

  it('drops a held command after the hold time', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    emit({ type: 'cart/open' });
    now.mockReturnValue(1_000 + HOLD_MS + 1);
    const seen: BusEvent[] = [];
    const subscription = on('cart/open').subscribe((event) => seen.push(event));
    subscription.unsubscribe();
    now.mockRestore();
    expect(seen).toEqual([]);
  });

  it('lets an observer watch a command without taking it from the remote that answers it', () => {
    const watched: BusEvent[] = [];
    const answered: BusEvent[] = [];
    const watching = observe('location/pick').subscribe((event) => watched.push(event));
    emit({ type: 'location/pick' }); // the answering remote is still loading
    const answering = on('location/pick').subscribe((event) => answered.push(event));
    emit({ type: 'location/pick' });
    watching.unsubscribe();
    answering.unsubscribe();
    expect(answered).toHaveLength(2);
    expect(watched).toHaveLength(2); // it sees every command as it is emitted, held or not
  });

  it('never holds notifications', () => {
    emit({ type: 'cart/changed', lines: [] });
    const seen: BusEvent[] = [];
    const subscription = on('cart/changed').subscribe((event) => seen.push(event));
    subscription.unsubscribe();
    expect(seen).toEqual([]);
  });
});
