/**
 * app/utils/photos.server.ts in workerd, with wrangler's local Images binding: its own small
 * Worker (tests/support/photo-worker), since the binding exists only there. A phone photo comes
 * out upright, in every size, small enough, with nothing of its EXIF; each bad input is refused
 * with a message naming the file; and the header reader alone. The sell wizard's upload through the
 * app's own Worker: tests/worker/sell-wizard-photos.test.ts.
 */
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestHarness } from "wrangler";
import { readPhotoHeader, sniffPhotoFormat } from "~/utils/photo-header";
import { MAX_PHOTO_UPLOAD_BYTES, withoutMetadata, type PhotoCopy, type ProcessedPhoto } from "~/utils/photos.server";
import { CAMERA_EXIF, exifSegment, jpegOf, phonePhoto, photographicPixels, withExif } from "../support/photo-fixtures";

let server: ReturnType<typeof createTestHarness>;
/** processPhoto in the Worker, its copies' bytes sent back in base64. */
const worker = {
  async processPhoto(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<ProcessedPhoto> {
    const response = await server.fetch(`/?name=${encodeURIComponent(name)}`, { method: "POST", body: bytes });
    const result = (await response.json()) as { ok: false; message: string } | { ok: true; width: number; height: number; copies: (Omit<PhotoCopy, "bytes"> & { base64: string })[] };
    if (!result.ok) return result;
    return { ...result, copies: result.copies.map(({ base64, ...copy }) => ({ ...copy, bytes: new Uint8Array(Buffer.from(base64, "base64")) })) };
  },
};
/** The 4000×3000 phone photo (orientation 6, GPS, make, model, artist) and its copies, made once: each takes seconds. */
let photo: Uint8Array<ArrayBuffer>;
let processedPhoto: Extract<ProcessedPhoto, { ok: true }>;

beforeAll(async () => {
  server = createTestHarness({ workers: [{ configPath: "./tests/support/photo-worker/wrangler.toml" }] });
  await server.listen();
  photo = await phonePhoto();
  processedPhoto = await processed(photo);
}, 120_000);

afterAll(() => server?.close());

const processed = async (bytes: Uint8Array<ArrayBuffer>, name = "photo.jpg") => {
  const result = await worker.processPhoto(bytes, name);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
};

/** The red of the marker (top-left of the stored pixels) at a spot of a copy, judged from its JPEG. */
async function isRedAt(jpeg: Uint8Array, x: number, y: number) {
  const { default: decodeJpeg, init } = await import("@jsquash/jpeg/decode.js");
  const { readFile } = await import("node:fs/promises");
  const { createRequire } = await import("node:module");
  await init(await WebAssembly.compile(await readFile(createRequire(import.meta.url).resolve("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm"))));
  const image = await decodeJpeg(jpeg.buffer.slice(jpeg.byteOffset, jpeg.byteOffset + jpeg.byteLength) as ArrayBuffer);
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return image.data[at]! > 180 && image.data[at + 1]! < 90;
}

describe("a 4000×3000 phone photo", () => {
  test("the fixture is what a phone writes: EXIF with GPS, make, model, artist and orientation 6", async () => {
    const exif = await exifr.parse(photo, { gps: true, translateValues: false });
    expect(exif).toMatchObject({ Make: CAMERA_EXIF.make, Model: CAMERA_EXIF.model, Artist: CAMERA_EXIF.artist, Orientation: 6 });
    expect(exif.latitude).toBeCloseTo(51.507, 2);
  });

  test("copies at 1920, 1280, 640 and 320 px on the long side, WebP and JPEG, turned upright (portrait), none upscaled", async () => {
    const result = processedPhoto;
    expect(result.copies.map((copy) => [copy.size, copy.format, copy.width, copy.height])).toEqual([
      [1920, "image/webp", 1440, 1920],
      [1920, "image/jpeg", 1440, 1920],
      [1280, "image/webp", 960, 1280],
      [1280, "image/jpeg", 960, 1280],
      [640, "image/webp", 480, 640],
      [640, "image/jpeg", 480, 640],
      [320, "image/webp", 240, 320],
      [320, "image/jpeg", 240, 320],
    ]);
    expect({ width: result.width, height: result.height }).toEqual({ width: 1440, height: 1920 });
    for (const copy of result.copies) expect(readPhotoHeader(copy.bytes)).toMatchObject({ width: copy.width, height: copy.height, orientation: 1 });
  });

  test("upright: the stored top-left corner is shown top-right, as orientation 6 says", async () => {
    const card = processedPhoto.copies.find((copy) => copy.size === 640 && copy.format === "image/jpeg")!;
    // The marker is 400 of the stored 3000 rows: 400/3000 of the upright width, at its right.
    expect(await isRedAt(card.bytes, card.width - 10, 10)).toBe(true);
    expect(await isRedAt(card.bytes, 10, 10)).toBe(false);
  });

  test("no copy carries any EXIF: no GPS position, make, model or artist", async () => {
    for (const copy of processedPhoto.copies) {
      const exif = await exifr.parse(copy.bytes, { gps: true, tiff: true, xmp: true, icc: true, iptc: true }).catch(() => undefined);
      expect(exif ?? {}, `${copy.size} ${copy.format}`).not.toHaveProperty("latitude");
      const text = new TextDecoder("latin1").decode(copy.bytes);
      for (const value of [CAMERA_EXIF.make, CAMERA_EXIF.model, CAMERA_EXIF.artist, "Exif\0\0"]) expect(text, `${copy.size} ${copy.format}`).not.toContain(value);
    }
  });

  test("small enough for the pages: the card (320 px) at most 40 KB, a phone's gallery (640 px) at most 250 KB, the largest at most 1920 px", async () => {
    const { copies } = processedPhoto;
    for (const copy of copies.filter((copy) => copy.size === 320)) expect(copy.bytes.byteLength).toBeLessThanOrEqual(40 * 1024);
    for (const copy of copies.filter((copy) => copy.size === 640)) expect(copy.bytes.byteLength).toBeLessThanOrEqual(250 * 1024);
    expect(Math.max(...copies.map((copy) => Math.max(copy.width, copy.height)))).toBe(1920);
  });

  test("each copy is named by the SHA-256 of its bytes", async () => {
    const { copies } = processedPhoto;
    const copy = copies.at(-1)!;
    const digest = Buffer.from(await crypto.subtle.digest("SHA-256", copy.bytes)).toString("hex");
    expect(copy.contentHash).toBe(digest);
    expect(new Set(copies.map((each) => each.contentHash)).size).toBe(copies.length);
  });
});

describe("small and other photos", () => {
  test("a photo smaller than 1920 px is never upscaled: its largest copy is its own size", async () => {
    const small = withExif(await jpegOf(photographicPixels(800, 600), 800, 600));
    const { copies } = await processed(small);
    expect(copies.map((copy) => [copy.size, copy.width, copy.height])).toEqual([
      [800, 600, 800],
      [800, 600, 800],
      [640, 480, 640],
      [640, 480, 640],
      [320, 240, 320],
      [320, 240, 320],
    ]);
  });
});

describe("still GIFs", () => {
  test("a GIF of one frame is taken, as WebP and JPEG copies of its own size", async () => {
    const { copies } = await processed(gifOfFrames(1), "logo.gif");
    expect(copies.map((copy) => [copy.format, copy.width, copy.height])).toEqual([
      ["image/webp", 1, 1],
      ["image/jpeg", 1, 1],
    ]);
  });
});

describe("refused, with a message naming the file", () => {
  const refusal = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const result = await worker.processPhoto(bytes, name);
    expect(result.ok).toBe(false);
    return result.ok ? "" : result.message;
  };

  test("not an image, whatever its name says", async () => {
    expect(await refusal(new TextEncoder().encode("<svg onload=alert(1)>"), "generator.jpg")).toBe(
      "generator.jpg is not a photo: upload a JPEG, PNG, WebP or GIF image",
    );
  });

  test("larger than 20 MB", async () => {
    const large = new Uint8Array(MAX_PHOTO_UPLOAD_BYTES + 1);
    large.set(photo.subarray(0, 1024));
    expect(await refusal(large, "big.jpg")).toBe("big.jpg is larger than 20 MB");
  });

  test("a decompression bomb: 50,000 × 50,000 pixels claimed in a file of a few bytes, refused from its header", async () => {
    expect(await refusal(pngClaiming(50_000, 50_000), "bomb.png")).toBe(
      "bomb.png is 50000 × 50000 pixels, more than a photo may have (100 megapixels, 12,000 px a side)",
    );
  });

  test("a truncated JPEG (an interrupted upload)", async () => {
    expect(await refusal(photo.subarray(0, Math.floor(photo.length * 0.6)), "cut.jpg")).toBe("cut.jpg could not be read: the file is damaged or incomplete");
  });

  test("a JPEG whose header is sound but whose image data is not", async () => {
    const garbled = photo.slice();
    const scan = garbled.length - 200_000;
    for (let at = scan; at < garbled.length - 2; at += 1) garbled[at] = at % 7 === 0 ? 0xff : (at * 31) & 0xff;
    expect(await refusal(garbled, "garbled.jpg")).toBe("garbled.jpg could not be read: the file is damaged or incomplete");
  });

  test("an animated GIF of 500 frames", async () => {
    expect(await refusal(gifOfFrames(500), "dance.gif")).toBe("dance.gif is an animation of 500 frames: upload a still photo");
  });

  test("a HEIC photo: a message saying which formats work", async () => {
    expect(await refusal(heicStart(), "IMG_0001.HEIC")).toBe(
      "IMG_0001.HEIC is a HEIC photo, which this site cannot read yet: upload a JPEG, PNG, WebP or GIF image (on an iPhone, Settings › Camera › Formats › Most Compatible)",
    );
  });
});

