/**
 * A photo's web copies as a `<picture>` offers them (app/components/listing-photo.tsx): a
 * `srcset` per format, smallest first, and the largest copy's size for the `<img>`'s width and
 * height (so the page keeps its place while the photo loads). Made on the server from
 * listing_photo_copies rows (supabase/schemas/20-listings.sql, docs/decisions/016-photo-processing.md).
 */
export type PhotoSources = { webp: string; jpeg: string; width: number; height: number };

/** A copy as listing_photo_copy_list answers it. */
export type PhotoCopyRow = { storage_path: string; width: number; height: number; format: string };

/**
 * The sources of a photo's copies, each copy's address made by `urlFor`; null when the photo
 * has no copies of both formats (the seed's photos, uploads from before copies): it is then
 * shown by its original alone.
 */
export function toPhotoSources(copies: PhotoCopyRow[] | null | undefined, urlFor: (storagePath: string) => string): PhotoSources | null {
  const of = (format: string) => (copies ?? []).filter((copy) => copy.format === format).sort((a, b) => a.width - b.width);
  const webp = of("webp");
  const jpeg = of("jpeg");
  const largest = jpeg[jpeg.length - 1];
  if (!webp.length || !largest) return null;
  const srcset = (list: PhotoCopyRow[]) => list.map((copy) => `${urlFor(copy.storage_path)} ${copy.width}w`).join(", ");
  return { webp: srcset(webp), jpeg: srcset(jpeg), width: largest.width, height: largest.height };
}
