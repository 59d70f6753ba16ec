/**
 * An uploaded photo made fit to serve (docs/decisions/016-photo-processing.md): checked by its
 * bytes and header before anything decodes it, then made by the Cloudflare Images binding into
 * WebP and JPEG copies of a few sizes, turned upright by its EXIF orientation. Nothing of the
 * original file is kept but its pixels: the binding re-encodes them (WebP without metadata; its
 * JPEG keeps a copyright tag), and every copy is stripped here again of every metadata segment
 * or chunk (EXIF with the GPS position and camera, XMP, ICC, comments) before it is answered.
 */
import { formatNumber } from "~/utils/format";
import { readPhotoHeader, type PhotoHeader } from "./photo-header";

/** The copies' sizes, on the long side: the card, a phone's gallery, a desktop's, a large screen's. */
export const PHOTO_COPY_SIZES = [320, 640, 1280, 1920] as const;

/** A profile photo's copies (shown at 28 to 96 px, on screens of up to three pixels a point). */
export const AVATAR_COPY_SIZES = [160, 320] as const;

/** The largest upload (phones' photos are 3–12 MB), and the largest input the Images binding takes. */
export const MAX_PHOTO_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The most pixels and the longest side a photo may have: Cloudflare Images' own limits (100 megapixels, 12,000 px). */
export const MAX_PHOTO_PIXELS = 100_000_000;
export const MAX_PHOTO_SIDE = 12_000;

/** The formats a photo is accepted in, as messages name them. */
export const ACCEPTED_PHOTO_FORMATS = "JPEG, PNG, WebP or GIF";

export type PhotoCopyFormat = "image/webp" | "image/jpeg";

export type PhotoCopy = {
  /** Size on the long side it was made for (the largest copy of a small photo: its own). */
  size: number;
  width: number;
  height: number;
  format: PhotoCopyFormat;
  bytes: Uint8Array<ArrayBuffer>;
  /** SHA-256 of the bytes, hex: copies are immutable and named by it. */
  contentHash: string;
};

/**
 * The copies, or why there are none: a refusal of the file, or (`unavailable`) Images being
 * down or over its quota, when the files after it in the same upload would fare no better.
 */
export type ProcessedPhoto =
  | { ok: true; width: number; height: number; copies: PhotoCopy[] }
  | { ok: false; message: string; unavailable?: true };

/** Why a photo was refused, naming the file (never a 5xx: the other photos of the upload go on). */
export const photoProcessingRefusals = {
  tooLarge: (name: string) => `${name} is larger than 20 MB`,
  /** Images is down or over its quota: no fault of the file, and the files after it would fare no better. */
  unavailable: (name: string) => `Photos cannot be processed just now, so ${name} and any after it were not added: please try again in a few minutes`,
  notAnImage: (name: string) => `${name} is not a photo: upload a ${ACCEPTED_PHOTO_FORMATS} image`,
  heic: (name: string) =>
    `${name} is a HEIC photo, which this site cannot read yet: upload a ${ACCEPTED_PHOTO_FORMATS} image (on an iPhone, Settings › Camera › Formats › Most Compatible)`,
  avif: (name: string) => `${name} is an AVIF image, which this site cannot read yet: upload a ${ACCEPTED_PHOTO_FORMATS} image`,
  animated: (name: string, frames: number) => `${name} is an animation${frames > 2 ? ` of ${frames} frames` : ""}: upload a still photo`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `${name} is ${width} × ${height} pixels, more than a photo may have (${MAX_PHOTO_PIXELS / 1_000_000} megapixels, ${formatNumber(MAX_PHOTO_SIDE)} px a side)`,
  damaged: (name: string) => `${name} could not be read: the file is damaged or incomplete`,
};

/** Encoder quality of the copies; the sizes in docs/decisions/016-photo-processing.md come from it. */
const COPY_QUALITY = 72;

/**
 * The copies of an uploaded photo, largest first (WebP then JPEG of each size), or why it was
 * refused. `name` is the file's name as the person chose it, for the message; `images` is the
 * Worker's Images binding (wrangler.toml `[images]`); `sizes` the long sides wanted, ascending
 * (PHOTO_COPY_SIZES; the profile photo's are AVATAR_COPY_SIZES).
 */
