/**
 * An uploaded photo made fit to serve (docs/decisions/016-photo-processing.md): read by its
 * bytes, checked from its header before anything is decoded, decoded by image codecs compiled
 * to WebAssembly (the @jsquash packages), turned upright by its EXIF orientation, and encoded
 * again from bare pixels as WebP and JPEG copies of a few sizes. Nothing of the original file
 * survives but its pixels: no EXIF (GPS position, camera, owner), no XMP, no comments.
 */
import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode.js";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode.js";
import decodePng, { init as initPngDecode } from "@jsquash/png/decode.js";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode.js";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode.js";
import { readPhotoHeader, type PhotoHeader } from "./photo-header";

/** The copies' sizes, on the long side: the card, a phone's gallery, a desktop's, a large screen's. */
export const PHOTO_COPY_SIZES = [320, 640, 1280, 1920] as const;

/** The largest upload: phones' photos are 3–12 MB. */
export const MAX_PHOTO_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The most pixels decoded: a 48-megapixel phone's full-resolution photo (8000 × 6000). Decoding
 * holds 4 bytes a pixel, so this is what keeps a photo within a Worker's 128 MB
 * (docs/decisions/016-photo-processing.md "Measurements").
 */
export const MAX_PHOTO_PIXELS = 24_000_000;

/** The longest side a decoder is given, whatever the area. */
export const MAX_PHOTO_SIDE = 12_000;

/** The formats a photo is accepted in, as messages name them. */
export const ACCEPTED_PHOTO_FORMATS = "JPEG, PNG or WebP";

export type PhotoCopyFormat = "image/webp" | "image/jpeg";

export type PhotoCopy = {
  /** Size on the long side it was made for (the largest copy of a small photo: its own). */
  size: number;
  width: number;
  height: number;
  format: PhotoCopyFormat;
  bytes: Uint8Array;
  /** SHA-256 of the bytes, hex: copies are immutable and named by it. */
  contentHash: string;
};

export type ProcessedPhoto =
  | { ok: true; width: number; height: number; copies: PhotoCopy[] }
  | { ok: false; message: string };

/** Why a photo was refused, naming the file (never a 5xx: the other photos of the upload go on). */
export const photoProcessingRefusals = {
  tooLarge: (name: string) => `${name} is larger than 20 MB`,
  notAnImage: (name: string) => `${name} is not a photo: upload a ${ACCEPTED_PHOTO_FORMATS} image`,
  heic: (name: string) =>
    `${name} is a HEIC photo, which this site cannot read yet: upload a ${ACCEPTED_PHOTO_FORMATS} image (on an iPhone, Settings › Camera › Formats › Most Compatible)`,
  avif: (name: string) => `${name} is an AVIF image, which this site cannot read yet: upload a ${ACCEPTED_PHOTO_FORMATS} image`,
  gif: (name: string) => `${name} is a GIF: upload the photo as a ${ACCEPTED_PHOTO_FORMATS} image`,
  animated: (name: string, frames: number) => `${name} is an animation${frames > 2 ? ` of ${frames} frames` : ""}: upload a still photo`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `${name} is ${width} × ${height} pixels, more than the ${MAX_PHOTO_PIXELS / 1_000_000} megapixels a photo may have`,
  damaged: (name: string) => `${name} could not be read: the file is damaged or incomplete`,
};

/** The compiled codecs: in a Worker, imports of their .wasm files; in Node, compiled from the files. */
export type PhotoCodecModules = {
  jpegDecoder: WebAssembly.Module;
  jpegEncoder: WebAssembly.Module;
  pngDecoder: WebAssembly.Module;
  webpDecoder: WebAssembly.Module;
  /** The SIMD build (@jsquash/webp/codec/enc/webp_enc_simd.wasm): workerd and Node both have SIMD. */
  webpEncoder: WebAssembly.Module;
};

let codecs: PhotoCodecModules | null = null;
let encodersReady: Promise<unknown> | null = null;

/** Gives the codecs' compiled modules (once per isolate, before the first photo). */
export function setPhotoCodecs(modules: PhotoCodecModules) {
  if (codecs === modules) return;
  codecs = modules;
  encodersReady = Promise.all([initJpegEncode(modules.jpegEncoder), initWebpEncode(modules.webpEncoder), initPngDecode(modules.pngDecoder)]);
}

/** Encoder settings: the copies' sizes in docs/decisions/016-photo-processing.md come from these. */
const WEBP_QUALITY = 72;
const JPEG_QUALITY = 72;

/**
 * The copies of an uploaded photo, largest first (WebP and JPEG of each size), or why it was
 * refused. `name` is the file's name as the person chose it, for the message.
 */
