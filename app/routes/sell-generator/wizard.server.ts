import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { findListingOption } from "~/content/plans";
import { getDealerDepots, moveListingsToDepot } from "~/models/depot.server";
import { BasicInfoSchema, createSpecsSchema } from "~/models/listing-fields";
import { addProcessedListingPhotos, moveListingPhoto, nextPhotoPosition, removeListingPhoto, setListingPhotoAlt, setListingPhotoPosition } from "~/models/listing-photo.server";
import { firstStepLacking, missingRequirements } from "~/models/listing-rules";
import { getListingTerms, type ListingTerms } from "~/models/member-plan.server";
import { createDraftListing, getOwnDrafts, getOwnListing, publishListing, updateOwnListing, type ListingPatch } from "~/models/own-listing.server";
import { requireUser } from "~/utils/auth.server";
import { refusalStatus, userMessageFor } from "~/utils/errors";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { draftCookieHeaders, readDraftCookie, type CookieDraft } from "./parts/draft-cookie.server";
import {
  basicInfoColumns,
  cookieDraftColumns,
  pricingColumns,
  specsColumns,
  toWizardListing,
  withoutUndefined,
  type WizardListing,
} from "./parts/wizard-listing.server";
import { createPricingSchema, DEPOT_MESSAGE, lenient, ListingIdSchema, PHOTO_REQUIRED_MESSAGE, PhotoAltSchema, type WizardIntent } from "./schema";
import { clampStep, LAST_STEP, photoAltField, wizardPath, wizardSteps } from "./steps";
import type { DraftLink } from "./wizard-view.server";

/**
 * The sell wizard's server half: which step a listing can be on, and what each step's
 * buttons do with what was sent (route.tsx's loader and action decide who may and call
 * these). Every answer is a redirect or the step's errors (WizardActionData).
 */

type WizardActionData = {
  step: number;
  result?: SubmissionResult<string[]>;
  photoMessages?: string[];
  /** The photos step's descriptions as sent, and the refused ones' messages, by photo id (when one was refused). */
  altValues?: Record<string, string>;
  altErrors?: Record<string, string>;
  formError?: string;
};

/**
 * The furthest step a signed-out visitor's cookie draft can be on: past Basic Info and Specs
 * once their values pass the steps' schemas (the cookie holds only those two steps).
 */
export function cookieDraftFurthestStep(draft: Pick<CookieDraft, "basicInfo" | "specs">, maxYear: number) {
  if (!BasicInfoSchema.safeParse(draft.basicInfo ?? {}).success) return 1;
  if (!createSpecsSchema({ maxYear }).safeParse(draft.specs ?? {}).success) return 2;
  return 3;
}

/**
 * The steps whose fields are saved and valid, whichever step is shown (the step indicator
 * ticks them, going back as well as forward): a listing's steps before Review that SQL's
 * listing_missing_fields finds nothing lacking in; a cookie draft's steps before its furthest.
 */
export function completeSteps({ listing, cookieDraft, maxYear }: { listing: WizardListing | null; cookieDraft: CookieDraft | null; maxYear: number }) {
  const before = (last: number) => Array.from({ length: last - 1 }, (_, index) => index + 1);
  if (listing) {
    const lacking = new Set<number>(missingRequirements(listing.missing).map((requirement) => requirement.step));
    return before(LAST_STEP).filter((step) => !lacking.has(step));
  }
  return cookieDraft ? before(cookieDraftFurthestStep(cookieDraft, maxYear)) : [];
}

/**
 * The step a saved listing can be shown at: the step asked for, but never past the first
 * step with something missing (SQL's listing_missing_fields), except Review, which lists
 * what is missing, each item linking to its step.
 */
export function listingStep(listing: WizardListing, requestedStep: number) {
  if (requestedStep === LAST_STEP) return LAST_STEP;
  return Math.min(requestedStep, firstStepLacking(listing.missing) ?? LAST_STEP);
}

/** The user's own listing, or 404: someone else's listing looks exactly like no listing. */
export async function requireOwnListing(supabase: SupabaseClient, userId: string, id: string) {
  const listingId = ListingIdSchema.safeParse(id);
  invariantResponse(listingId.success, "Listing not found", { status: 404 });
  const { listing, error } = await getOwnListing(supabase, userId, listingId.data);
  if (error) failedToLoad("sell: loading a listing", error);
  invariantResponse(listing, "Listing not found", { status: 404 });
  return toWizardListing(listing);
}

