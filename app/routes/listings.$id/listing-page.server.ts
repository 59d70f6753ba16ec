import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { buyingTips } from "~/content/audiences";
import { generatorTypes } from "~/content/generator-types";
import { vatStatusLabel } from "~/content/listing-options";
import { listingStatusLabels, type ListingStatus } from "~/content/listing-statuses";
import { getListingPage, type ListingDetail } from "~/models/catalogue.server";
import { sellerDisplayName } from "~/models/listing-rules";
import { sendListingEnquiry } from "~/models/message.server";
import { setListingSaved } from "~/models/saved-listing.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { depotListingsHref } from "~/utils/depot-links";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDate, formatHours, formatMonthYear, formatPower, formatResponseTime } from "~/utils/format";
import { EnquirySchema } from "~/utils/message-validation";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { listingStructuredData } from "~/utils/structured-data";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { roleFlags, safeRedirect } from "~/utils/user";
import type { ListingTabsContent } from "./parts/listing-tabs";
import { getMemberView } from "./parts/member-view.server";
import { detailRows, specificationRows } from "./parts/specifications";
import { ENQUIRY_CARRIED_MAX, listingIdSchema, listingIntentSchema, SaveSchema } from "./schema";

// The listing page's loader and action, apart from route.tsx so zod and the schemas stay off
// the page's script (the 110 KB budget, docs/performance.md), as do the tables and formatting of what the page
// shows (listingShown).

/**
 * The listing for everyone, with the seller's other listings and similar ones below it; for
 * a signed-in member also their saved states, whether it is their own listing, and the
 * seller's phone once Call Seller asked for it (?phone=1), which a visitor is asked to sign
 * in for. Only cookie-less answers are cached, so no member's page is ever served to another.
 */
export async function loadListingPage({ request, params, context }: LoaderFunctionArgs) {
  const id = listingIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // The page in one call; a member's own state is a second, for members only.
  const [{ listing, related, error }, user] = await Promise.all([getListingPage(supabase, id.data), getUser(request, context)]);
  if (error) failedToLoad("listing: load", error);
  invariantResponse(listing && related, "Listing not found", { status: 404 });
  const url = new URL(request.url);
  const phoneRequested = url.searchParams.get("phone") === "1";
  const sentRequested = url.searchParams.get("sent") === "1";
  const relatedIds = [...related.seller, ...related.similar].map((card) => card.id);
  const member = user
    ? await getMemberView(supabase, { userId: user.id, isSeller: roleFlags(user).isSeller, listing, phoneRequested, sentRequested, relatedIds })
    : null;
  // The seller's own visits are not views (server.ts counts the others).
  if (member?.ownListing) context.listingView.bySeller = true;
  const canonical = `${url.origin}/listings/${listing.id}`;
  const shown = listingShown(listing);
  const data = {
    listing,
    shown,
    member,
    related,
    phoneAsked: phoneRequested,
    shareUrl: canonical,
    // For search engines, a live listing only (any other is its owner's or staff's page).
    structuredData:
      listing.status === "active"
        ? listingStructuredData(listing, listing.photos, { name: shown.sellerName, isBusiness: Boolean(listing.seller?.company_name?.trim()) }, canonical)
        : null,
  };
  if (listing.status !== "active") {
    // Only its owner or staff can read it (with a session cookie, so never edge-cached):
    // say so to every cache too.
    return json(data, { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) });
  }
  return json(data, { headers: anonymousCacheHeaders(request, headers) });
}

const notPublicExplanations: Record<Exclude<ListingStatus, "active">, string> = {
  draft: "Only you can see this draft. Publish it from the sell wizard when it is ready.",
  pending: "The GenMarket team reviews new listings within 24 hours. Until it is approved, only the seller and the team can see it.",
  rejected: "The GenMarket team did not approve this listing. The seller can read why in their dashboard, edit it and publish it again.",
  expired: "Its listing period has ended, so buyers no longer see it.",
  sold: "It has been marked as sold, so buyers no longer see it.",
  inactive: "The seller has taken it off the site for now; they can put it back while its listing period lasts.",
};

