import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, ListingNotFoundPage } from "~/components/error-boundary";
import type { ListingOptionKey } from "~/content/plans";
import {
  addListingPhotos,
  checkPhotoFiles,
  MAX_LISTING_PHOTOS,
  moveListingPhoto,
  removeListingPhoto,
} from "~/models/listing-photo.server";
import { ownerMayEdit } from "~/models/listing-rules";
import { getUserSession, requireUser } from "~/utils/auth.server";
import { userMessageFor } from "~/utils/errors";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { getPaymentProvider } from "~/utils/payments.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { draftCookieHeaders, hasDraftCookie, readDraftCookie, type CookieDraft } from "./draft-cookie.server";
import { BasicInfoStep } from "./parts/basic-info-step";
import { Landing } from "./parts/landing";
import { ListingSummary } from "./parts/listing-summary";
import { PhotosStep } from "./parts/photos-step";
import { PricingStep } from "./parts/pricing-step";
import { ReviewStep } from "./parts/review-step";
import { SpecsStep } from "./parts/specs-step";
import { StatusPanel } from "./parts/status-panel";
import { StepIndicator } from "./parts/step-indicator";
import {
  basicInfoColumns,
  cookieDraftColumns,
  createDraftListing,
  getOwnDrafts,
  getOwnListing,
  pricingColumns,
  publishListing,
  specsColumns,
  updateWizardListing,
  withoutUndefined,
  type ListingPatch,
  type WizardListing,
} from "./queries.server";
import {
  BasicInfoSchema,
  clampStep,
  createPricingSchema,
  createSpecsSchema,
  IntentSchema,
  lenient,
  ListingIdSchema,
  maxGeneratorYear,
  PHOTO_REQUIRED_MESSAGE,
  wizardSteps,
  type WizardIntent,
} from "./schema";
import * as styles from "./styles.css";

/**
 * /sell-generator: the landing and the five-step listing wizard (spec 01 §2, §4, §5).
 *
 * Every step is a form posted here, validated with its step's schema and merged into a
 * draft listing owned by the seller (status draft), then the next step is shown; the step
 * is in the URL (?step=), and the listing once it exists (?edit=). A signed-out visitor's
 * first two steps live in a signed cookie; photos, Save Draft and Publish ask them to sign
 * in, and their cookie draft then becomes a draft in the database.
 *
 * A listing that is live (active) is edited through the same steps, and each step's
 * changes apply to it straight away, without a new payment or review: the team reviewed
 * the seller and the generator when it went live, and the listing period is already paid
 * for. Pending (under review), expired and sold listings are read-only here.
 */

type WizardActionData = {
  step: number;
  result?: SubmissionResult<string[]>;
  photoMessages?: string[];
  formError?: string;
};

const wizardPath = (step: number, listingId?: string) =>
  listingId ? `/sell-generator?edit=${listingId}&step=${step}` : `/sell-generator?step=${step}`;

/** The furthest step a listing (or a cookie draft) can be on: every step before it is complete. */
function furthestStep(
  values: { basicInfo?: object; specs?: object; pricing?: object; photos?: unknown[] | null; paidOrLive?: boolean },
  maxYear: number,
) {
  if (!BasicInfoSchema.safeParse(values.basicInfo ?? {}).success) return 1;
  if (!createSpecsSchema({ maxYear }).safeParse(values.specs ?? {}).success) return 2;
  if (!values.photos?.length) return 3;
  if (!createPricingSchema({ optionRequired: false }).safeParse(values.pricing ?? {}).success || !values.paidOrLive) return 4;
  return 5;
}

const listingFurthestStep = (listing: WizardListing, maxYear: number) =>
  furthestStep({ ...listing, paidOrLive: listing.payment !== null || listing.status === "active" }, maxYear);

