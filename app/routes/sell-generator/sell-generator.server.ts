import { getZodConstraint } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveStats, sellerStats } from "~/content/claims";
import { BasicInfoSchema, createSpecsSchema } from "~/models/listing-fields";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { ownerMayEdit } from "~/models/listing-rules";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { getUserSession, requireUser } from "~/utils/auth.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { getPaymentProvider } from "~/utils/payments.server";
import { createAnonymousSupabaseClient, createSupabaseServerClient } from "~/utils/supabase.server";
import { uploadTooLarge, uploadTooLargeMessage } from "~/utils/upload-size.server";
import { roleFlags } from "~/utils/user";
import { maxGeneratorYear } from "~/utils/validation";
import { draftCookieHeaders, hasDraftCookie, readDraftCookie } from "./parts/draft-cookie.server";
import { createPricingSchema, IntentSchema } from "./schema";
import { clampStep, NEW_LISTING_PARAM, wizardPath } from "./steps";
import { draftChoice, landingView, listingSummary, pageWords, statusPanelFor, stepIndicator, stepView } from "./wizard-view.server";
import {
  completeSteps,
  detailsStep,
  draftLinks,
  cookieDraftFurthestStep,
  listingStep,
  paysPerListing,
  photosStep,
  pricingStep,
  requireListingTerms,
  requireOwnListing,
  requireSellerDepots,
  reviewStep,
  saveCookieDraft,
  signedOutStep,
  type ListingContext,
  type StepContext,
} from "./wizard.server";

// The wizard's loader and action (who may, and which step), here so zod and the steps'
// schemas stay off the page's script: each step's form loads its schema on first focus
// (utils/validation-on-first-use.ts), and the loader hands over its fields' constraints.

/** The shown step's fields' HTML constraints (required, maxlength…), by the schema its form loads. */
function stepConstraint(step: number, { optionRequired, maxYear }: { optionRequired: boolean; maxYear: number }) {
  if (step === 1) return getZodConstraint(BasicInfoSchema);
  if (step === 2) return getZodConstraint(createSpecsSchema({ maxYear }));
  if (step === 4) return getZodConstraint(createPricingSchema({ optionRequired, depotIds: [] }));
  return {};
}

export async function sellGeneratorLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const maxYear = maxGeneratorYear();
  const requestedStep = clampStep(url.searchParams.get("step"));
  const editId = url.searchParams.get("edit");
  const shared = { maxYear, maxPhotos: MAX_LISTING_PHOTOS, paymentTestMode: getPaymentProvider(context).testMode };

  if (editId !== null) {
    const user = await requireUser(request, context);
    const { supabase, headers } = createSupabaseServerClient(request, context);
    const listing = await requireOwnListing(supabase, user.id, editId);
    const step = listingStep(listing, requestedStep);
    if (url.searchParams.has("step") && url.searchParams.get("step") !== String(step)) {
      throw redirect(wizardPath(step, listing.id), { headers });
    }
    const editable = ownerMayEdit(listing.status);
    // Pricing offers the seller's depots, and Review (or a read-only listing's summary) names the chosen one.
    const [terms, depots] = await Promise.all([
      step >= 4 ? requireListingTerms(supabase, headers) : null,
      step >= 4 || !editable ? requireSellerDepots(supabase, user.id, listing, headers) : [],
    ]);
    const payment = { perListing: paysPerListing(listing, terms), terms };
    const constraint = stepConstraint(step, { optionRequired: payment.perListing, maxYear });
    return json(
      {
        ...shared,
        step,
        view: stepView(step, listing, payment, { maxYear, testMode: shared.paymentTestMode, depots }),
        ...pageWords({ landing: false, listing }),
        constraint,
        signedIn: true,
        listing,
        // A listing the owner may not change (pending, expired, sold) is shown as its summary instead of the steps.
        readOnlySummary: editable ? null : listingSummary(listing, listing.payment?.listing_option ?? null, { depots, tradeSeller: roleFlags(user).isTradeSeller }),
        statusPanel: editable ? null : statusPanelFor(listing.status, listing.id),
        cookieDraft: null,
        landing: null,
        draftChoice: null,
        steps: stepIndicator(step, completeSteps({ listing, cookieDraft: null, maxYear }), listing.id),
      },
      { headers },
    );
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
    const { supabase } = createSupabaseServerClient(request, context);
    return saveCookieDraft({ request, context, supabase, userId: user.id, headers }, cookieDraft, requestedStep, maxYear);
  }

  // Signed in (no cookie draft): a new listing starts at step 1. Signed out: the cookie
  // draft can reach the photos step, where signing in is needed.
  const step = Math.min(requestedStep, cookieDraft && !user ? cookieDraftFurthestStep(cookieDraft, maxYear) : 1);
  if (url.searchParams.has("step") && url.searchParams.get("step") !== String(step)) {
    throw redirect(wizardPath(step), { headers });
  }
  // The landing (the member's drafts, the headline figures, the listing options) shows on step 1 only.
  const drafts = step === 1 && user ? await draftLinks(createSupabaseServerClient(request, context).supabase, user.id) : [];
  // A member with a draft is asked to continue it or start another (?new=1), rather than
  // starting a new draft each time they come to sell (docs/selling.md); the landing lists the
  // drafts only once that question is answered, so no draft is offered twice on one page.
  const openDrafts = url.searchParams.has(NEW_LISTING_PARAM) ? [] : drafts;
  const landing =
    step === 1
      ? landingView({
          drafts: openDrafts.length ? [] : drafts,
          stats: resolveStats(sellerStats, await countMarketplace(createAnonymousSupabaseClient(context))),
        })
      : null;
  const draft = user ? null : cookieDraft;
  return json(
    {
      ...shared,
      step,
      view: stepView(step, null, null, { maxYear, testMode: shared.paymentTestMode }),
      ...pageWords({ landing: landing !== null, listing: null }),
      constraint: stepConstraint(step, { optionRequired: false, maxYear }),
      signedIn: Boolean(user),
      listing: null,
      readOnlySummary: null,
      statusPanel: null,
      cookieDraft: draft,
      landing,
      draftChoice: draftChoice(openDrafts),
      steps: stepIndicator(step, completeSteps({ listing: null, cookieDraft: draft, maxYear })),
    },
    { headers },
  );
}

export async function sellGeneratorAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const step = clampStep(url.searchParams.get("step"));
  const editId = url.searchParams.get("edit");
  // Refused before it is read (utils/upload-size.server.ts): only the photos step sends files.
  const tooLarge = uploadTooLarge(request);
  if (tooLarge !== null) return json({ step, photoMessages: [uploadTooLargeMessage(tooLarge)] }, { status: 413 });
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
