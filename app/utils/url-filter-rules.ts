/**
 * The plain rules of the browse pages' URL filters (/listings, /auctions), without zod: the
 * server's filter schemas (url-filters.ts) are built on them, and the browser uses them where
 * a filter form must react at once (its auto-apply writes the same clean address).
 */

export const SEARCH_MAX = 64;

/** A range slider: its bounds and step, and the handles' default positions. */
export type SliderBounds = { min: number; max: number; step: number; defaultMin: number; defaultMax: number };

/**
 * docs/spec/01-marketplace-core.md §5: letters, digits, spaces and hyphens, cut to 64 characters
 * (then trimmed); also double quotes, for the keyword search's "quoted phrases", and points, for
 * a power like "2.2 kVA" (docs/listings.md#keyword-search).
 */
export function cleanSearchText(text: string) {
  return text
    .replace(/[^\p{L}\p{N} ".-]/gu, "")
    .slice(0, SEARCH_MAX)
    .trim();
}

/** Handles dragged past each other: the range is still the one between them. */
export function orderRanges<T extends Record<string, unknown>>(filters: T, pairs: ReadonlyArray<readonly [keyof T, keyof T]>) {
  for (const [min, max] of pairs) {
    if ((filters[min] as number) > (filters[max] as number)) [filters[min], filters[max]] = [filters[max], filters[min]];
  }
  return filters;
}

/** Whether a range's handles are off their default positions. */
export function offDefault(min: number, max: number, bounds: SliderBounds) {
  return min !== bounds.defaultMin || max !== bounds.defaultMax;
}

/**
 * A range as a search function's arguments: each end null (no limit) at its slider's bound,
 * which means "and beyond" (£100,000 is "£100,000 or more", 2010 "2010 or older"), and both
 * null when the range is not in force.
 */
export function openRange(min: number, max: number, bounds: SliderBounds, inForce = true) {
  return {
    min: inForce && min > bounds.min ? min : null,
    max: inForce && max < bounds.max ? max : null,
  };
}