/**
 * Signed in after starting while signed out: what they typed (the cookie draft) becomes
 * their draft in the database, and the cookie goes.
 */
export async function saveCookieDraft(
  { request, context, supabase, userId, headers }: { request: Request; context: AppLoadContext; supabase: SupabaseClient; userId: string; headers: Headers },
  cookieDraft: CookieDraft,
  requestedStep: number,
  maxYear: number,
) {
  const step = Math.min(requestedStep, cookieDraftFurthestStep(cookieDraft, maxYear));
  const { id, error } = await createDraftListing(supabase, userId, cookieDraftColumns(cookieDraft), step);
  if (error || !id) {
    const failure = failedToSave("sell: saving the signed-out draft", error);
    // Refused (a 4xx: the database will never accept this draft as it is): the cookie goes.
    // Anything else may pass, so it stays.
    if (failure.status >= 500) throw json(failure.message, { status: failure.status });
    return getToastUtils(request, context).redirectWithError(
      wizardPath(1),
      { message: "Your draft could not be saved", description: "Please enter your generator's details again." },
      { headers: combineHeaders(headers, await draftCookieHeaders(request, context, null)) },
    );
  }
  return getToastUtils(request, context).redirectWithSuccess(
    wizardPath(step, id),
    { message: "Draft saved", description: "What you entered is saved to your account." },
    { headers: combineHeaders(headers, await draftCookieHeaders(request, context, null)) },
  );
}

/** The user's drafts for 'Continue your draft', each with the step to continue at; none when they cannot be read. */
export async function draftLinks(
  supabase: SupabaseClient,
  userId: string,
): Promise<DraftLink[]> {
  const found = await getOwnDrafts(supabase, userId);
  if (found.error) console.error("sell: listing drafts", found.error);
  return found.drafts.map((draft) => {
    const step = clampStep(String(draft.wizard_step ?? 1));
    return { id: draft.id, title: draft.title, href: wizardPath(step, draft.id), stepTitle: wizardSteps[step - 1]! };
  });
}

export type StepContext = {
  request: Request;
  context: AppLoadContext;
  step: number;
  intent: WizardIntent;
  formData: FormData;
  maxYear: number;
};

export type ListingContext = StepContext & { supabase: SupabaseClient; headers: Headers; userId: string; listing: WizardListing };

/**
 * Step 1 or 2's values from the form: all of them valid for Next and Save Draft, or, for
 * Previous, whichever are valid. `patch` is what to merge into the listing (null: rejected).
 */
function parseDetailsStep(step: number, formData: FormData, maxYear: number, intent: WizardIntent) {
  const back = intent === "previous";
  if (step === 1) {
    const schema = BasicInfoSchema;
    const submission = parseWithZod(formData, { schema: back ? lenient(schema) : schema });
    const value = submission.status === "success" ? submission.value : null;
    return { submission, value, patch: value ? basicInfoColumns(value, { clearMissing: !back }) : null };
  }
  const schema = createSpecsSchema({ maxYear });
  const submission = parseWithZod(formData, { schema: back ? lenient(schema) : schema });
  const value = submission.status === "success" ? submission.value : null;
  return { submission, value, patch: value ? specsColumns(value, { clearMissing: !back }) : null };
}

/** Next, Previous and Save Draft on steps 1 and 2 for a visitor who is not signed in. */
export async function signedOutStep({ request, context, step, intent, formData, maxYear }: StepContext) {
  const gate = (headers?: Headers) =>
    requireUser(request, context, { redirectTo: wizardPath(step), ...(headers ? { headers } : {}) });
  // Photos have nothing to keep before signing in: going back from them needs no account.
  if (step > 2 && intent === "previous") return redirect(wizardPath(step - 1));
  if (step > 2 || typeof intent !== "string" || !["next", "previous", "save-draft"].includes(intent)) {
    await gate();
  }
  const { submission, value } = parseDetailsStep(step, formData, maxYear, intent);
  if (!value) {
    return json<WizardActionData>({ step, result: submission.reply() }, { status: 400 });
  }
  const draft: CookieDraft = { ...(await readDraftCookie(request, context)) };
  if (step === 1) draft.basicInfo = { ...draft.basicInfo, ...withoutUndefined(value) };
  else draft.specs = { ...draft.specs, ...withoutUndefined(value) };
  const headers = await draftCookieHeaders(request, context, draft);
  if (!headers) {
    return json<WizardActionData>(
      { step, result: submission.reply({ formErrors: ["This is too much to keep before you sign in. Please sign in to continue."] }) },
      { status: 400 },
    );
  }
  if (intent === "save-draft") await gate(headers);
  return redirect(wizardPath(intent === "previous" ? step - 1 : step + 1), { headers });
}

