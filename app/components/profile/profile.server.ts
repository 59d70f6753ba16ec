import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { MAX_PHOTO_BYTES } from "~/models/listing-photo.server";
import { getOwnProfile, replaceProfilePhoto, updateOwnProfile } from "~/models/profile.server";
import { requireUser } from "~/utils/auth.server";
import { refusalStatus } from "~/utils/errors";
import { failedToSave } from "~/utils/errors.server";
import { readPhotoHeader } from "~/utils/photo-header";
import { AVATAR_COPY_SIZES, processPhoto } from "~/utils/photos.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { photoMessages, PROFILE_EDIT_PARAM, profileIntents, profileMessages, ProfileSchema } from "./schema";

/**
 * The profile's server side, for any page that shows it (dashboard Account, the sellers
 * portal's profile tab): the loader calls loadProfileView, the action hands the profile's
 * intents to profileAction, and the page renders <ProfilePanel view={…} />. Forms post to
 * the page's own URL; `?profile=edit` beside the page's parameters opens edit mode.
 */

/** What ProfilePanel shows: the member's profile (or why there is none), their email, and the mode. */
export async function loadProfileView(request: Request, context: AppLoadContext, user: SessionUser) {
  const { supabase } = createSupabaseServerClient(request, context);
  const { profile, error } = await getOwnProfile(supabase);
  if (error) console.error("profile: loading the member's profile", error);
  return {
    profile,
    email: user.email,
    problem: error ? profileMessages.loadFailed : profile ? null : profileMessages.notFound,
    editing: new URL(request.url).searchParams.get(PROFILE_EDIT_PARAM) === "edit",
  };
}

export type ProfileView = Awaited<ReturnType<typeof loadProfileView>>;

/** Whether a posted intent is the profile's, for the page's action to hand on. */
export function isProfileIntent(intent: FormDataEntryValue | null) {
  return intent === profileIntents.save || intent === profileIntents.photo;
}

/**
 * The profile's forms: Save (back to view mode with 'Profile updated successfully') and the
 * photo upload. Call it before the page's own requireUser: signed out, a photo upload is
 * sent to sign in with the spec's 'You must be logged in to upload photos'.
 */
export async function profileAction(request: Request, context: AppLoadContext, formData: FormData) {
  const uploading = formData.get("intent") === profileIntents.photo;
  const user = await requireUser(request, context, uploading ? { signedOutMessage: photoMessages.signedOut } : {});
  return uploading ? uploadProfilePhoto(request, context, user, formData) : saveProfile(request, context, user, formData);
}

/** The page's URL in view mode: where Save and a new photo come back to. */
function viewModeUrl(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete(PROFILE_EDIT_PARAM);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}

async function saveProfile(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (submission.status !== "success") {
    return json({ profileResult: submission.reply() }, { status: 400, headers });
  }
  const value = submission.value;
  const saved = await updateOwnProfile(supabase, user.id, {
    fullName: value.fullName,
    firstName: value.firstName ?? null,
    lastName: value.lastName ?? null,
    phone: value.phone ?? null,
    mobile: value.mobile ?? null,
    userType: value.userType,
    companyName: value.companyName ?? null,
    companyTel: value.companyTel ?? null,
    address1: value.address1 ?? null,
    address2: value.address2 ?? null,
    town: value.town ?? null,
    county: value.county ?? null,
    postcode: value.postcode ?? null,
    country: value.country ?? null,
    bio: value.bio ?? null,
  });
  if (saved.error) {
    const failure = failedToSave("profile: saving the member's profile", saved.error);
    // A rule of the database's (account type, a trade seller's details) in its own words.
    const message = refusalStatus(saved.error) === null ? profileMessages.saveFailed : failure.message;
    return json({ profileResult: submission.reply({ formErrors: [message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(viewModeUrl(request), profileMessages.saved, { headers });
}

/**
 * docs/spec/02-auctions-and-seller-tools.md §5's checks, on the server, in its order, in its
 * words; the file judged by its content, not its name. Then the photo is made into web copies
 * (processPhoto; its own message for a photo it refuses, such as a HEIC one) and only those
 * are stored (replaceProfilePhoto).
 */
async function uploadProfilePhoto(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const refuse = (message: string, status = 400) => json({ photoError: message }, { status });
  if (formData.get("profileId") !== user.id) return refuse(photoMessages.notOwnProfile, 403);
  const file = formData.get("photo");
  if (!(file instanceof File) || file.size === 0) return refuse(photoMessages.notAnImage);
  if (file.size > MAX_PHOTO_BYTES) return refuse(photoMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!readPhotoHeader(bytes)) return refuse(photoMessages.notAnImage);
  const processed = await processPhoto(context.cloudflare.env.IMAGES, bytes, file.name || "This file", { sizes: AVATAR_COPY_SIZES });
  if (!processed.ok) return refuse(processed.message);

  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { profile, error: loadError } = await getOwnProfile(supabase);
  if (loadError || !profile) {
    if (loadError) console.error("profile photo: loading the profile", loadError);
    return json({ photoError: loadError ? profileMessages.loadFailed : profileMessages.notFound }, { status: loadError ? 500 : 404, headers });
  }
  const replaced = await replaceProfilePhoto(supabase, { userId: user.id, previousUrl: profile.imageUrl, copies: processed.copies });
  if (replaced.error) {
    const failure = failedToSave(`profile photo: ${replaced.stage}`, replaced.error);
    const message = replaced.stage === "upload" ? photoMessages.failed(replaced.error.message) : `${profileMessages.saveFailed}: ${failure.message}`;
    return json({ photoError: message }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(viewModeUrl(request), photoMessages.saved, { headers });
}
