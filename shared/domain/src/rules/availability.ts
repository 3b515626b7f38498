import type { Item } from '@storefront/contract';

// Item hours and campaign time (spec: shopping-core §4 availability; §2 campaign
// countdown). Times are the browser's local time, as the store's hours are.

/** 'HH:mm' or 'HH:mm:ss' to minutes after midnight; null when malformed. */
export function parseClock(value: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(value ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  if (hours > 24 || minutes > 59 || seconds > 59 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  return hours * 60 + minutes + seconds / 60;
}

export interface ItemAvailability {
  /** Inside today's window (or the item has no window). */
  available: boolean;
  /** schedule_order is on: outside the window add and buy still work (for later). */
  canSchedule: boolean;
  /** available || canSchedule. */
  canOrder: boolean;
  /** The window as sent ('HH:mm'), for 'Not Available now' / 'Available will be' (format with formatTime12). */
  startsAt: string | null;
  endsAt: string | null;
}

/** Whether `now` falls in the daily window [starts, ends); a window whose end is before its start crosses midnight. */
export function isWithinDailyWindow(starts: string | null | undefined, ends: string | null | undefined, now: Date): boolean {
  const start = parseClock(starts);
  const end = parseClock(ends);
  if (start === null || end === null || start === end) return true; // no usable window, or all day
  const minute = now.getHours() * 60 + now.getMinutes() + now.getSeconds() / 60;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

export function itemAvailability(
  item: Pick<Item, 'available_time_starts' | 'available_time_ends' | 'schedule_order'>,
  now: Date,
): ItemAvailability {
  const available = isWithinDailyWindow(item.available_time_starts, item.available_time_ends, now);
  const canSchedule = Boolean(item.schedule_order);
  const usable = parseClock(item.available_time_starts) !== null && parseClock(item.available_time_ends) !== null;
  return {
    available,
    canSchedule,
    canOrder: available || canSchedule,
    startsAt: usable ? (item.available_time_starts ?? null) : null,
    endsAt: usable ? (item.available_time_ends ?? null) : null,
  };
}

/** A campaign item is one with a start date. */
export function isCampaignItem(item: Pick<Item, 'available_date_starts'>): boolean {
  return Boolean(item.available_date_starts);
}

export const CAMPAIGN_OVER_MESSAGE = 'This campaign is over';

export interface Countdown {
  over: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, 0 when over. */
  remainingMs: number;
}

/**
 * When a campaign ends: its end date (YYYY-MM-DD, local) at its end time, or at
 * the end of that day when no time is given. An ISO timestamp is used as it is.
 */
export function campaignEnd(endDate: string | null | undefined, endTime?: string | null): Date | null {
  if (!endDate) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(endDate.trim());
  if (!dateOnly) {
    const parsed = new Date(endDate);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  const minutes = parseClock(endTime);
  const day = new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  if (minutes === null) {
    day.setHours(23, 59, 59, 0);
    return day;
  }
  return new Date(day.getTime() + Math.round(minutes * 60) * 1000);
}

/** Days, hours, minutes and seconds left until `end`; over when none are left. */
export function countdown(end: Date | string | number | null | undefined, now: Date): Countdown {
  const target = end instanceof Date ? end.getTime() : end === null || end === undefined ? Number.NaN : new Date(end).getTime();
  const remainingMs = Number.isFinite(target) ? Math.max(0, target - now.getTime()) : 0;
  const totalSeconds = Math.floor(remainingMs / 1000);
  return {
    over: totalSeconds <= 0,
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    remainingMs: totalSeconds <= 0 ? 0 : remainingMs,
  };
}
