/**
 * Postcodes as buyers type them, in code the browser runs too: public.outcode_of's rule
 * (supabase/schemas/05-places.sql), so the page can say "not a postcode" before asking the
 * database where one lies (place_coordinates: an unknown outcode is its answer).
 */

/** The most a place box keeps: a full postcode with spaces to spare. */
export const PLACE_TEXT_MAX = 12;

/** A place box's text as the URL keeps it: spaces collapsed and trimmed, upper case, cut short. */
export function placeText(text: string) {
  return text.replace(/\s+/g, " ").trim().toUpperCase().slice(0, PLACE_TEXT_MAX);
}

/**
 * The upper-case outward code of a full or partial UK postcode ("ls1 4ap" → "LS1", "LS1"),
 * or null when the text is not one; as public.outcode_of.
 */
export function outcodeOf(text: string) {
  const match = /^([A-Z]{1,2}[0-9][A-Z0-9]?)( ?[0-9]([A-Z]{1,2})?)?$/.exec(placeText(text));
  return match ? match[1]! : null;
}
