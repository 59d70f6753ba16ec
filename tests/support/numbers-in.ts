/**
 * Every number anywhere in a JSON value. Tests that a response never carries a hidden amount (a
 * reserve, another bidder's maximum) look for the number itself: a search of the serialised text
 * also finds "2000" inside a timestamp such as "09:22:23.200065" and fails at random.
 */
export function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}
