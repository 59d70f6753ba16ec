/**
 * What a photo's first bytes say before anything decodes it: its format (by content, never by
 * name or claimed type), its width and height, how many frames it has, and for a JPEG its EXIF
 * orientation and whether the file ends where a JPEG must. The upload checks these first, so a
 * decompression bomb (a huge width × height in a small file) is refused without allocating its
 * pixels (docs/decisions/016-photo-processing.md).
 */

import { sniffImageType } from "./image-type";

export type PhotoFormat = "jpeg" | "png" | "webp" | "gif" | "heic" | "avif";

export type PhotoHeader = {
  format: PhotoFormat;
  width: number;
  height: number;
  /** More than 1 for an animated GIF, PNG (APNG) or WebP. */
  frames: number;
  /** EXIF orientation 1–8 (1: stored upright). */
  orientation: number;
  /** False when the file stops before its end (a JPEG without its end marker after the image data). */
  complete: boolean;
};

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);

/** HEIF brands phones write (HEIC) and AVIF's, from the ISO BMFF `ftyp` box. */
function isoBrand(bytes: Uint8Array): "heic" | "avif" | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const boxSize = Math.min(u32be(bytes, 0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  if (brands.some((brand) => ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand))) return "heic";
  return null;
}

/** The format by content (app/utils/image-type.ts for the four the site serves), or null when the bytes are no image this site knows. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const served = sniffImageType(bytes);
  if (served) return FORMAT_OF_MIME_TYPE[served.mimeType];
  return isoBrand(bytes);
}

const FORMAT_OF_MIME_TYPE = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" } as const;

/** The header of a photo, or null when its bytes are no image or too damaged to read one. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  const format = sniffPhotoFormat(bytes);
  switch (format) {
    case "jpeg":
      return readJpegHeader(bytes);
    case "png":
      return readPngHeader(bytes);
    case "webp":
      return readWebpHeader(bytes);
    case "gif":
      return readGifHeader(bytes);
    case "heic":
    case "avif":
      // Never decoded here: the caller answers which formats do work.
      return { format, width: 0, height: 0, frames: 1, orientation: 1, complete: true };
    default:
      return null;
  }
}

function readJpegHeader(bytes: Uint8Array): PhotoHeader | null {
  let at = 2;
  let width = 0;
  let height = 0;
  let orientation = 1;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const body = at + 4;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      height = u16be(bytes, body + 1);
      width = u16be(bytes, body + 3);
    } else if (marker === 0xe1 && ascii(bytes, body, 6) === "Exif\0\0") {
      orientation = exifOrientation(bytes.subarray(body + 6, at + 2 + length)) ?? orientation;
    } else if (marker === 0xda) {
      if (!width || !height) return null;
      // The image data runs to the end marker; a file cut short (an interrupted upload) has none after it.
      const scanStart = at + 2 + length;
      let complete = false;
      for (let end = bytes.length - 2; end >= scanStart; end -= 1) {
        if (bytes[end] === 0xff && bytes[end + 1] === 0xd9) {
          complete = true;
          break;
        }
      }
      return { format: "jpeg", width, height, frames: 1, orientation, complete };
    }
    at += 2 + length;
  }
  return null;
}

/** The Orientation tag (0x0112) of IFD0 in an EXIF TIFF block, if it has one. */
function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return null;
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? (u16le(tiff, at) | (u16le(tiff, at + 2) << 16)) >>> 0 : u32be(tiff, at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

function readPngHeader(bytes: Uint8Array): PhotoHeader | null {
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== "IHDR") return null;
  let frames = 1;
  // An animated PNG says so in an acTL chunk before its image data.
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (type === "acTL") frames = Math.max(1, u32be(bytes, at + 8));
    if (type === "IDAT" || type === "IEND") break;
    at += 12 + length;
  }
  return { format: "png", width: u32be(bytes, 16), height: u32be(bytes, 20), frames, orientation: 1, complete: true };
}

function readWebpHeader(bytes: Uint8Array): PhotoHeader | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  const base = { format: "webp" as const, orientation: 1, complete: true };
  if (chunk === "VP8X") {
    const animated = (bytes[20]! & 0x02) !== 0;
    return { ...base, width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1, frames: animated ? 2 : 1 };
  }
  if (chunk === "VP8 " && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { ...base, width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff, frames: 1 };
  }
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return { ...base, width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, frames: 1 };
  }
  return null;
}

function readGifHeader(bytes: Uint8Array): PhotoHeader | null {
  if (bytes.length < 13) return null;
  const width = u16le(bytes, 6);
  const height = u16le(bytes, 8);
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * (2 << (packed & 0x07)) : 0);
  let frames = 0;
  // Walk the blocks counting image descriptors; stop at the trailer or the end of the bytes.
  const skipSubBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at += 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const local = bytes[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * (2 << (local & 0x07)) : 0) + 1;
      skipSubBlocks();
    } else {
      break;
    }
  }
  return { format: "gif", width, height, frames: Math.max(frames, 1), orientation: 1, complete: true };
}