export async function processPhoto(bytes: Uint8Array, name = "This file"): Promise<ProcessedPhoto> {
  if (!codecs || !encodersReady) throw new Error("processPhoto: call setPhotoCodecs first");
  if (bytes.byteLength > MAX_PHOTO_UPLOAD_BYTES) return { ok: false, message: photoProcessingRefusals.tooLarge(name) };
  const header = readPhotoHeader(bytes);
  const refusal = refusalFor(header, name);
  if (refusal || !header) return { ok: false, message: refusal ?? photoProcessingRefusals.notAnImage(name) };

  let decoded: ImageData;
  try {
    decoded = await decode(header, bytes, codecs);
  } catch {
    return { ok: false, message: photoProcessingRefusals.damaged(name) };
  }
  // A decoder must give what the header promised; anything else is a file not to trust.
  if (decoded.width !== header.width || decoded.height !== header.height) return { ok: false, message: photoProcessingRefusals.damaged(name) };

  await encodersReady;
  const copies: PhotoCopy[] = [];
  let source: Pixels = { data: decoded.data, width: decoded.width, height: decoded.height };
  for (const [index, size] of copySizes(Math.max(header.width, header.height)).entries()) {
    // Each copy from the one before (the full-size pixels are let go after the first), turned
    // upright once, on the first copy rather than on the full-size pixels.
    const scale = size / Math.max(source.width, source.height);
    const resized = scale < 1 ? downscale(source, Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale))) : source;
    source = index === 0 ? orient(resized, header.orientation) : resized;
    copies.push(...(await encodeCopies(size, source)));
  }
  const largest = copies[0]!;
  return { ok: true, width: largest.width, height: largest.height, copies };
}

function refusalFor(header: PhotoHeader | null, name: string) {
  if (!header) return photoProcessingRefusals.notAnImage(name);
  if (header.format === "heic") return photoProcessingRefusals.heic(name);
  if (header.format === "avif") return photoProcessingRefusals.avif(name);
  if (header.frames > 1) return photoProcessingRefusals.animated(name, header.frames);
  if (header.format === "gif") return photoProcessingRefusals.gif(name);
  if (!header.width || !header.height || !header.complete) return photoProcessingRefusals.damaged(name);
  if (header.width * header.height > MAX_PHOTO_PIXELS || Math.max(header.width, header.height) > MAX_PHOTO_SIDE) {
    return photoProcessingRefusals.tooManyPixels(name, header.width, header.height);
  }
  return null;
}

/** The long sides of the copies: each standard size smaller than the photo, and the photo's own when it is smaller than the largest. */
export function copySizes(longSide: number) {
  const sizes: number[] = PHOTO_COPY_SIZES.filter((size) => size < longSide);
  if (longSide <= PHOTO_COPY_SIZES[PHOTO_COPY_SIZES.length - 1]!) sizes.push(longSide);
  return sizes.sort((a, b) => b - a);
}

async function decode(header: PhotoHeader, bytes: Uint8Array, modules: PhotoCodecModules): Promise<ImageData> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  switch (header.format) {
    case "jpeg":
      // A fresh instance per photo: a WebAssembly memory never shrinks, so the one that held
      // the last photo's pixels is dropped with its instance rather than kept for the isolate's life.
      await initJpegDecode(modules.jpegDecoder);
      return decodeJpeg(buffer);
    case "webp":
      await initWebpDecode(modules.webpDecoder);
      return decodeWebp(buffer);
    case "png":
      return decodePng(buffer);
    default:
      throw new Error(`no decoder for ${header.format}`);
  }
}

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

async function encodeCopies(size: number, pixels: Pixels): Promise<PhotoCopy[]> {
  const image = { data: pixels.data, width: pixels.width, height: pixels.height, colorSpace: "srgb" } as ImageData;
  const webp = new Uint8Array(await encodeWebp(image, { quality: WEBP_QUALITY }));
  const jpeg = new Uint8Array(await encodeJpeg({ ...image, data: onWhite(pixels.data) } as ImageData, { quality: JPEG_QUALITY }));
  return Promise.all(
    [
      { format: "image/webp" as const, bytes: webp },
      { format: "image/jpeg" as const, bytes: jpeg },
    ].map(async (copy) => ({ size, width: pixels.width, height: pixels.height, ...copy, contentHash: await sha256Hex(copy.bytes) })),
  );
}

