// Availability windows: an item's daily hours, a store's opening hours and a
// campaign's dates (spec: shopping-core §4 availability; the platform's item
// and store hours). One rule for the storefront and the API:
//
// - Time zone: every window ('HH:mm' or 'HH:mm:ss') and every campaign date
//   ('YYYY-MM-DD') is a wall-clock value of the business's time zone (the API's
//   TIME_ZONE setting), never the visitor's zone nor UTC. The rules never read
//   a clock: the caller turns an instant into that zone's wall clock with
//   wallClock(timeZone, now) and passes it in.
// - Bounds: a window includes both ends, to the second: [start, end]. The
//   platform's "all day" is 00:00 to 23:59:59, so an item ending at 22:00 is
//   still available at 22:00:00 and no longer at 22:00:01. A window whose end
//   is before its start runs past midnight; one whose end equals its start, or
//   one that is missing or malformed, is open all day. Campaign dates include
//   both their first and their last day.

export const CAMPAIGN_OVER_MESSAGE = 'This campaign is over';

/** What a rule needs to know of "now": the business's wall clock. */
export interface WallClock {
  /** 0 = Sunday ... 6 = Saturday. */
  day: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm:ss', 24 hours. */
  time: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock of `timeZone` (an IANA name such as 'America/New_York') at the instant `now`. */
export function wallClock(timeZone: string, now: Date): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: WEEKDAYS.indexOf(parts.weekday),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** 'HH:mm' or 'HH:mm:ss' to whole seconds after midnight ('24:00' is the day's end); null when malformed. */
export function parseClock(value: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(value ?? '');
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (minutes > 59 || seconds > 59 || hours > 24 || (hours === 24 && minutes + seconds > 0)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Whether the wall clock's time lies in the daily window [starts, ends] (see the bound rule above). */
export function isWithinWindow(
  starts: string | null | undefined,
  ends: string | null | undefined,
  clock: Pick<WallClock, 'time'>,
): boolean {
  const start = parseClock(starts);
  const end = parseClock(ends);
  const now = parseClock(clock.time);
  if (start === null || end === null || start === end || now === null) return true;
  return start < end ? now >= start && now <= end : now >= start || now <= end;
}

export interface ItemAvailability {
  /** Inside today's window (or the item has none). */
  available: boolean;
  /** schedule_order is on: outside the window add and buy still work (for later). */
  canSchedule: boolean;
  /** available || canSchedule: what the cart accepts. */
  canOrder: boolean;
}

export function itemAvailability(
  item: { available_time_starts?: string | null; available_time_ends?: string | null; schedule_order?: boolean | null },
  clock: Pick<WallClock, 'time'>,
): ItemAvailability {
  const available = isWithinWindow(item.available_time_starts, item.available_time_ends, clock);
  const canSchedule = Boolean(item.schedule_order);
  return { available, canSchedule, canOrder: available || canSchedule };
}

/**
 * Whether a campaign item can be ordered today: its first day ≤ today ≤ its
 * last day. An item without a start date is no campaign and always runs; a
 * campaign without an end date runs on from its start.
 */
export function isCampaignRunning(
  item: { available_date_starts?: string | null; available_date_ends?: string | null },
  clock: Pick<WallClock, 'date'>,
): boolean {
  const starts = item.available_date_starts?.slice(0, 10);
  const ends = item.available_date_ends?.slice(0, 10);
  if (!starts) return true;
  return starts <= clock.date && (!ends || clock.date <= ends);
}
