/** The business's wall clock: store hours and item windows are local times in this zone. */
export interface BusinessClock {
  /** 0 = Sunday ... 6 = Saturday */
  day: number
  /** HH:MM:SS */
  time: string
  /** YYYY-MM-DD */
  date: string
}

export function businessClock(timeZone: string, now: Date = new Date()): BusinessClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    }).formatToParts(now).map((part) => [part.type, part.value]),
  )
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
  return {
    day: days.indexOf(parts.weekday),
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    date: `${parts.year}-${parts.month}-${parts.day}`,
  }
}

/** Whether HH:MM[:SS] `time` lies in [start, end]; a window that ends before it starts runs past midnight. */
export function withinWindow(time: string, start: string, end: string): boolean {
  const t = time.slice(0, 8).padEnd(8, ':00')
  const s = start.slice(0, 8).padEnd(8, ':00')
  const e = end.slice(0, 8).padEnd(8, ':00')
  return s <= e ? t >= s && t <= e : t >= s || t <= e
}
