import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { PhotoAltSchema } from "~/models/listing-fields";
import { getListingPhotos, removeListingPhoto, setListingPhotoAlt, setListingPhotoPosition } from "~/models/listing-photo.server";
import { ApiPhotoUpdateSchema } from "~/utils/dealer-api-schema";
import {
  apiJson,
  apiPhotosOf,
  authenticateApi,
  backendProblem,
  findListing,
  invalidFields,
  methodNotAllowed,
  problem,
  readJsonObject,
  refusedFields,
  refuseReadOnly,
} from "~/utils/dealer-api.server";

/**
 * /api/v1/listings/{stock_ref}/photos/{id}: PATCH moves a photo to a place in the order (0:
 * the cover) or sets its alt text; DELETE removes it with its web copies; each by the sell
 * wizard's own functions (set_listing_photo_position, the owner's update and delete under
 * RLS). Answers the listing's photos. docs/api.md "Photos".
 */
export const loader = methodNotAllowed("PATCH, DELETE");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed("PATCH, DELETE")();
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const readOnly = refuseReadOnly(caller.holder);
  if (readOnly) return readOnly;
  const listing = await findListing(caller, params.stockRef ?? "");
  if ("problem" in listing) return listing.problem;
  const photos = await getListingPhotos(caller.supabase, listing.id);
  if (photos.error || !photos.photos) return backendProblem("reading a listing's photos", photos.error ?? { message: "no rows" });
  const photo = z.uuid().safeParse(params.photoId).success ? photos.photos.find((candidate) => candidate.id === params.photoId) : undefined;
  if (!photo) return problem(404, "This listing has no photo with this id");

  if (request.method === "DELETE") {
    const { error } = await removeListingPhoto(caller.supabase, listing.id, photo.id);
    if (error) return backendProblem("removing a photo", error);
  } else {
    const read = await readJsonObject(request);
    if ("problem" in read) return read.problem;
    const parsed = ApiPhotoUpdateSchema.safeParse(read.body);
    if (!parsed.success) return invalidFields(parsed.error.issues);
    if (parsed.data.alt !== undefined) {
      // The wizard's rule for a description (spaces run together, its length).
      const alt = PhotoAltSchema.safeParse(parsed.data.alt ?? "");
      if (!alt.success) return refusedFields([{ field: "alt", detail: alt.error.issues[0]!.message }]);
      const { error } = await setListingPhotoAlt(caller.supabase, listing.id, photo.id, alt.data);
      if (error) return backendProblem("describing a photo", error);
    }
    if (parsed.data.position !== undefined) {
      const { error } = await setListingPhotoPosition(caller.supabase, photo.id, parsed.data.position);
      if (error) return backendProblem("moving a photo", error);
    }
  }
  const after = await getListingPhotos(caller.supabase, listing.id);
  if (after.error || !after.photos) return backendProblem("reading a listing's photos", after.error ?? { message: "no rows" });
  return apiJson({ data: apiPhotosOf(after.photos, new URL(request.url).origin), refused: [] });
}
