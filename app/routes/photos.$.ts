import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LISTING_PHOTOS_BUCKET } from "~/models/listing-photo.server";
import { IMMUTABLE_PHOTO_CACHE_CONTROL, PERSONAL_PAGE_CACHE_CONTROL, PUBLIC_PHOTO_CACHE_CONTROL } from "~/utils/cache";
import { sniffImageType } from "~/utils/image-type";
import {
  authCookieNames,
  createAnonymousSupabaseClient,
  createSupabaseServerClient,
  type SupabaseClient,
} from "~/utils/supabase.server";

/**
 * /photos/<storage path>: a listing photo from the private listing-photos bucket, read with
 * the visitor's own rights so row-level security decides who sees it (an active listing's
 * photos: everyone; any other's: its owner and staff). First as an anonymous visitor: what
 * the public may see is answered the same for everyone and may be cached, at the edge too.
 * Otherwise, for a signed-in visitor, with their session: never cached by anyone else.
 *
 * The bytes decide the Content-Type, and only JPEG, PNG, WebP and GIF are served: a file
 * uploaded with a false type (an SVG with script, an HTML page) is never served at all.
 * Anything that cannot be shown is the same 404, whether it is missing or hidden. A public
 * web copy (named by its hash, docs/decisions/016-photo-processing.md) is cached as immutable.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!PHOTO_PATH.test(path)) return notFound();

  const publicPhoto = await download(createAnonymousSupabaseClient(context), path);
  if (publicPhoto instanceof Response) return publicPhoto;
  if (publicPhoto) {
    const cacheControl = COPY_NAME.test(path) ? IMMUTABLE_PHOTO_CACHE_CONTROL : PUBLIC_PHOTO_CACHE_CONTROL;
    return photoResponse(publicPhoto, new Headers({ "Cache-Control": cacheControl }));
  }
  if (authCookieNames(request).length === 0) return notFound();

  const { supabase, headers } = createSupabaseServerClient(request, context);
  const privatePhoto = await download(supabase, path);
  if (privatePhoto instanceof Response) return privatePhoto;
  if (!privatePhoto) return notFound(headers);
  headers.set("Cache-Control", PERSONAL_PAGE_CACHE_CONTROL);
  return photoResponse(privatePhoto, headers);
}

/** Folders and a file name of letters, digits, - and _, ending in a raster extension: what uploads and the seed use. */
const PHOTO_PATH = /^(?:[\w-]+\/){1,4}[\w-]+\.(?:jpg|png|webp|gif)$/;

/** A web copy's name: the SHA-256 of its bytes (listing_photo_copies), so its bytes never change. */
const COPY_NAME = /\/[0-9a-f]{64}\.(?:webp|jpg)$/;

/** The photo's bytes, null when this client may not read it (or it is gone), or a 503 when Storage failed. */
async function download(supabase: SupabaseClient, path: string) {
  const { data, error } = await supabase.storage.from(LISTING_PHOTOS_BUCKET).download(path);
  if (data) return new Uint8Array(await data.arrayBuffer());
  // Storage answers a missing or hidden object with a 4xx; anything else is an outage.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status < 500) return null;
  console.error("photos: Storage failed", error);
  return new Response("Photos are unavailable at the moment", { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } });
}

function photoResponse(bytes: Uint8Array<ArrayBuffer>, headers: Headers) {
  const type = sniffImageType(bytes);
  if (!type) return notFound(headers);
  headers.set("Content-Type", type.mimeType);
  headers.set("Content-Length", String(bytes.byteLength));
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(bytes, { headers });
}

function notFound(headers = new Headers()) {
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response("Photo not found", { status: 404, headers });
}