/** Where a step's buttons lead once its values are saved. */
async function afterSave(
  { request, context, step, intent, headers }: Pick<StepContext, "request" | "context" | "step" | "intent"> & { headers: Headers },
  listingId: string,
) {
  if (intent === "save-draft") {
    return getToastUtils(request, context).redirectWithSuccess(
      wizardPath(step, listingId),
      { message: "Draft saved", description: "Continue it any time from Sell Your Generator." },
      { headers },
    );
  }
  return redirect(wizardPath(intent === "previous" ? step - 1 : step + 1, listingId), { headers });
}

const stepTarget = (step: number, intent: WizardIntent) =>
  intent === "previous" ? step - 1 : intent === "next" ? step + 1 : step;

async function saveListing(
  { supabase, userId, listing, step, intent }: Pick<ListingContext, "supabase" | "userId" | "step" | "intent"> & { listing: WizardListing | null },
  patch: ListingPatch,
) {
  const wizardStep = stepTarget(step, intent);
  if (listing) {
    const { error } = await updateOwnListing(supabase, listing.id, patch, wizardStep);
    return { id: listing.id, error };
  }
  return createDraftListing(supabase, userId, patch, wizardStep);
}

/** Steps 1 (Basic Info) and 2 (Specs). */
export async function detailsStep(args: Omit<ListingContext, "listing"> & { listing: WizardListing | null }) {
  const { step, intent, formData, maxYear, headers } = args;
  if (typeof intent !== "string" || !["next", "previous", "save-draft"].includes(intent)) {
    throw json("Unknown action", { status: 400 });
  }
  const { submission, patch } = parseDetailsStep(step, formData, maxYear, intent);
  if (!patch) {
    return json<WizardActionData>({ step, result: submission.reply() }, { status: 400, headers });
  }
  const { id, error } = await saveListing(args, patch);
  if (error || !id) {
    const failure = failedToSave("sell: saving a step", error);
    return json<WizardActionData>({ step, result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return afterSave(args, id);
}

/**
 * Step 3: the photos' descriptions (every button of the step sends them), uploads (whatever
 * button sent them), remove, move earlier or later, make the cover, and the step buttons.
 * A description refused stops the rest, so nothing the seller typed is lost on the way.
 */
export async function photosStep(args: ListingContext) {
  const { supabase, headers, userId, listing, intent, formData, context } = args;
  const messages: string[] = [];
  const described = readPhotoAlts(formData, listing.photos);
  if (Object.keys(described.errors).length) {
    const photoMessages = listing.photos.flatMap((photo, index) => (described.errors[photo.id] ? [`Photo ${index + 1}: ${described.errors[photo.id]}`] : []));
    return json<WizardActionData>({ step: 3, photoMessages, altValues: described.values, altErrors: described.errors }, { status: 400, headers });
  }
  for (const { photoId, alt } of described.changes) {
    const { error } = await setListingPhotoAlt(supabase, listing.id, photoId, alt);
    if (error) {
      messages.push(failedToSave("sell: describing a photo", error).message);
      break;
    }
  }
  const files = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
  let photoCount = listing.photos.length;
  if (files.length) {
    // Only web copies are stored, never the file as sent (listing-photo.server.ts, docs/decisions/016-photo-processing.md).
    const { added, refused, error } = await addProcessedListingPhotos(supabase, context.cloudflare.env.IMAGES, {
      userId,
      listingId: listing.id,
      files,
      existingPaths: listing.photos.map((photo) => photo.storage_path),
      nextPosition: nextPhotoPosition(listing.photos),
    });
    messages.push(...refused);
    if (error) messages.push(failedToSave("sell: adding photos", error).message);
    photoCount += added;
  }
  if (typeof intent === "object") {
    const photo = listing.photos.find((candidate) => candidate.id === intent.photoId);
    invariantResponse(photo, "Photo not found", { status: 404 });
    const { error } =
      intent.operation === "remove-photo"
        ? await removeListingPhoto(supabase, listing.id, photo.id)
        : intent.operation === "make-cover"
          ? await setListingPhotoPosition(supabase, photo.id, 0)
          : await moveListingPhoto(supabase, photo.id, intent.operation === "move-earlier" ? "earlier" : "later");
    if (error) messages.push(failedToSave(`sell: ${intent.operation}`, error).message);
    if (intent.operation === "remove-photo" && !error) photoCount -= 1;
  }
  if (messages.length) return json<WizardActionData>({ step: 3, photoMessages: messages }, { status: 400, headers });
  if (typeof intent === "object" || intent === "upload") return redirect(wizardPath(3, listing.id), { headers });
  if (intent === "next" && photoCount === 0) {
    return json<WizardActionData>({ step: 3, photoMessages: [PHOTO_REQUIRED_MESSAGE] }, { status: 400, headers });
  }
  if (!["next", "previous", "save-draft"].includes(intent)) throw json("Unknown action", { status: 400 });
  const { error } = await saveListing(args, {});
  if (error) {
    const failure = failedToSave("sell: saving the photos step", error);
    return json<WizardActionData>({ step: 3, photoMessages: [failure.message] }, { status: failure.status, headers });
  }
  return afterSave(args, listing.id);
}


/**
 * The photos' descriptions sent with the step (a form without them, such as another
 * step's, changes none): those that changed, and the messages of those refused
 * (PhotoAltSchema), by photo id.
 */
function readPhotoAlts(formData: FormData, photos: WizardListing["photos"]) {
  const changes: Array<{ photoId: string; alt: string | null }> = [];
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const photo of photos) {
    const sent = formData.get(photoAltField(photo.id));
    if (typeof sent !== "string") continue;
    values[photo.id] = sent;
    const alt = PhotoAltSchema.safeParse(sent);
    if (!alt.success) errors[photo.id] = alt.error.issues[0]!.message;
    else if (alt.data !== photo.alt) changes.push({ photoId: photo.id, alt: alt.data });
  }
  return { changes, values, errors };
}

/**
 * Whether the seller pays for this listing by the listing (the option chosen on Pricing,
 * paid at Publish): a private seller's (or a buyer's) draft not yet paid for. A trade
 * seller's ads come from their package; a live listing is paid for already.
 */
export function paysPerListing(listing: WizardListing, terms: ListingTerms | null) {
  return terms?.userType !== "trade_seller" && listing.payment === null && listing.status !== "active";
}

export async function requireListingTerms(supabase: SupabaseClient, headers: Headers) {
  const { terms, error } = await getListingTerms(supabase);
  if (error) failedToLoad("sell: reading the seller's listing terms", error, headers);
  return terms;
}

/**
 * The seller's depots (docs/depots.md), the main one first: what the Pricing step offers and
 * Review names. A listing at no depot is a seller's without any (a dealer's every listing is
 * at one: generator_listings_place_at_depot, and save_depot's first depot gathers the rest),
 * so a private seller's steps ask nothing more of the database.
 */
export async function requireSellerDepots(supabase: SupabaseClient, userId: string, listing: WizardListing, headers: Headers) {
  if (!listing.pricing.depotId) return [];
  const { depots, error } = await getDealerDepots(supabase, userId);
  if (error) failedToLoad("sell: reading the seller's depots", error, headers);
  return depots;
}

/** Step 4: the price and location, the depot (a dealer with several), and (for a listing paid by the listing) the option to pay for when publishing. */
export async function pricingStep(args: ListingContext) {
  const { request, context, supabase, headers, userId, listing, intent, formData } = args;
  if (typeof intent !== "string" || !["next", "previous", "save-draft"].includes(intent)) {
    throw json("Unknown action", { status: 400 });
  }
  const [terms, depots] = await Promise.all([requireListingTerms(supabase, headers), requireSellerDepots(supabase, userId, listing, headers)]);
  const choosesOption = paysPerListing(listing, terms);
  const schema = createPricingSchema({ optionRequired: choosesOption && intent === "next", depotIds: depots.map((depot) => depot.id) });
  const submission = parseWithZod(formData, { schema: intent === "previous" ? lenient(schema) : schema });
  if (submission.status !== "success") {
    return json<WizardActionData>({ step: 4, result: submission.reply() }, { status: 400, headers });
  }
  const values = choosesOption ? submission.value : { ...submission.value, listingOption: undefined };
  // The owner holds no privilege on depot_id: move_listings_to_depot places the listing
  // (supabase/schemas/18-depots.sql: one of their depots, all or nothing). First, so a
  // refused depot leaves the step unsaved too.
  if (values.depotId !== undefined && values.depotId !== listing.pricing.depotId) {
    const moved = await moveListingsToDepot(supabase, [listing.id], values.depotId);
    if (moved.error) {
      const failure = failedToSave("sell: placing the listing at a depot", moved.error);
      const reply = failure.status === 404 ? { fieldErrors: { depotId: [DEPOT_MESSAGE] } } : { formErrors: [failure.message] };
      return json<WizardActionData>({ step: 4, result: submission.reply(reply) }, { status: failure.status === 404 ? 400 : failure.status, headers });
    }
  }
  const { error } = await saveListing(args, pricingColumns(values, { clearMissing: intent !== "previous" }));
  if (error) {
    const failure = failedToSave("sell: saving pricing", error);
    return json<WizardActionData>({ step: 4, result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return afterSave({ request, context, step: 4, intent, headers }, listing.id);
}

/** Step 5: Publish (a draft, for review), Save Changes (a live listing), Save Draft, Previous. */
export async function reviewStep(args: ListingContext) {
  const { request, context, supabase, headers, listing, intent } = args;
  const { redirectWithSuccess, redirectWithError } = getToastUtils(request, context);
  if (intent === "publish" && listing.status !== "active") {
    // The listing fee is taken here, once the listing lacks nothing (SQL's answer, just
    // read), so a refused publish charges nothing. A second press finds the payment made (or
    // the same one unfinished) and pays nothing more; publish_listing then changes nothing.
    const option = findListingOption(listing.pricing.listingOption);
    if (listing.missing.length === 0 && option && paysPerListing(listing, await requireListingTerms(supabase, headers))) {
      const payer = { supabase, origin: new URL(request.url).origin, cancelPath: wizardPath(5, listing.id) };
      const paid = await getPaymentProvider(context).payForListing(payer, listing.id, option.key);
      if (paid.status === "refused") {
        const failure = failedToSave("sell: paying the listing fee", paid.error);
        return json<WizardActionData>({ step: 5, formError: `The payment did not go through: ${failure.message}` }, { status: failure.status, headers });
      }
      if (paid.status === "unavailable") {
        return json<WizardActionData>({ step: 5, formError: paymentMessages.unavailable }, { status: 503, headers });
      }
      // To the card checkout; once paid, the listing is sent for review (private.apply_paid_payment).
      if (paid.status === "checkout") return redirect(paid.url, { status: 303, headers });
    }
    // SQL decides whether the listing is complete: refused, it names what is missing, and the
    // seller goes to the first step that lacks something with that sentence.
    const { error } = await publishListing(supabase, listing.id);
    const lacking = firstStepLacking(listing.missing);
    if (error && refusalStatus(error) === 409 && lacking !== null) {
      return redirectWithError(
        wizardPath(lacking, listing.id),
        { message: "Not ready to publish", description: userMessageFor(error) },
        { headers },
      );
    }
    if (error) {
      const failure = failedToSave("sell: publishing", error);
      return json<WizardActionData>({ step: 5, formError: failure.message }, { status: failure.status, headers });
    }
    return redirectWithSuccess(
      `/sell-generator?edit=${listing.id}`,
      { message: "Listing submitted", description: "Our team reviews new listings within 24 hours." },
      { headers },
    );
  }
  if (intent === "save-changes" && listing.status === "active") {
    return redirectWithSuccess(`/listings/${listing.id}`, { message: "Changes saved", description: "Your listing shows them now." }, { headers });
  }
  if (intent !== "previous" && intent !== "save-draft") throw json("Unknown action", { status: 400 });
  const { error } = await saveListing(args, {});
  if (error) {
    const failure = failedToSave("sell: saving the review step", error);
    return json<WizardActionData>({ step: 5, formError: failure.message }, { status: failure.status, headers });
  }
  return afterSave(args, listing.id);
}
