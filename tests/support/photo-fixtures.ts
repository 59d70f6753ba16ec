/**
 * Photos made by code for the photo tests and the bench (docs/decisions/016-photo-processing.md):
 * a camera-like JPEG with the EXIF a phone writes (GPS position, make, model, artist,
 * orientation), and the bad inputs an upload must refuse. Nothing binary is committed.
 */
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode.js";

/** What the phone wrote into the test photo's EXIF: every value must be gone from the processed copies. */
export const CAMERA_EXIF = {
  make: "GenMarketTestPhoneMaker",
  model: "TestPhone 15 Pro",
  artist: "Seller Home Address Person",
  latitude: [51, 30, 26.46] as const,
  longitude: [0, 7, 39.93] as const,
};

/** A red square in the stored top-left corner, to see where it lands once the photo is turned upright. */
export const MARKER_SIZE = 400;

/**
 * RGBA pixels that compress like a photograph: soft light and shade over several scales, edges,
 * and a little sensor noise (a flat or purely random picture gives unrealistic sizes).
 */
export function photographicPixels(width: number, height: number, seed = 1) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  let state = seed >>> 0 || 1;
  const noise = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff - 0.5) * 18;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const v = y / height;
      const shade = 0.5 + 0.25 * Math.sin(u * 7 + v * 3) + 0.15 * Math.sin(u * 41 - v * 29) + 0.1 * Math.sin((u + v) * 173);
      const panel = (Math.floor(u * 9) + Math.floor(v * 6)) % 2 === 0 ? 18 : -18;
      const at = (y * width + x) * 4;
      const red = x < MARKER_SIZE && y < MARKER_SIZE;
      pixels[at] = red ? 230 : 60 + shade * 150 + panel + noise();
      pixels[at + 1] = red ? 20 : 70 + shade * 130 + panel * 0.6 + noise();
      pixels[at + 2] = red ? 20 : 50 + shade * 90 - panel * 0.4 + noise();
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

/** Encodes RGBA pixels as a baseline JPEG, as a camera would (quality 90). */
export async function jpegOf(pixels: Uint8ClampedArray, width: number, height: number, quality = 90) {
  await jpegEncoderReady;
  const encoded = await encodeJpeg({ data: pixels, width, height, colorSpace: "srgb" } as ImageData, { quality, progressive: false });
  return new Uint8Array(encoded);
}

// In Node the codec's own loader reads its .wasm file; tests and the bench call this first.
const jpegEncoderReady = (async () => {
  if (typeof process !== "undefined" && process.versions?.node) {
    const { readFile } = await import("node:fs/promises");
    const { createRequire } = await import("node:module");
    const wasmPath = createRequire(import.meta.url).resolve("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm");
    await initJpegEncode(await WebAssembly.compile(await readFile(wasmPath)));
  }
})();

/** An EXIF APP1 segment with make, model, artist, orientation and a GPS position, little-endian TIFF. */
export function exifSegment({ orientation = 6 }: { orientation?: number } = {}) {
  const ascii = (text: string) => [...Array.from(text, (char) => char.charCodeAt(0)), 0];
  const make = ascii(CAMERA_EXIF.make);
  const model = ascii(CAMERA_EXIF.model);
  const artist = ascii(CAMERA_EXIF.artist);
  // Layout: TIFF header (8), IFD0 (2 + 5×12 + 4), GPS IFD (2 + 5×12 + 4), then the values.
  const ifd0At = 8;
  const gpsAt = ifd0At + 2 + 5 * 12 + 4;
  const valuesAt = gpsAt + 2 + 5 * 12 + 4;
  const values: number[] = [];
  const place = (bytes: number[]) => {
    const at = valuesAt + values.length;
    values.push(...bytes);
    if (values.length % 2) values.push(0);
    return at;
  };
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
  const rationals = (parts: readonly number[]) => parts.flatMap((part) => [...u32(Math.round(part * 100)), ...u32(100)]);
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  const ASCII = 2;
  const SHORT = 3;
  const LONG = 4;
  const RATIONAL = 5;
  const BYTE = 1;
  const ifd0 = [
    ...u16(5),
    ...entry(0x010f, ASCII, make.length, u32(place(make))),
    ...entry(0x0110, ASCII, model.length, u32(place(model))),
    ...entry(0x0112, SHORT, 1, [...u16(orientation), 0, 0]),
    ...entry(0x013b, ASCII, artist.length, u32(place(artist))),
    ...entry(0x8825, LONG, 1, u32(gpsAt)),
    ...u32(0),
  ];
  const gps = [
    ...u16(5),
    ...entry(0x0000, BYTE, 4, [2, 3, 0, 0]),
    ...entry(0x0001, ASCII, 2, [...ascii("N"), 0, 0]),
    ...entry(0x0002, RATIONAL, 3, u32(place(rationals(CAMERA_EXIF.latitude)))),
    ...entry(0x0003, ASCII, 2, [...ascii("W"), 0, 0]),
    ...entry(0x0004, RATIONAL, 3, u32(place(rationals(CAMERA_EXIF.longitude)))),
    ...u32(0),
  ];
  const tiff = [0x49, 0x49, 0x2a, 0x00, ...u32(ifd0At), ...ifd0, ...gps, ...values];
  const payload = [...ascii("Exif"), 0, ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xe1, (length >> 8) & 0xff, length & 0xff, ...payload]);
}

/** The JPEG with the EXIF segment put right after its start marker, where cameras write it. */
export function withExif(jpeg: Uint8Array, exif = exifSegment()) {
  const out = new Uint8Array(jpeg.length + exif.length);
  out.set(jpeg.subarray(0, 2));
  out.set(exif, 2);
  out.set(jpeg.subarray(2), 2 + exif.length);
  return out;
}

/** A 4000×3000 phone photo stored sideways (orientation 6: turn 90° clockwise to view), with GPS, make, model and artist. */
export async function phonePhoto({ width = 4000, height = 3000, orientation = 6 } = {}) {
  return withExif(await jpegOf(photographicPixels(width, height), width, height), exifSegment({ orientation }));
}