/** The user's own listing, or 404: someone else's listing looks exactly like no listing. */
async function requireOwnListing(supabase: SupabaseClient, userId: string, id: string) {
  const listingId = ListingIdSchema.safeParse(id);
  invariantResponse(listingId.success, "Listing not found", { status: 404 });
  const { listing, error } = await getOwnListing(supabase, userId, listingId.data);
  if (error) {
    console.error("sell: loading a listing", error);
    throw json(userMessageFor(error), { status: 500 });
  }
  invariantResponse(listing, "Listing not found", { status: 404 });
  return listing;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const maxYear = maxGeneratorYear();
  const requestedStep = clampStep(url.searchParams.get("step"));
  const editId = url.searchParams.get("edit");
  const shared = { maxYear, maxPhotos: MAX_LISTING_PHOTOS, paymentTestMode: getPaymentProvider(context).testMode };

  if (editId !== null) {
    const user = await requireUser(request, context);
    const { supabase, headers } = createSupabaseServerClient(request, context);
    const listing = await requireOwnListing(supabase, user.id, editId);
    const step = Math.min(requestedStep, listingFurthestStep(listing, maxYear));
    if (url.searchParams.has("step") && url.searchParams.get("step") !== String(step)) {
      throw redirect(wizardPath(step, listing.id), { headers });
    }
    return json({ ...shared, step, signedIn: true, listing, cookieDraft: null, drafts: [] }, { headers });
  }

  const session = await getUserSession(request, context);
  const { user } = session;
  const cookieDraft = await readDraftCookie(request, context);
  // A draft cookie the app cannot use is removed, so it cannot break every later visit.
  const headers =
    cookieDraft === null && hasDraftCookie(request)
      ? combineHeaders(session.headers, await draftCookieHeaders(request, context, null))
      : session.headers;
  if (user && cookieDraft?.basicInfo?.title) {
    // Signed in after starting while signed out: what they typed becomes their draft.
    const { supabase } = createSupabaseServerClient(request, context);
    const step = Math.min(requestedStep, furthestStep(cookieDraft, maxYear));
    const { id, error } = await createDraftListing(supabase, user.id, cookieDraftColumns(cookieDraft), step);
    if (error || !id) {
      console.error("sell: saving the signed-out draft", error);
      // The database refused the draft's content (SQLSTATE class 22 data, 23 constraint):
      // it never will accept it, so the cookie goes; anything else may pass, so it stays.
      if (!/^2[23]/.test(error?.code ?? "")) throw json(userMessageFor(error), { status: 500 });
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

  let drafts: Array<{ id: string; title: string; href: string; stepTitle: string }> = [];
  if (user) {
    const { supabase } = createSupabaseServerClient(request, context);
    const found = await getOwnDrafts(supabase, user.id);
    if (found.error) console.error("sell: listing drafts", found.error);
    drafts = found.drafts.map((draft) => {
      const step = clampStep(String(draft.wizard_step ?? 1));
      return { id: draft.id, title: draft.title, href: wizardPath(step, draft.id), stepTitle: wizardSteps[step - 1]! };
    });
  }
  // Signed in (no cookie draft): a new listing starts at step 1. Signed out: the cookie
  // draft can reach the photos step, where signing in is needed.
  const step = Math.min(requestedStep, cookieDraft && !user ? furthestStep(cookieDraft, maxYear) : 1);
  if (url.searchParams.has("step") && url.searchParams.get("step") !== String(step)) {
    throw redirect(wizardPath(step), { headers });
  }
  return json({ ...shared, step, signedIn: Boolean(user), listing: null, cookieDraft: user ? null : cookieDraft, drafts }, { headers });
}

type StepContext = {
  request: Request;
  context: AppLoadContext;
  step: number;
  intent: WizardIntent;
  formData: FormData;
  maxYear: number;
};

type ListingContext = StepContext & { supabase: SupabaseClient; headers: Headers; userId: string; listing: WizardListing };

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const step = clampStep(url.searchParams.get("step"));
  const editId = url.searchParams.get("edit");
  const formData = await request.formData();
  const intent = IntentSchema.safeParse(formData.get("intent") ?? "next");
  invariantResponse(intent.success, "Unknown action", { status: 400 });
  const stepContext: StepContext = { request, context, step, intent: intent.data, formData, maxYear: maxGeneratorYear() };

  if (editId === null) {
    const { user } = await getUserSession(request, context);
    if (!user) return signedOutStep(stepContext);
    // Only the first step starts a listing; later steps need one (?edit=).
    if (step !== 1) throw redirect(wizardPath(1));
    const { supabase, headers } = createSupabaseServerClient(request, context);
    return detailsStep({ ...stepContext, supabase, headers, userId: user.id, listing: null });
  }

  const user = await requireUser(request, context, { redirectTo: wizardPath(step, editId) });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const listing = await requireOwnListing(supabase, user.id, editId);
  if (!ownerMayEdit(listing.status)) throw redirect(`/sell-generator?edit=${listing.id}`, { headers });
  const listingContext: ListingContext = { ...stepContext, supabase, headers, userId: user.id, listing };
  if (step <= 2) return detailsStep(listingContext);
  if (step === 3) return photosStep(listingContext);
  if (step === 4) return pricingStep(listingContext);
  return reviewStep(listingContext);
}

/**
 * Step 1 or 2's values from the form: all of them valid for Next and Save Draft, or, for
 * Previous, whichever are valid. `patch` is what to merge into the listing (null: rejected).
 */
function parseDetailsStep(step: number, formData: FormData, maxYear: number, intent: WizardIntent) {
  const back = intent === "previous";
  if (step === 1) {
    const submission = parseWithZod(formData, { schema: back ? lenient(BasicInfoSchema) : BasicInfoSchema });
    const value = submission.status === "success" ? submission.value : null;
    return { submission, value, patch: value ? basicInfoColumns(value, { clearMissing: !back }) : null };
  }
  const schema = createSpecsSchema({ maxYear });
  const submission = parseWithZod(formData, { schema: back ? lenient(schema) : schema });
  const value = submission.status === "success" ? submission.value : null;
  return { submission, value, patch: value ? specsColumns(value, { clearMissing: !back }) : null };
}

/** Next, Previous and Save Draft on steps 1 and 2 for a visitor who is not signed in. */
async function signedOutStep({ request, context, step, intent, formData, maxYear }: StepContext) {
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
    const { error } = await updateWizardListing(supabase, listing.id, patch, wizardStep);
    return { id: listing.id, error };
  }
  return createDraftListing(supabase, userId, patch, wizardStep);
}

