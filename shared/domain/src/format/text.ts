export const TRUNCATE = { itemName: 25, readMore: 70, description: 130 } as const;

/** Cuts text to `max` characters and adds an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
