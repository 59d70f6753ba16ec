/** Small helpers for building the storage service's SQL from request values. */
import { errors } from "./storage-errors.ts";

/** A LIKE pattern matching value literally (for `… like $1 escape '\'`). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");

/** One of the allowed identifiers (column names are inlined, so never taken from input). */
export function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A non-negative integer request parameter (a number or a query string's text). */
export function intParam<T extends number | null>(value: unknown, fallback: T): number | T {
  if (value === undefined || value === null || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw errors.invalidRequest(`Invalid number ${JSON.stringify(value)}`);
  return number;
}
