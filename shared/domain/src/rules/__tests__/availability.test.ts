import { campaignEnd, countdown, isCampaignItem, isWithinDailyWindow, itemAvailability, parseClock } from '../availability';

const at = (hours: number, minutes = 0, seconds = 0) => new Date(2026, 10, 21, hours, minutes, seconds);

describe('daily availability window', () => {
  it('parses HH:mm and HH:mm:ss and rejects junk', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('9:05:30')).toBe(545.5);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('25:00')).toBeNull();
    expect(parseClock('12:75')).toBeNull();
    expect(parseClock('noon')).toBeNull();
    expect(parseClock(undefined)).toBeNull();
  });

  it('is open from the start time up to, not including, the end time', () => {
    expect(isWithinDailyWindow('09:00', '17:00', at(8, 59, 59))).toBe(false);
    expect(isWithinDailyWindow('09:00', '17:00', at(9))).toBe(true);
    expect(isWithinDailyWindow('09:00', '17:00', at(16, 59))).toBe(true);
    expect(isWithinDailyWindow('09:00', '17:00', at(17))).toBe(false);
    expect(isWithinDailyWindow('00:00:00', '23:59:59', at(23, 59, 30))).toBe(true);
  });

  it('handles a window that crosses midnight', () => {
    expect(isWithinDailyWindow('22:00', '02:00', at(23))).toBe(true);
    expect(isWithinDailyWindow('22:00', '02:00', at(1, 30))).toBe(true);
    expect(isWithinDailyWindow('22:00', '02:00', at(2))).toBe(false);
    expect(isWithinDailyWindow('22:00', '02:00', at(12))).toBe(false);
  });

  it('treats a missing, malformed or empty window as always available', () => {
    expect(isWithinDailyWindow(undefined, undefined, at(3))).toBe(true);
    expect(isWithinDailyWindow('bad', '17:00', at(3))).toBe(true);
    expect(isWithinDailyWindow('10:00', '10:00', at(3))).toBe(true);
  });

  it('lets an item outside its window be ordered only when scheduling is allowed', () => {
    const hours = { available_time_starts: '10:00', available_time_ends: '14:00' };
    expect(itemAvailability({ ...hours, schedule_order: false }, at(12))).toEqual({
      available: true,
      canSchedule: false,
      canOrder: true,
      startsAt: '10:00',
      endsAt: '14:00',
    });
    expect(itemAvailability({ ...hours, schedule_order: false }, at(15))).toMatchObject({ available: false, canOrder: false });
    expect(itemAvailability({ ...hours, schedule_order: true }, at(15))).toMatchObject({
      available: false,
      canSchedule: true,
      canOrder: true,
    });
    expect(itemAvailability({}, at(15))).toMatchObject({ available: true, startsAt: null, endsAt: null });
  });
});

describe('campaign countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = at(10);
    const end = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdown(end, now)).toMatchObject({ over: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is over at and after the end', () => {
    const now = at(10);
    expect(countdown(now, now)).toEqual({ over: true, days: 0, hours: 0, minutes: 0, seconds: 0, remainingMs: 0 });
    expect(countdown(at(9), now).over).toBe(true);
    expect(countdown(null, now).over).toBe(true);
    expect(countdown('not a date', now).over).toBe(true);
  });

  it('ends on the end date at the end time, or at the end of that day', () => {
    expect(campaignEnd('2026-11-30', '18:30')).toEqual(new Date(2026, 10, 30, 18, 30));
    expect(campaignEnd('2026-11-30')).toEqual(new Date(2026, 10, 30, 23, 59, 59));
    expect(campaignEnd('2026-11-30T10:00:00Z')).toEqual(new Date('2026-11-30T10:00:00Z'));
    expect(campaignEnd(null)).toBeNull();
    expect(campaignEnd('soon')).toBeNull();
  });

  it('knows a campaign item by its start date', () => {
    expect(isCampaignItem({ available_date_starts: '2026-11-01' })).toBe(true);
    expect(isCampaignItem({ available_date_starts: null })).toBe(false);
  });
});