async function sha256Hex(bytes: Uint8Array) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** JPEG has no transparency: transparent pixels are shown on white, as the page's background. */
function onWhite(data: Uint8ClampedArray) {
  let opaque = true;
  for (let at = 3; at < data.length; at += 4) {
    if (data[at] !== 255) {
      opaque = false;
      break;
    }
  }
  if (opaque) return data;
  const flat = new Uint8ClampedArray(data.length);
  for (let at = 0; at < data.length; at += 4) {
    const alpha = data[at + 3]! / 255;
    flat[at] = data[at]! * alpha + 255 * (1 - alpha);
    flat[at + 1] = data[at + 1]! * alpha + 255 * (1 - alpha);
    flat[at + 2] = data[at + 2]! * alpha + 255 * (1 - alpha);
    flat[at + 3] = 255;
  }
  return flat;
}

/**
 * Shrinks RGBA pixels by area averaging (each new pixel the mean of the old pixels it covers,
 * in part at its edges): sharp enough for photos, and row by row, so it holds one row of sums
 * rather than a second full-size picture.
 */
export function downscale(source: Pixels, width: number, height: number): Pixels {
  const { data, width: sourceWidth, height: sourceHeight } = source;
  const columns = coverage(sourceWidth, width);
  const out = new Uint8ClampedArray(width * height * 4);
  const row = new Float32Array(width * 4);
  const sums = new Float32Array(width * 4);
  const scaleY = sourceHeight / height;
  let outY = 0;
  let boundary = scaleY;
  const emit = () => {
    const base = outY * width * 4;
    for (let index = 0; index < sums.length; index += 1) out[base + index] = sums[index]! / scaleY + 0.5;
    sums.fill(0);
    outY += 1;
    boundary = (outY + 1) * scaleY;
  };
  for (let y = 0; y < sourceHeight && outY < height; y += 1) {
    row.fill(0);
    const rowBase = y * sourceWidth * 4;
    for (let x = 0; x < width; x += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let tap = columns.start[x]!; tap < columns.start[x + 1]!; tap += 1) {
        const at = rowBase + columns.index[tap]! * 4;
        const weight = columns.weight[tap]!;
        red += data[at]! * weight;
        green += data[at + 1]! * weight;
        blue += data[at + 2]! * weight;
        alpha += data[at + 3]! * weight;
      }
      row[x * 4] = red;
      row[x * 4 + 1] = green;
      row[x * 4 + 2] = blue;
      row[x * 4 + 3] = alpha;
    }
    const top = y;
    const bottom = y + 1;
    if (bottom <= boundary + 1e-9) {
      for (let index = 0; index < row.length; index += 1) sums[index]! += row[index]!;
      if (bottom >= boundary - 1e-9) emit();
    } else {
      const first = boundary - top;
      for (let index = 0; index < row.length; index += 1) sums[index]! += row[index]! * first;
      emit();
      if (outY < height) for (let index = 0; index < row.length; index += 1) sums[index]! += row[index]! * (bottom - top - first);
    }
  }
  return { data: out, width, height };
}

/** For each new column, the old columns it covers and how much of each (weights summing to 1). */
function coverage(sourceSize: number, size: number) {
  const scale = sourceSize / size;
  const start = new Uint32Array(size + 1);
  const index: number[] = [];
  const weight: number[] = [];
  for (let x = 0; x < size; x += 1) {
    start[x] = index.length;
    const from = x * scale;
    const to = Math.min(sourceSize, (x + 1) * scale);
    for (let column = Math.floor(from); column < to; column += 1) {
      const covered = Math.min(to, column + 1) - Math.max(from, column);
      if (covered <= 1e-9) continue;
      index.push(column);
      weight.push(covered / scale);
    }
  }
  start[size] = index.length;
  return { start, index: Uint32Array.from(index), weight: Float32Array.from(weight) };
}

/** Turns pixels upright by their EXIF orientation (1 upright … 6 turn clockwise, 8 anticlockwise; 2, 4, 5, 7 mirrored). */
export function orient(pixels: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return pixels;
  const { data, width, height } = pixels;
  const swaps = orientation >= 5;
  const outWidth = swaps ? height : width;
  const outHeight = swaps ? width : height;
  const out = new Uint8ClampedArray(data.length);
  const view = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const outView = new Uint32Array(out.buffer);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      // The stored pixel shown at (x, y) once upright.
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2:
          sx = width - 1 - x;
          sy = y;
          break;
        case 3:
          sx = width - 1 - x;
          sy = height - 1 - y;
          break;
        case 4:
          sx = x;
          sy = height - 1 - y;
          break;
        case 5:
          sx = y;
          sy = x;
          break;
        case 6:
          sx = y;
          sy = height - 1 - x;
          break;
        case 7:
          sx = width - 1 - y;
          sy = height - 1 - x;
          break;
        default:
          sx = width - 1 - y;
          sy = x;
      }
      outView[y * outWidth + x] = view[sy * width + sx]!;
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}
