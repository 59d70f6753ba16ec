import * as z from "zod";

/**
 * The pieces browse pages (/listings, /auctions) build their URL filters from. A filter
 * schema made of these never fails: a value that is not one of the choices is ignored,
 * numbers are clamped to their slider's bounds and snapped to its step, so any URL, however
 * mangled, shows a page (and the loader redirects to its one clean address).
 */

export const SEARCH_MAX = 64;
const PAGE_MAX = 10_000;

/** A range slider: its bounds and step, and the handles' default positions. */
export type SliderBounds = { min: number; max: number; step: number; defaultMin: number; defaultMax: number };

/** Spec 01 §5: letters, digits, spaces and hyphens, cut to 64 characters (then trimmed). */
export function cleanSearchText(text: string) {
  return text
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .slice(0, SEARCH_MAX)
    .trim();
}

export const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The search box: cleaned, "" when missing. */
export const searchText = z.string().transform(cleanSearchText).catch("");

/** One of `values`, or undefined. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}

/** The keys of an option list, as a tuple z.enum takes. */
export function keysOf<const T extends readonly { key: string }[]>(options: T) {
  return options.map((option) => option.key) as unknown as readonly [T[number]["key"], ...T[number]["key"][]];
}

function snapToSlider(value: number, { min, max, step }: SliderBounds) {
  const clamped = Math.min(Math.max(value, min), max);
  return Math.min(min + Math.round((clamped - min) / step) * step, max);
}

/** One end of a range slider: clamped and snapped, `fallback` when missing or not a number. */
export function sliderEnd(bounds: SliderBounds, fallback: number) {
  return z
    .preprocess(emptyToUndefined, z.coerce.number().transform((value) => snapToSlider(value, bounds)))
    .catch(fallback);
}

/** A checkbox: "1", "true" or "on" is set, anything else not. */
export const flag = z
  .string()
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "on")
  .catch(false);

/** The results page: 1 unless a whole number, at most 10,000. */
export const pageNumber = z.coerce
  .number()
  .int()
  .transform((page) => Math.min(Math.max(page, 1), PAGE_MAX))
  .catch(1);

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
