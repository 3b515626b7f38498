import type { Db } from '../db/db.js'

/** A customer's interest categories (spec: discovery-and-modules §2 /interest, §7 customer/update-interest). */
export function createInterestRepository(db: Db) {
  return {
    /** Of these ids, the main categories that exist and are active, with their module. */
    async categories(ids: number[]): Promise<{ id: number; module_id: number }[]> {
      const { rows } = await db.query<{ id: number; module_id: number }>(
        'select id, module_id from categories where id = any($1::int[]) and status and parent_id = 0',
        [ids],
      )
      return rows
    },

    /**
     * Replaces the customer's interests in the modules these categories belong to; the
     * interests in other modules stay (one module is chosen at a time).
     */
    async replace(customerId: number, categories: { id: number; module_id: number }[]): Promise<void> {
      const modules = [...new Set(categories.map((category) => category.module_id))]
      await db.query(
        `update customers c
            set interest = (
              select coalesce(jsonb_agg(distinct kept.id), '[]'::jsonb)
                from (
                  select (value #>> '{}')::int as id
                    from jsonb_array_elements(c.interest)
                   where (value #>> '{}') ~ '^[0-9]{1,9}$'
                     and not exists (
                       select 1 from categories k where k.id = (value #>> '{}')::int and k.module_id = any($2::int[]))
                  union select unnest($3::int[])
                ) kept
            )
          where c.id = $1`,
        [customerId, modules, categories.map((category) => category.id)],
      )
    },

    /** The customer's interest category ids and the modules they cover. */
    async of(customerId: number): Promise<{ categoryIds: number[]; moduleIds: number[] }> {
      const { rows } = await db.query<{ category_ids: number[]; module_ids: number[] }>(
        `select coalesce(jsonb_agg(k.id order by k.id), '[]'::jsonb) as category_ids,
                coalesce(jsonb_agg(distinct k.module_id), '[]'::jsonb) as module_ids
           from customers c
           join lateral jsonb_array_elements(c.interest) e(value) on (e.value #>> '{}') ~ '^[0-9]{1,9}$'
           join categories k on k.id = (e.value #>> '{}')::int
          where c.id = $1`,
        [customerId],
      )
      return { categoryIds: rows[0]?.category_ids ?? [], moduleIds: rows[0]?.module_ids ?? [] }
    },
  }
}
