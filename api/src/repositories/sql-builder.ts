import type { Queryable } from '../db/db.js'

/**
 * Collects the conditions and bound parameters of one catalogue query, so
 * filters compose without string-building user input: every value is a `$n`.
 */
export class Conditions {
  readonly params: unknown[] = []
  private readonly parts: string[] = []
  /** how many params the conditions use: binds made after the last `add` belong to ORDER BY or LIMIT */
  private whereParams = 0

  /** Binds `value` and returns its placeholder. */
  bind(value: unknown): string {
    this.params.push(value)
    return `$${this.params.length}`
  }

  add(condition: string): this {
    this.parts.push(condition)
    this.whereParams = this.params.length
    return this
  }

  /** The params the WHERE clause alone needs (a count query must not send unreferenced ones). */
  get whereParamsOnly(): unknown[] {
    return this.params.slice(0, this.whereParams)
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
 * One page of ids plus the total: `count(*) over ()` rides along with the page,
 * and only a page past the end needs a second, count-only query.
 */
export async function pageOfIds(db: Queryable, idColumn: string, from: string, conditions: Conditions, order: string, window: PageWindow) {
  const limit = conditions.bind(window.limit)
  const skip = conditions.bind(window.skip)
  const { rows } = await db.query<{ id: number; total: number }>(
    `select ${idColumn} as id, count(*) over () as total
       from ${from}
      ${conditions.where}
      order by ${order}
      limit ${limit} offset ${skip}`,
    conditions.params,
  )
  if (rows.length > 0 || window.skip === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 }
  const counted = await db.query<{ total: number }>(
    `select count(*)::int as total from ${from} ${conditions.where}`,
    conditions.whereParamsOnly,
  )
  return { ids: [], total: counted.rows[0]?.total ?? 0 }
}

/** Puts rows fetched by `id = any(...)` back in the order of `ids`. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined)
}
