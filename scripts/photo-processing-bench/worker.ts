/**
 * The Worker that scripts/measure-photo-processing.mjs runs in workerd: POST a photo to /wasm
 * (app/utils/photos.server.ts, the codecs inside the Worker) or /images (the Cloudflare Images
 * binding, which wrangler runs locally with sharp); it answers the copies' sizes.
 */
import jpegDecoder from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import jpegEncoder from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import pngDecoder from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.wasm";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { copySizes, processPhoto, setPhotoCodecs } from "../../app/utils/photos.server";

// Every codec instance's memory, by module, to see how large each WebAssembly heap grows (a
// heap never shrinks; a dropped instance's is freed when collected). jsquash instantiates
// with `new WebAssembly.Instance` (wasm-bindgen's PNG decoder with `instantiate`).
const modules = new Map<WebAssembly.Module, string>([
  [jpegDecoder, "JPEG decoder"],
  [jpegEncoder, "JPEG encoder"],
  [pngDecoder, "PNG decoder"],
  [webpDecoder, "WebP decoder"],
  [webpEncoder, "WebP encoder"],
]);
const instances: { name: string; instance: WebAssembly.Instance }[] = [];
WebAssembly.Instance = new Proxy(WebAssembly.Instance, {
  construct(target, args: [WebAssembly.Module, WebAssembly.Imports?]) {
    const instance = Reflect.construct(target, args) as WebAssembly.Instance;
    instances.push({ name: modules.get(args[0]) ?? "other", instance });
    return instance;
  },
});
/** The heap of each codec's latest instance, in MB. */
const heapsMb = () =>
  Object.fromEntries(
    instances.map(({ name, instance }) => {
      const memory = Object.values(instance.exports).find((value) => value instanceof WebAssembly.Memory);
      return [name, memory ? Math.round(memory.buffer.byteLength / 1024 / 1024) : 0];
    }),
  );

setPhotoCodecs({ jpegDecoder, jpegEncoder, pngDecoder, webpDecoder, webpEncoder });

type Env = { IMAGES: ImagesBinding };

export default {
  async fetch(request: Request, env: Env) {
    const url = new URL(request.url);
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (url.pathname === "/wasm") {
      const result = await processPhoto(bytes, "photo.jpg");
      if (!result.ok) return Response.json(result);
      return Response.json({ ok: true, heaps: heapsMb(), copies: result.copies.map(({ bytes: copy, ...rest }) => ({ ...rest, length: copy.byteLength })) });
    }
    if (url.pathname === "/images") {
      const info = await env.IMAGES.info(new Blob([bytes]).stream());
      const longSide = "width" in info ? Math.max(info.width, info.height) : 0;
      const copies = [];
      for (const size of copySizes(longSide)) {
        for (const format of ["image/webp", "image/jpeg"] as const) {
          const output = await env.IMAGES.input(new Blob([bytes]).stream())
            .transform({ width: size, height: size, fit: "scale-down" })
            .output({ format, quality: 72 });
          const copy = new Uint8Array(await output.response().arrayBuffer());
          copies.push({ size, format, length: copy.byteLength, base64: size === 320 ? btoa(String.fromCharCode(...copy)) : undefined });
        }
      }
      return Response.json({ ok: true, info, copies });
    }
    return new Response("POST a photo to /wasm or /images", { status: 404 });
  },
};
