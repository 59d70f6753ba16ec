import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { addProcessedListingPhotos, getListingPhotos, nextPhotoPosition } from "~/models/listing-photo.server";
import { apiJson, apiPhotosOf, authenticateApi, backendProblem, findListing, problem, refuseReadOnly, type ApiCaller } from "~/utils/dealer-api.server";
import { uploadTooLarge, uploadTooLargeMessage } from "~/utils/upload-size.server";

/**
 * /api/v1/listings/{stock_ref}/photos: the listing's photos in order, the first its cover
 * (GET); POST adds photos sent as multipart/form-data (`photo`, one or more files) through
 * the sell wizard's own pipeline (addProcessedListingPhotos: checked by their bytes, made
 * into web copies upright and without metadata, the original never stored; at most
 * MAX_LISTING_PHOTOS). A file refused is named with the reason; the others are still added.
 * docs/api.md "Photos".
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const listing = await findListing(caller, params.stockRef ?? "");
  if ("problem" in listing) return listing.problem;
  return answerPhotos(request, caller, listing.id, 200);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return problem(405, "Photos are listed with GET and added with POST.", { headers: { Allow: "GET, POST" } });
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const readOnly = refuseReadOnly(caller.holder);
  if (readOnly) return readOnly;
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") return problem(415, "Send photos as multipart/form-data, each file in a `photo` field.");
  const size = uploadTooLarge(request);
  if (size !== null) return problem(413, uploadTooLargeMessage(size));
  const listing = await findListing(caller, params.stockRef ?? "");
  if ("problem" in listing) return listing.problem;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problem(400, "The body is not readable as multipart/form-data.");
  }
  const files = form.getAll("photo").filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (files.length === 0) return problem(422, "Send at least one file in a `photo` field.", { errors: [{ field: "photo", detail: "No file was sent" }] });
  const current = await getListingPhotos(caller.supabase, listing.id);
  if (current.error || !current.photos) return backendProblem("reading a listing's photos", current.error ?? { message: "no rows" });
  const { added, refused, error } = await addProcessedListingPhotos(caller.supabase, context.cloudflare.env.IMAGES, {
    userId: caller.holder.dealer_id,
    listingId: listing.id,
    files,
    existingPaths: current.photos.map((photo) => photo.storage_path),
    nextPosition: nextPhotoPosition(current.photos),
    max: MAX_LISTING_PHOTOS,
  });
  if (error) return backendProblem("adding photos", error);
  // Each refusal names its file.
  const refusals = refused.map((detail) => ({ field: "photo", detail }));
  if (added === 0) return problem(422, "No photo was added: see errors.", { errors: refusals });
  return answerPhotos(request, caller, listing.id, 201, refusals);
}

async function answerPhotos(request: Request, caller: ApiCaller, listingId: string, status: number, refused: Array<{ field: string; detail: string }> = []) {
  const { photos, error } = await getListingPhotos(caller.supabase, listingId);
  if (error || !photos) return backendProblem("reading a listing's photos", error ?? { message: "no rows" });
  return apiJson({ data: apiPhotosOf(photos, new URL(request.url).origin), refused }, status);
}
