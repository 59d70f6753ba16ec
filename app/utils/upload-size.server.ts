import { MAX_PHOTO_UPLOAD_BYTES } from "./photos.server";

/**
 * The most one photo upload form's request may carry (the sell wizard, create auction, the
 * profile photo). A Worker has 128 MB for everything (docs/decisions/016-photo-processing.md):
 * the form is read whole before its files are, and each file is read again to be processed,
 * so two photos of the largest size (20 MB) and the rest of the form fit with room to spare,
 * where five would not.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 2 * MAX_PHOTO_UPLOAD_BYTES + 1024 * 1024;

/** What a person reads when the photos of one upload are too large together. */
export function uploadTooLargeMessage(bytes: number) {
  return `These photos come to ${(bytes / 1024 / 1024).toFixed(1)} MB together, more than one upload takes (${Math.floor(MAX_UPLOAD_REQUEST_BYTES / 1024 / 1024)} MB): upload them a few at a time.`;
}

/**
 * The declared size of a request too large to read, or null. Read from Content-Length
 * before the body, so a refused upload never holds its bytes; browsers declare it for every
 * form they post.
 */
export function uploadTooLarge(request: Request, max = MAX_UPLOAD_REQUEST_BYTES) {
  const size = Number(request.headers.get("Content-Length") ?? 0);
  return Number.isFinite(size) && size > max ? size : null;
}