export async function processPhoto(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  name = "This file",
  { sizes = PHOTO_COPY_SIZES }: { sizes?: readonly number[] } = {},
): Promise<ProcessedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_UPLOAD_BYTES) return { ok: false, message: photoProcessingRefusals.tooLarge(name) };
  const header = readPhotoHeader(bytes);
  if (!header) return { ok: false, message: photoProcessingRefusals.notAnImage(name) };
  const refusal = refusalFor(header, name);
  if (refusal) return { ok: false, message: refusal };

  const copies: PhotoCopy[] = [];
  try {
    for (const size of copySizes(Math.max(header.width, header.height), sizes)) {
      for (const format of ["image/webp", "image/jpeg"] as const) {
        const made = await images
          .input(new Blob([bytes]).stream())
          // Images turns the photo upright by its EXIF orientation before resizing (and wrangler's local binding too).
          .transform({ width: size, height: size, fit: "scale-down", background: "#ffffff" })
          .output({ format, quality: COPY_QUALITY, anim: false });
        const copy = withoutMetadata(new Uint8Array(await made.response().arrayBuffer()));
        const copyHeader = readPhotoHeader(copy);
        if (!copyHeader) throw new Error(`Images answered an unreadable ${format}`);
        copies.push({ size, width: copyHeader.width, height: copyHeader.height, format, bytes: copy, contentHash: await sha256Hex(copy) });
      }
    }
  } catch (error) {
    // Images refuses what it cannot decode (a damaged file whose header looked right).
    if (isImagesRefusal(error)) return { ok: false, message: photoProcessingRefusals.damaged(name) };
    // Anything else is no fault of the file (an outage, the quota): said so, never a 500.
    console.error("photos: Images", error);
    return { ok: false, message: photoProcessingRefusals.unavailable(name), unavailable: true };
  }
  const largest = copies[0]!;
  return { ok: true, width: largest.width, height: largest.height, copies };
}

/** One file of an upload form: one over the limit is refused before its bytes are read, any other processed. */
export async function processUploadedPhoto(images: ImagesBinding, file: File, name: string): Promise<ProcessedPhoto> {
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return { ok: false, message: photoProcessingRefusals.tooLarge(name) };
  return processPhoto(images, new Uint8Array(await file.arrayBuffer()), name);
}

function refusalFor(header: PhotoHeader, name: string) {
  if (header.format === "heic") return photoProcessingRefusals.heic(name);
  if (header.format === "avif") return photoProcessingRefusals.avif(name);
  if (header.frames > 1) return photoProcessingRefusals.animated(name, header.frames);
  if (!header.width || !header.height || !header.complete) return photoProcessingRefusals.damaged(name);
  if (header.width * header.height > MAX_PHOTO_PIXELS || Math.max(header.width, header.height) > MAX_PHOTO_SIDE) {
    return photoProcessingRefusals.tooManyPixels(name, header.width, header.height);
  }
  return null;
}

/**
 * The long sides of the copies: each of `standard` (PHOTO_COPY_SIZES unless said otherwise,
 * ascending) smaller than the photo, and the photo's own when it is no larger than the largest.
 */
export function copySizes(longSide: number, standard: readonly number[] = PHOTO_COPY_SIZES) {
  const sizes: number[] = standard.filter((size) => size < longSide);
  if (longSide <= standard[standard.length - 1]!) sizes.push(longSide);
  return sizes.sort((a, b) => b - a);
}

/**
 * Images' codes for an input it cannot use (Cloudflare Images "Errors" reference): not an image
 * or an unsupported format (9412, 9420, 9520), a size it refuses (9413), a file it cannot decode
 * (9516). wrangler's local binding answers a file its decoder (libvips, through sharp) cannot
 * read with an uncoded error naming Vips. Anything else (the free quota spent, a busy service)
 * is no fault of the file: processPhoto answers `unavailable`.
 */
const INPUT_REFUSAL_CODES = new Set([9412, 9413, 9420, 9516, 9520]);

function isImagesRefusal(error: unknown) {
  if (!(error instanceof Error)) return false;
  const code = "code" in error && typeof error.code === "number" ? error.code : Number(/\b(9\d{3})\b/.exec(error.message)?.[1]);
  return INPUT_REFUSAL_CODES.has(code) || /\bVips\w*: /.test(error.message);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A JPEG or WebP with every metadata segment or chunk removed; the pixels' bytes untouched. */
export function withoutMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const header = readPhotoHeader(bytes);
  if (header?.format === "jpeg") return jpegWithoutMetadata(bytes);
  if (header?.format === "webp") return webpWithoutMetadata(bytes);
  throw new Error("withoutMetadata: not a JPEG or WebP");
}

/** Drops APP1–APP15 (EXIF, XMP, ICC, maker data) and COM segments; keeps JFIF (APP0) and everything from the image data on. */
function jpegWithoutMetadata(bytes: Uint8Array) {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xda) break;
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** Drops the EXIF, XMP and ICC chunks of a WebP and clears their flags in VP8X. */
function webpWithoutMetadata(bytes: Uint8Array) {
  const chunks: Uint8Array[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = (bytes[at + 4]! | (bytes[at + 5]! << 8) | (bytes[at + 6]! << 16) | (bytes[at + 7]! << 24)) >>> 0;
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    if (type !== "EXIF" && type !== "XMP " && type !== "ICCP") {
      const chunk = bytes.slice(at, end);
      // VP8X flags: ICC 0x20, EXIF 0x08, XMP 0x04.
      if (type === "VP8X") chunk[8] = chunk[8]! & ~(0x20 | 0x08 | 0x04);
      chunks.push(chunk);
    }
    at = end;
  }
  const body = concat(chunks);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