/** Steps 1 (Basic Info) and 2 (Specs). */
async function detailsStep(args: Omit<ListingContext, "listing"> & { listing: WizardListing | null }) {
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
    console.error("sell: saving a step", error);
    return json<WizardActionData>(
      { step, result: submission.reply({ formErrors: [userMessageFor(error)] }) },
      { status: 500, headers },
    );
  }
  return afterSave(args, id);
}

/** Step 3: uploads (whatever button sent them), remove, move left or right, and the step buttons. */
async function photosStep(args: ListingContext) {
  const { supabase, headers, userId, listing, intent, formData } = args;
  const messages: string[] = [];
  const files = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
  let photoCount = listing.photos.length;
  if (files.length) {
    const { accepted, refused } = await checkPhotoFiles(files, photoCount);
    messages.push(...refused);
    if (accepted.length) {
      const { error } = await addListingPhotos(supabase, { userId, listingId: listing.id, photos: accepted, nextPosition: nextPhotoPosition(listing) });
      if (error) {
        console.error("sell: adding photos", error);
        messages.push(userMessageFor(error));
      } else {
        photoCount += accepted.length;
      }
    }
  }
  if (typeof intent === "object") {
    const photo = listing.photos.find((candidate) => candidate.id === intent.photoId);
    invariantResponse(photo, "Photo not found", { status: 404 });
    const { error } =
      intent.operation === "remove-photo"
        ? await removeListingPhoto(supabase, listing.id, photo.id)
        : await moveListingPhoto(supabase, photo.id, intent.operation === "move-left" ? "left" : "right");
    if (error) messages.push(userMessageFor(error));
    if (intent.operation === "remove-photo" && !error) photoCount -= 1;
  }
  if (messages.length) return json<WizardActionData>({ step: 3, photoMessages: messages }, { status: 400, headers });
  if (typeof intent === "object" || intent === "upload") return redirect(wizardPath(3, listing.id), { headers });
  if (intent === "next" && photoCount === 0) {
    return json<WizardActionData>({ step: 3, photoMessages: [PHOTO_REQUIRED_MESSAGE] }, { status: 400, headers });
  }
  if (!["next", "previous", "save-draft"].includes(intent)) throw json("Unknown action", { status: 400 });
  const { error } = await saveListing(args, {});
  if (error) return json<WizardActionData>({ step: 3, photoMessages: [userMessageFor(error)] }, { status: 500, headers });
  return afterSave(args, listing.id);
}

const nextPhotoPosition = (listing: WizardListing) => Math.max(-1, ...listing.photos.map((photo) => photo.position)) + 1;

/** Step 4: the price and location, and (for a draft not yet paid for) the listing option's payment. */
async function pricingStep(args: ListingContext) {
  const { request, context, supabase, headers, listing, intent, formData } = args;
  if (typeof intent !== "string" || !["next", "previous", "save-draft"].includes(intent)) {
    throw json("Unknown action", { status: 400 });
  }
  const needsPayment = listing.payment === null && listing.status !== "active";
  const schema = createPricingSchema({ optionRequired: needsPayment && intent === "next" });
  const submission = parseWithZod(formData, { schema: intent === "previous" ? lenient(schema) : schema });
  if (submission.status !== "success") {
    return json<WizardActionData>({ step: 4, result: submission.reply() }, { status: 400, headers });
  }
  const { error } = await saveListing(args, pricingColumns(submission.value, { clearMissing: intent !== "previous" }));
  if (error) {
    console.error("sell: saving pricing", error);
    return json<WizardActionData>({ step: 4, result: submission.reply({ formErrors: [userMessageFor(error)] }) }, { status: 500, headers });
  }
  if (intent === "next" && needsPayment) {
    const option = submission.value.listingOption as ListingOptionKey;
    const paid = await getPaymentProvider(context).payForListing(supabase, listing.id, option);
    if (paid.error) {
      console.error("sell: payment", paid.error);
      return json<WizardActionData>(
        { step: 4, result: submission.reply({ formErrors: [`The payment did not go through: ${userMessageFor(paid.error)}`] }) },
        { status: 400, headers },
      );
    }
  }
  return afterSave({ request, context, step: 4, intent, headers }, listing.id);
}

