/**
 * Rules about a listing's photos that the browser and the server both use, apart from
 * listing-rules.ts so the pages that show them (the sell wizard's photos step, the gallery)
 * load only these (the 110 KB budget, docs/performance.md). Where SQL decides the same
 * thing, supabase/tests/listing-rules.test.ts ties the two.
 */

/**
 * The most photos one listing has: the sell wizard's uploads, a bulk upload's row, the
 * listing page's gallery. SQL: public.listing_max_photos, which a trigger on listing_photos
 * enforces for every way in (supabase/schemas/20-listings.sql), tied by
 * supabase/tests/listing-rules.test.ts.
 */
export const MAX_LISTING_PHOTOS = 20;

/**
 * The longest alternative text a seller gives a photo (read out in place of the photo on the
 * listing page; without one it is the listing's title and the photo's number). SQL:
 * listing_photos.alt's check (supabase/schemas/20-listings.sql), tied by
 * supabase/tests/listing-rules.test.ts.
 */
export const MAX_PHOTO_ALT_LENGTH = 300;

/** A photo's alternative text when its seller gave none: the listing's title and the photo's number (1 the cover). */
export function defaultPhotoAlt(title: string, number: number) {
  return `${title}, photo ${number}`;
}
