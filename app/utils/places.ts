/**
 * Places as buyers type them, in code the browser runs too: a postcode (public.outcode_of's
 * rule, supabase/schemas/05-places.sql) or a town's name (public.towns), so the page can say
 * "not a postcode or a town" before asking the database where one lies (place_coordinates:
 * an unknown outcode or town is its answer).
 */

/** The most a place box keeps: a town's name (at most 40 characters, public.towns) or a full postcode. */
export const PLACE_TEXT_MAX = 40;

const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)( ?[0-9]([A-Z]{1,2})?)?$/;

/** Letters of any alphabet (Ynys Môn, Steòrnabhagh), spaces, hyphens, apostrophes and full stops (St. Ives), starting with a letter. */
const TOWN_NAME = /^\p{L}[\p{L} .'’-]*[\p{L}.]$/u;

const collapsed = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The upper-case outward code of a full or partial UK postcode ("ls1 4ap" → "LS1", "LS1"),
 * or null when the text is not one; as public.outcode_of.
 */
export function outcodeOf(text: string) {
  const match = POSTCODE.exec(collapsed(text).toUpperCase());
  return match ? match[1]! : null;
}

/** Whether the text reads as a town's name (not whether the site knows the town: the database says). */
export function isTownName(text: string) {
  const name = collapsed(text);
  return name.length >= 3 && name.length <= PLACE_TEXT_MAX && outcodeOf(name) === null && TOWN_NAME.test(name);
}

/** A place box's text as the URL keeps it: spaces collapsed and trimmed, cut short; a postcode in upper case, a town as typed. */
export function placeText(text: string) {
  const place = collapsed(text).slice(0, PLACE_TEXT_MAX);
  return outcodeOf(place) === null ? place : place.toUpperCase();
}

/** What a search is asked to start from: the postcode's outcode, or the town's name; null when the text is neither. */
export function placeToSearch(text: string) {
  return outcodeOf(text) ?? (isTownName(text) ? collapsed(text) : null);
}