describe("withoutMetadata", () => {
  test("drops a JPEG's EXIF segment and keeps the rest byte for byte", async () => {
    const plain = await jpegOf(photographicPixels(64, 48), 64, 48);
    expect(withoutMetadata(withExif(plain))).toEqual(plain);
  });
});

const asciiBytes = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

describe("readPhotoHeader", () => {
  test("a JPEG: its size from the frame header, its EXIF orientation, and whether it ends", async () => {
    const jpeg = withExif(await jpegOf(photographicPixels(120, 80), 120, 80), exifSegment({ orientation: 8 }));
    expect(readPhotoHeader(jpeg)).toEqual({ format: "jpeg", width: 120, height: 80, frames: 1, orientation: 8, complete: true });
    expect(readPhotoHeader(jpeg.subarray(0, jpeg.length - 40))).toMatchObject({ complete: false });
  });

  test("a JPEG without EXIF is upright", async () => {
    expect(readPhotoHeader(await jpegOf(photographicPixels(16, 16), 16, 16))).toMatchObject({ orientation: 1 });
  });

  test("an animated WebP says so in its VP8X flags; its size is stored less one", () => {
    const vp8x = [...asciiBytes("RIFF"), ...u32le(30), ...asciiBytes("WEBPVP8X"), ...u32le(10), 0x02, 0, 0, 0, 0x9f, 0x0f, 0, 0xb7, 0x0b, 0];
    expect(readPhotoHeader(new Uint8Array(vp8x))).toMatchObject({ format: "webp", width: 4000, height: 3000, frames: 2 });
  });

  test("HEIC and AVIF are told apart by their ftyp brands; text is no image", () => {
    const ftyp = (major: string, compatible: string) => new Uint8Array([0, 0, 0, 24, ...asciiBytes("ftyp"), ...asciiBytes(major), 0, 0, 0, 0, ...asciiBytes(compatible), 0, 0]);
    expect(sniffPhotoFormat(ftyp("heic", "mif1heic"))).toBe("heic");
    expect(sniffPhotoFormat(ftyp("avif", "mif1avif"))).toBe("avif");
    expect(readPhotoHeader(new TextEncoder().encode("GIF? no, a text file"))).toBeNull();
  });
});

/** A PNG header claiming these dimensions, followed by a few bytes of image data and its end. */
function pngClaiming(width: number, height: number) {
  const bytes = new Uint8Array(8 + 25 + 12 + 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  view.setUint32(41, 0);
  bytes.set(new TextEncoder().encode("IDAT"), 37);
  bytes.set(new TextEncoder().encode("IEND"), 49);
  return bytes;
}

/** A GIF of `frames` 1×1 frames (each a graphic control extension and an image). */
function gifOfFrames(frames: number) {
  const head = [...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0];
  return new Uint8Array([...head, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

/** The start of an iPhone's HEIC file: its ftyp box. */
function heicStart() {
  const box = [0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")];
  return new Uint8Array([...box, ...new Uint8Array(64)]);
}
