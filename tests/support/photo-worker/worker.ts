/**
 * A Worker holding only app/utils/photos.server.ts and the Images binding, which exists only in
 * workerd (wrangler runs it locally with sharp), for app/utils/photos.server.test.ts and
 * scripts/measure-photo-processing.ts. POST a file's bytes, `?name=` its name: the answer is
 * processPhoto's, each copy's bytes in base64 (`&summary` leaves them out).
 */
import { processPhoto } from "../../../app/utils/photos.server";

type Env = { IMAGES: ImagesBinding };

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const result = await processPhoto(env.IMAGES, new Uint8Array(await request.arrayBuffer()), url.searchParams.get("name") ?? undefined);
    if (!result.ok) return Response.json(result);
    const summary = url.searchParams.has("summary");
    return Response.json({
      ...result,
      copies: result.copies.map(({ bytes, ...copy }) => ({ ...copy, length: bytes.byteLength, base64: summary ? undefined : base64(bytes) })),
    });
  },
} satisfies ExportedHandler<Env>;

function base64(bytes: Uint8Array) {
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}
