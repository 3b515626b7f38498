import type { Queryable } from '../db/db.js'

/**
 * Collects the conditions and bound parameters of one catalogue query, so
 * filters compose without string-building user input: every value is a `$n`.
 */
export class Conditions {
  readonly params: unknown[] = []
  private readonly parts: string[] = []

  /** Binds `value` and returns its placeholder. */
  bind(value: unknown): string {
    this.params.push(value)
    return `$${this.params.length}`
  }

  add(condition: string): this {
    this.parts.push(condition)
    return this
  }

  get where(): string {
    return this.parts.length ? `where ${this.parts.join('\n    and ')}` : ''
  }
}

export interface PageWindow {
  limit: number
  /** rows to skip */
  skip: number
}

/**
 * How far an item list counts: a list longer than this answers `total_size` = TOTAL_CAP + 1
 * ("more than TOTAL_CAP"). Counting every matching row of a 100,000-item catalogue to show
 * 12 of them cost more than the page itself (api/README.md, "List totals").
 */
export const TOTAL_CAP = 1000

export interface PageOptions {
  /**
   * Count every matching row (the stores page shows "{count} Stores"); otherwise the count
   * stops after max(TOTAL_CAP, skip + limit) + 1 rows.
   */
  exactTotal?: boolean
}

/**
 * One page of ids plus the list's total in one round trip, reading at most the rows the
 * total needs: the list's first max(TOTAL_CAP, skip + limit) + 1 rows in order (with an index
 * in that order, an index scan that stops there), numbered; the page is the numbers in the
 * window, the total how many were read. So the total is exact up to that bound and
 * bound + 1 past it, which tells a client paging "until total_size" that another page
 * exists. With `exactTotal` every matching row is read. The ordered subquery comes first so
 * its LIMIT sits right on the sort (a top-N sort when no index serves the order);
 * `row_number() over ()` numbers its rows in the order it yields them.
 */
export async function pageOfIds(
  db: Queryable,
  idColumn: string,
  from: string,
  conditions: Conditions,
  order: string,
  window: PageWindow,
  options: PageOptions = {},
) {
  const bound = options.exactTotal ? '' : `limit ${conditions.bind(countBound(window) + 1)}`
  const first = conditions.bind(window.skip)
  const last = conditions.bind(window.skip + window.limit)
  const { rows } = await db.query<{ ids: number[]; total: number }>(
    `select coalesce(array_agg(id order by position) filter (where position > ${first} and position <= ${last}), '{}') as ids,
            count(*)::int as total
       from (select id, row_number() over () as position
               from (select ${idColumn} as id
                       from ${from}
                      ${conditions.where}
                      order by ${order}
                      ${bound}) ordered) listed`,
    conditions.params,
  )
  return { ids: rows[0]?.ids ?? [], total: rows[0]?.total ?? 0 }
}

/** The most rows a capped total counts exactly: a page past the cap still learns whether another page follows. */
export const countBound = (window: PageWindow) => Math.max(TOTAL_CAP, window.skip + window.limit)

/** Puts rows fetched by `id = any(...)` back in the order of `ids`. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined)
}
