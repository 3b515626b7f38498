import { isCampaignRunning, isWithinWindow, itemAvailability, parseClock, wallClock, type WallClock } from '../availability.ts';

const at = (time: string): Pick<WallClock, 'time'> => ({ time });

describe('parseClock', () => {
  it.each<[string | null | undefined, number | null]>([
    ['00:00', 0],
    ['9:05', 9 * 3600 + 5 * 60],
    ['23:59:59', 86399],
    ['24:00', 86400],
    ['24:00:01', null],
    ['25:00', null],
    ['12:60', null],
    ['noon', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p is %p', (value, seconds) => {
    expect(parseClock(value)).toBe(seconds);
  });
});

describe('a daily window includes both ends, to the second: [start, end]', () => {
  it.each<[string, string | null | undefined, string | null | undefined, string, boolean]>([
    ['before the start', '09:00', '17:00', '08:59:59', false],
    ['at the start', '09:00', '17:00', '09:00:00', true],
    ['inside', '09:00', '17:00', '12:30:00', true],
    ['at the end', '09:00', '17:00', '17:00:00', true],
    ['one second after the end', '09:00', '17:00', '17:00:01', false],
    ['the platform’s all day, last second', '00:00', '23:59:59', '23:59:59', true],
    ['past midnight, late', '22:00', '02:00', '23:30:00', true],
    ['past midnight, early', '22:00', '02:00', '02:00:00', true],
    ['past midnight, outside', '22:00', '02:00', '12:00:00', false],
    ['an end equal to the start is all day', '00:00', '00:00', '13:00:00', true],
    ['no window is all day', undefined, null, '03:00:00', true],
    ['a malformed window is all day', 'soon', '17:00', '20:00:00', true],
  ])('%s', (_name, starts, ends, time, inside) => {
    expect(isWithinWindow(starts, ends, at(time))).toBe(inside);
  });
});

describe('item availability', () => {
  it.each<[string, boolean, string, { available: boolean; canSchedule: boolean; canOrder: boolean }]>([
    ['inside the window', false, '10:00:00', { available: true, canSchedule: false, canOrder: true }],
    ['outside, no scheduling: blocked', false, '20:00:00', { available: false, canSchedule: false, canOrder: false }],
    ['outside, scheduling: orderable for later', true, '20:00:00', { available: false, canSchedule: true, canOrder: true }],
  ])('%s', (_name, schedule, time, expected) => {
    const item = { available_time_starts: '09:00', available_time_ends: '17:00', schedule_order: schedule };
    expect(itemAvailability(item, at(time))).toEqual(expected);
  });
});

describe('a campaign runs from its first to its last day, both included', () => {
  it.each<[string, string | null, string | null, string, boolean]>([
    ['the day before', '2025-03-10', '2025-03-20', '2025-03-09', false],
    ['the first day', '2025-03-10', '2025-03-20', '2025-03-10', true],
    ['the last day', '2025-03-10', '2025-03-20', '2025-03-20', true],
    ['the day after: over', '2025-03-10', '2025-03-20', '2025-03-21', false],
    ['no end date: runs on', '2025-03-10', null, '2030-01-01', true],
    ['no start date: not a campaign', null, null, '2025-03-21', true],
  ])('%s', (_name, starts, ends, date, running) => {
    expect(isCampaignRunning({ available_date_starts: starts, available_date_ends: ends }, { date })).toBe(running);
  });
});

describe('the wall clock is read in the business time zone, not the machine’s', () => {
  it.each<[string, string, WallClock]>([
    // 2025-03-10 03:30 UTC is still Sunday evening in New York (EDT, UTC−4)
    ['America/New_York', '2025-03-10T03:30:15Z', { day: 0, date: '2025-03-09', time: '23:30:15' }],
    ['Asia/Dhaka', '2025-03-10T03:30:15Z', { day: 1, date: '2025-03-10', time: '09:30:15' }],
    ['UTC', '2025-03-10T00:00:00Z', { day: 1, date: '2025-03-10', time: '00:00:00' }],
  ])('%s at %s', (zone, instant, expected) => {
    expect(wallClock(zone, new Date(instant))).toEqual(expected);
  });

  it('so one instant can be inside a window in one zone and outside it in another', () => {
    const instant = new Date('2025-03-10T03:30:00Z');
    expect(isWithinWindow('09:00', '17:00', wallClock('Asia/Dhaka', instant))).toBe(true);
    expect(isWithinWindow('09:00', '17:00', wallClock('America/New_York', instant))).toBe(false);
  });
});
