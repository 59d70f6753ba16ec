/**
 * The photo codecs for tests that run in Node (app/utils/photos.server.ts): the same .wasm
 * files the Worker imports, compiled from node_modules.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PhotoCodecModules } from "~/utils/photos.server";

const resolve = createRequire(import.meta.url).resolve;
const compile = async (path: string) => WebAssembly.compile(await readFile(resolve(path)));

export async function nodePhotoCodecs(): Promise<PhotoCodecModules> {
  const [jpegDecoder, jpegEncoder, pngDecoder, webpDecoder, webpEncoder] = await Promise.all([
    compile("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm"),
    compile("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm"),
    compile("@jsquash/png/codec/pkg/squoosh_png_bg.wasm"),
    compile("@jsquash/webp/codec/dec/webp_dec.wasm"),
    compile("@jsquash/webp/codec/enc/webp_enc_simd.wasm"),
  ]);
  return { jpegDecoder, jpegEncoder, pngDecoder, webpDecoder, webpEncoder };
}