/** The page's words for a listing: its type, price note, seller's name, the tabs' rows, and why it is not public. */
function listingShown(listing: ListingDetail) {
  const type = listing.type ? generatorTypes[listing.type] : null;
  const tabs: ListingTabsContent = {
    details: detailRows(listing),
    specifications: specificationRows(listing),
    applications: listing.applications,
    type: type && { name: type.name, applications: type.applications },
  };
  return {
    type: type && { key: type.key, name: type.name, description: type.description, applications: type.applications },
    // The overview's four tiles, in words ("n/a" where the seller gave none).
    overviewTiles: [
      { label: "Brand", value: listing.brand },
      { label: "Year", value: listing.year === null ? null : String(listing.year) },
      { label: "Power", value: listing.power_kw === null ? null : formatPower(listing.power_kw) },
      { label: "Hours", value: listing.hours === null ? null : formatHours(listing.hours) },
    ].map((tile) => ({ label: tile.label, value: tile.value ?? "n/a" })),
    // Dated here: the browser would start Intl's dates to hydrate one line (utils/format.ts).
    listedOn: formatDate(listing.published_at ?? listing.created_at),
    priceNote: [vatStatusLabel(listing.vat_status ?? "vat-na"), listing.price_negotiable ? "Negotiable" : null].filter(Boolean).join(" · "),
    sellerName: sellerDisplayName(listing.seller),
    // The depot card's link, made here (the page's script stays within its budget).
    depotHref: listing.depot ? depotListingsHref(listing.dealer_id, listing.depot.id) : null,
    // The buyers' page's tips, one list (and words the page's script does without).
    buyingTips,
    // Counted by seller_profile_card; no response time until there are enough replies to say.
    sellerFacts: listing.seller
      ? [
          { label: "Member since", value: formatMonthYear(listing.seller.member_since) },
          ...(listing.seller.median_response_minutes === null
            ? []
            : [{ label: "Response time", value: formatResponseTime(listing.seller.median_response_minutes) }]),
        ]
      : [],
    tabs,
    notPublic:
      listing.status === "active"
        ? null
        : { title: `${listingStatusLabels[listing.status]} — not public`, explanation: notPublicExplanations[listing.status] },
  };
}

/**
 * The Contact Seller card's forms (and the cards' hearts). Call Seller comes back to the
 * page with ?phone=1: a member's shows the number, a visitor's a prompt to sign in. For
 * Save and Message Seller visitors are sent to sign in and back to this listing: to the
 * message form, with a short message kept, for Message Seller.
 */
export async function listingPageAction({ request, params, context }: ActionFunctionArgs) {
  const id = listingIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Listing not found", { status: 404 });
  const formData = await request.formData();
  const intent = listingIntentSchema.safeParse(formData.get("intent"));
  invariantResponse(intent.success, "Unknown action", { status: 400 });
  const listingPath = `/listings/${id.data}`;
  // The page the forms were on (its photo, tab and phone state), to come back to.
  const pageUrl = new URL(request.url);

  if (intent.data === "call") {
    pageUrl.searchParams.set("phone", "1");
    return redirect(`${pageUrl.pathname}${pageUrl.search}#contact`);
  }

  const user = await requireUser(request, context, { redirectTo: signInReturnPath(listingPath, intent.data, formData) });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);

  if (intent.data === "save") {
    const submission = SaveSchema.safeParse({ saved: formData.get("saved") });
    invariantResponse(submission.success, "Invalid request", { status: 400 });
    const { saved } = submission.data;
    const { error } = await setListingSaved(supabase, id.data, saved);
    const failure = error ? failedToSave("listing: save", error) : null;
    // Without JavaScript the form asks to go back where it was; a fetcher wants data.
    const redirectTo = formData.get("redirectTo");
    if (redirectTo) {
      const to = safeRedirect(redirectTo, listingPath);
      return failure ? toasts.redirectWithError(to, failure.message, { headers }) : redirect(to, { headers });
    }
    return failure
      ? toasts.jsonWithError({ saved: !saved }, failure.message, { headers })
      : json({ saved }, { headers });
  }

  const submission = parseWithZod(formData, { schema: EnquirySchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  if (await isRateLimited(request, context, "message", { memberId: user.id })) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429, headers });
  }
  const { error } = await sendListingEnquiry(supabase, id.data, submission.value.message);
  if (error) {
    const failure = failedToSave("listing: enquiry", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  // Back to the card, which says the message went and links to the conversation (?sent=1): a
  // toast there covered the seller's name at the top of the card.
  pageUrl.searchParams.delete("message");
  pageUrl.searchParams.set("sent", "1");
  return redirect(`${pageUrl.pathname}${pageUrl.search}#contact`, { headers });
}

/** Where sign-in leads back to: the listing, at the phone or the message form when those were asked for. */
function signInReturnPath(listingPath: string, intent: "save" | "enquire", formData: FormData) {
  if (intent === "save") return listingPath;
  const message = String(formData.get("message") ?? "").trim();
  const carried = message && message.length <= ENQUIRY_CARRIED_MAX ? `?${new URLSearchParams({ message })}` : "";
  return `${listingPath}${carried}#contact`;
}
