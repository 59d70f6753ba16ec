import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, ListingNotFoundPage } from "~/components/error-boundary";
import { resolveStats, sellerStats } from "~/content/claims";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo.server";
import { ownerMayEdit } from "~/models/listing-rules";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { getUserSession, requireUser } from "~/utils/auth.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { getPaymentProvider } from "~/utils/payments.server";
import { pageMeta } from "~/utils/seo";
import { createAnonymousSupabaseClient, createSupabaseServerClient } from "~/utils/supabase.server";
import { maxGeneratorYear } from "~/utils/validation";
import { BasicInfoStep } from "./parts/basic-info-step";
import { draftCookieHeaders, hasDraftCookie, readDraftCookie } from "./parts/draft-cookie.server";
import { Landing } from "./parts/landing";
import { ListingSummary } from "./parts/listing-summary";
import { PhotosStep } from "./parts/photos-step";
import { PricingStep } from "./parts/pricing-step";
import { ReviewStep } from "./parts/review-step";
import { SpecsStep } from "./parts/specs-step";
import { StatusPanel } from "./parts/status-panel";
import { StepIndicator } from "./parts/step-indicator";
import { clampStep, IntentSchema, wizardPath } from "./schema";
import * as styles from "./styles.css";
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
  reviewStep,
  saveCookieDraft,
  signedOutStep,
  type ListingContext,
  type StepContext,
} from "./wizard.server";

/**
 * /sell-generator: the landing and the five-step listing wizard (spec 01 §2, §4, §5).
 *
 * Every step is a form posted here, validated with its step's schema and merged into a
 * draft listing owned by the seller (status draft), then the next step is shown; the step
 * is in the URL (?step=), and the listing once it exists (?edit=). A signed-out visitor's
 * first two steps live in a signed cookie; photos, Save Draft and Publish ask them to sign
 * in, and their cookie draft then becomes a draft in the database. What each step's buttons
 * do is in wizard.server.ts; this module decides who may, and shows the steps.
 *
 * A listing that is live (active) is edited through the same steps, and each step's
 * changes apply to it straight away, without a new payment or review: the team reviewed
 * the seller and the generator when it went live, and the listing period is already paid
 * for. Pending (under review), expired and sold listings are read-only here.
 */

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
    const step = listingStep(listing, requestedStep);
    if (url.searchParams.has("step") && url.searchParams.get("step") !== String(step)) {
      throw redirect(wizardPath(step, listing.id), { headers });
    }
    const terms = step >= 4 ? await requireListingTerms(supabase, headers) : null;
    const listingTerms = { perListing: paysPerListing(listing, terms), terms };
    return json(
      { ...shared, step, signedIn: true, listing, listingTerms, cookieDraft: null, drafts: [], stats: [], completeSteps: completeSteps({ listing, cookieDraft: null, maxYear }) },
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

  const drafts = user ? await draftLinks(createSupabaseServerClient(request, context).supabase, user.id) : [];
  // Signed in (no cookie draft): a new listing starts at step 1. Signed out: the cookie
  // draft can reach the photos step, where signing in is needed.
  const step = Math.min(requestedStep, cookieDraft && !user ? cookieDraftFurthestStep(cookieDraft, maxYear) : 1);
  if (url.searchParams.has("step") && url.searchParams.get("step") !== String(step)) {
    throw redirect(wizardPath(step), { headers });
  }
  // The landing's headline figures show on step 1 only.
  const stats = step === 1 ? resolveStats(sellerStats, await countMarketplace(createAnonymousSupabaseClient(context))) : [];
  const draft = user ? null : cookieDraft;
  return json(
    { ...shared, step, signedIn: Boolean(user), listing: null, listingTerms: null, cookieDraft: draft, drafts, stats, completeSteps: completeSteps({ listing: null, cookieDraft: draft, maxYear }) },
    { headers },
  );
}

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

export default function SellGeneratorPage() {
  const data = useLoaderData<typeof loader>();
  const { listing, step } = data;
  const showLanding = !listing && step === 1;
  const live = listing?.status === "active";
  const readOnly = listing !== null && !ownerMayEdit(listing.status);
  return (
    <>
      {showLanding ? <Landing drafts={data.drafts} stats={data.stats} /> : null}
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
      <StepIndicator step={step} hrefFor={(target) => wizardPath(target, listing?.id)} completeSteps={data.completeSteps} />
      {step === 1 ? (
        <BasicInfoStep
          key={`1-${listing?.id}`}
          defaultValue={values.basicInfo}
          lastResult={lastResult}
          live={live}
          filedUnder={listing?.filedUnder ?? null}
        />
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
          optionRequired={data.listingTerms?.perListing ?? false}
          paidOption={listing?.payment?.listing_option ?? null}
          tradePackage={data.listingTerms?.terms?.userType === "trade_seller" ? data.listingTerms.terms : null}
          live={live}
        />
      ) : listing ? (
        <ReviewStep
          listingId={listing.id}
          missing={listing.missing}
          values={{ ...listing, listingOption: listing.payment?.listing_option ?? listing.pricing.listingOption ?? null }}
          error={forThisStep && "formError" in forThisStep ? forThisStep.formError : undefined}
          live={live}
          charge={data.listingTerms?.perListing ? (listing.pricing.listingOption ?? null) : null}
          paidOption={listing.payment?.listing_option ?? null}
          tradePackage={data.listingTerms?.terms?.userType === "trade_seller" ? data.listingTerms.terms : null}
          testMode={data.paymentTestMode}
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
          "List your generator in five steps: basic info, specs, photos, pricing and review. Reviewed within 24 hours.",
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
