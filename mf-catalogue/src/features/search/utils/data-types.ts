// Kept apart from search-url so the module home (the first view) carries only this check, not the results' URL code.

/** The /home data_type values that show results instead of the module home (spec §2). */
export const DATA_TYPES = ['searched', 'category', 'brand', 'discounted'] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const isDataType = (value: string | null): value is DataType => (DATA_TYPES as readonly string[]).includes(value ?? '');
