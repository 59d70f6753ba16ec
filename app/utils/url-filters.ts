import * as z from "zod";
import { radiusText } from "./place-filter";
import { placeText } from "./places";
import { cleanSearchText, type SliderBounds } from "./url-filter-rules";

/**
 * The zod pieces browse pages (/listings, /auctions) build their URL filters from, on the
 * server (the plain rules they share with the browser are in url-filter-rules.ts). A filter
 * schema made of these never fails: a value that is not one of the choices is ignored,
 * numbers are clamped to their slider's bounds and snapped to its step, so any URL, however
 * mangled, shows a page (and the loader redirects to its one clean address).
 */

const PAGE_MAX = 10_000;

export const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The search box: cleaned, "" when missing. */
export const searchText = z.string().transform(cleanSearchText).catch("");

/**
 * An old link's exact-kW `power=` (a positive number up to 100,000 kW, to 0.01 kW), or
 * undefined: /listings and /auctions now filter by the kVA bands alone and read it as the band
 * its kVA is in (content/listing-options.ts kvaBandForKw).
 */
export const oldPowerKw = z
  .preprocess(emptyToUndefined, z.coerce.number().positive().max(100_000))
  .transform((kw) => Math.round(kw * 100) / 100)
  .optional()
  .catch(undefined);

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

/** "Within N miles of [postcode]" (place-filter.ts): the place box as typed, cleaned, "" when missing. */
export const placeNear = z.string().transform(placeText).catch("");

/** The distance as the URL says it, a mangled one kept for its message; "" when missing. */
export const placeRadius = z.string().transform(radiusText).catch("");