/** Step 5: Publish (a draft, for review), Save Changes (a live listing), Save Draft, Previous. */
async function reviewStep(args: ListingContext) {
  const { request, context, supabase, headers, listing, intent, maxYear } = args;
  const { redirectWithSuccess } = getToastUtils(request, context);
  if (intent === "publish" && listing.status !== "active") {
    const incomplete = listingFurthestStep(listing, maxYear);
    if (incomplete < 5) throw redirect(wizardPath(incomplete, listing.id), { headers });
    const { error } = await publishListing(supabase, listing.id);
    if (error) {
      console.error("sell: publishing", error);
      return json<WizardActionData>({ step: 5, formError: userMessageFor(error) }, { status: 500, headers });
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
  if (error) return json<WizardActionData>({ step: 5, formError: userMessageFor(error) }, { status: 500, headers });
  return afterSave(args, listing.id);
}

export default function SellGeneratorPage() {
  const data = useLoaderData<typeof loader>();
  const { listing, step } = data;
  const showLanding = !listing && step === 1;
  const live = listing?.status === "active";
  const readOnly = listing !== null && !ownerMayEdit(listing.status);
  return (
    <>
      {showLanding ? <Landing drafts={data.drafts} /> : null}
      <div className={styles.wizard} id="wizard">
        <header className={styles.wizardHeader}>
          {showLanding ? (
            <h2 className={styles.wizardTitle}>List your generator</h2>
          ) : (
            <h1 className={styles.wizardTitle}>{live ? "Edit Your Listing" : "Sell Your Generator"}</h1>
          )}
          {listing ? <p className={styles.muted}>{listing.basicInfo.title}</p> : null}
        </header>
        {readOnly ? <StatusPanel status={listing.status} /> : <Wizard />}
        {readOnly ? (
          <section className={styles.stepCard} aria-label="Your listing">
            <ListingSummary values={{ ...listing, listingOption: listing.payment?.listing_option ?? null }} />
          </section>
        ) : null}
      </div>
    </>
  );
}

function Wizard() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { step, listing } = data;
  const live = listing?.status === "active";
  // A rejected submission's values and errors belong to the step that was sent.
  const forThisStep = actionData?.step === step ? actionData : undefined;
  const lastResult = forThisStep && "result" in forThisStep ? forThisStep.result : undefined;
  const values = listing ?? {
    basicInfo: data.cookieDraft?.basicInfo ?? {},
    specs: { keyFeatures: [], ...data.cookieDraft?.specs },
    pricing: { priceNegotiable: false },
    photos: [],
  };
  return (
    <>
      <StepIndicator step={step} hrefFor={(target) => wizardPath(target, listing?.id)} />
      {step === 1 ? (
        <BasicInfoStep key={`1-${listing?.id}`} defaultValue={values.basicInfo} lastResult={lastResult} live={live} />
      ) : step === 2 ? (
        <SpecsStep key={`2-${listing?.id}`} defaultValue={values.specs} lastResult={lastResult} maxYear={data.maxYear} live={live} />
      ) : step === 3 ? (
        <PhotosStep
          photos={values.photos}
          messages={forThisStep && "photoMessages" in forThisStep ? forThisStep.photoMessages : undefined}
          signedIn={data.signedIn}
          live={live}
          maxPhotos={data.maxPhotos}
        />
      ) : step === 4 ? (
        <PricingStep
          key={`4-${listing?.id}`}
          defaultValue={values.pricing}
          lastResult={lastResult}
          optionRequired={listing?.payment === null && !live}
          paidOption={listing?.payment?.listing_option ?? null}
          live={live}
          testMode={data.paymentTestMode}
        />
      ) : listing ? (
        <ReviewStep
          values={{ ...listing, listingOption: listing.payment?.listing_option ?? null }}
          error={forThisStep && "formError" in forThisStep ? forThisStep.formError : undefined}
          live={live}
        />
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.listing
    ? pageMeta({ title: `Your listing: ${data.listing.basicInfo.title}`, description: "Edit your generator listing on GenMarket." })
    : pageMeta({
        title: "Sell Your Generator",
        description:
          "List your generator in five steps: basic info, specs, photos, pricing and review. Reviewed within 24 hours, seen by 10,000+ active buyers.",
      });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <ListingNotFoundPage to="/sell-generator" label="Sell Your Generator" />,
      }}
    />
  );
}
