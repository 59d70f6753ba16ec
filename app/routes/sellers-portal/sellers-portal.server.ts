import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadMessages, replyToThread } from "~/components/messages/messages.server";
import { REPLY_INTENT } from "~/components/messages/schema";
import { isProfileIntent, loadProfileView, profileAction } from "~/components/profile/profile.server";
import { REPLY_REVIEW_INTENT } from "~/components/reviews/schema";
import { loadSellerReviews, replyToReview } from "~/components/reviews/seller-reviews.server";
import { handleSavedSearchIntent, isSavedSearchIntent, loadSavedSearches } from "~/components/saved-searches/saved-searches.server";
import { PORTAL_TEMPLATE_FILENAME } from "~/content/bulk-template";
import { conditionLabel } from "~/content/listing-options";
import { getDealerDepots } from "~/models/depot.server";
import { ownerMayEdit } from "~/models/listing-rules";
import { getSellerAuctions } from "~/models/own-auction.server";
import { searchOwnListings, type PortalListing } from "~/models/own-listing.server";
import { getSavedListings } from "~/models/saved-listing.server";
import { getSellerCard } from "~/models/seller.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { getPaymentProvider } from "~/utils/payments.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { uploadTooLarge, uploadTooLargeMessage } from "~/utils/upload-size.server";
import { roleFlags } from "~/utils/user";
import { apiKeysAction, loadApiKeysTab } from "./api-keys.server";
import { depotsAction, loadDepotsTab } from "./depots.server";
import { bulkListingsAction } from "./listings.server";
import { isApiKeyIntent, isDepotIntent, parseListingsQuery, portalTab } from "./schema";

/**
 * A row of the listings tab: the listing with its condition in words, its depot's name (where
 * the dealer has several) and whether its owner may edit it, worked out here (the rules and
 * option tables stay off the page's script).
 */
function listingRow(listing: PortalListing, depotNames: ReadonlyMap<string, string>) {
  return {
    ...listing,
    conditionLabel: listing.condition ? conditionLabel(listing.condition) : null,
    depotName: listing.depot_id ? (depotNames.get(listing.depot_id) ?? null) : null,
    mayEdit: ownerMayEdit(listing.status),
  };
}

export type PortalListingRow = ReturnType<typeof listingRow>;

/**
 * /sellers-portal (docs/spec/02-auctions-and-seller-tools.md §2): signed-in members only (visitors go through the sign-in
 * gate); non-sellers are told a seller account is required. A seller sees their profile
 * header, Quick Actions, the side tab menu and the tab in the URL (`?tab=`), each loaded
 * here only when shown. Every answer is `private, no-store` (route.tsx's headers): the API
 * tab's answer to Create key holds the new key.
 */
export async function sellersPortalLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (!roleFlags(user).isSeller) return json({ seller: false as const }, { headers });
  const searchParams = new URL(request.url).searchParams;
  const tab = portalTab.parse(searchParams.get("tab") ?? undefined);

  const cardResult = await getSellerCard(supabase, user.id);
  if (cardResult.error) failedToLoad("sellers portal: loading the seller's card", cardResult.error, headers);
  const card = cardResult.card;
  // The template's name from here: its module holds the template's column notes too, text the page's script does without.
  const base = { seller: true as const, card, nowMs: Date.now(), templateFilename: PORTAL_TEMPLATE_FILENAME };

  if (tab === "listings") {
    const query = parseListingsQuery(searchParams);
    const search = (depotId: string | undefined) =>
      searchOwnListings(supabase, { search: query.q || null, status: query.status ?? null, sort: query.sort, depotId });
    // The depot filter, the rows' depot and Move to depot appear where a dealer has two depots or
    // more (docs/sellers-portal.md#depots); a depot that is not one of those is ignored, as any
    // unknown filter is. Without a depot asked for, both load at once.
    const [depots, unfiltered] = await Promise.all([getDealerDepots(supabase, user.id), query.depot ? null : search(undefined)]);
    if (depots.error) failedToLoad("sellers portal: loading depots", depots.error, headers);
    const choices = depots.depots.length > 1 ? depots.depots.map((depot) => ({ id: depot.id, name: depot.name })) : [];
    const depot = choices.find((choice) => choice.id === query.depot);
    const listings = unfiltered ?? (await search(depot?.id));
    if (listings.error) failedToLoad("sellers portal: loading listings", listings.error, headers);
    const depotNames = new Map(choices.map((choice) => [choice.id, choice.name]));
    return json(
      { ...base, tab, query: { ...query, depot: depot?.id }, depots: choices, listings: listings.listings.map((listing) => listingRow(listing, depotNames)) },
      { headers },
    );
  }
  if (tab === "auctions") {
    const result = await getSellerAuctions(supabase, user.id, { localPayments: getPaymentProvider(context).testMode });
    if (result.error) failedToLoad("sellers portal: loading auctions", result.error, headers);
    return json({ ...base, tab, auctions: result.auctions }, { headers });
  }
  if (tab === "saved") {
    const [result, searches] = await Promise.all([getSavedListings(supabase), loadSavedSearches(supabase, headers)]);
    if (result.error) failedToLoad("sellers portal: loading saved listings", result.error, headers);
    return json({ ...base, tab, saved: { listings: result.listings, unavailable: result.unavailable, searches } }, { headers });
  }
  if (tab === "messages") {
    const messages = await loadMessages(supabase, user, { threadParam: searchParams.get("thread"), headers });
    return json({ ...base, tab, messages }, { headers });
  }
  if (tab === "reviews") {
    const reviews = await loadSellerReviews(supabase, user, headers);
    return json({ ...base, tab, reviews }, { headers });
  }
  if (tab === "depots") {
    const depots = await loadDepotsTab(supabase, user, searchParams, headers);
    return json({ ...base, tab, depotsTab: depots }, { headers });
  }
  if (tab === "api") {
    const apiKeys = await loadApiKeysTab(supabase, user, headers);
    return json({ ...base, tab, apiKeys }, { headers });
  }
  const profile = await loadProfileView(request, context, user);
  return json({ ...base, tab, profile }, { headers });
}

export async function sellersPortalAction({ request, context }: ActionFunctionArgs) {
  // Only the profile photo's form sends a file: a request too large is refused before it is read (utils/upload-size.server.ts).
  const tooLarge = uploadTooLarge(request);
  if (tooLarge !== null) return json({ photoError: uploadTooLargeMessage(tooLarge) }, { status: 413 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  // The profile's forms sign the member in themselves (a signed-out photo upload has its own words).
  if (isProfileIntent(intent)) return profileAction(request, context, formData);
  const user = await requireUser(request, context);
  if (!roleFlags(user).isSeller) throw json({ message: "Seller Account Required" }, { status: 403 });
  if (intent === REPLY_INTENT) return replyToThread(request, context, user, formData);
  if (intent === REPLY_REVIEW_INTENT) return replyToReview(request, context, formData);
  if (isSavedSearchIntent(intent)) return handleSavedSearchIntent(request, context, formData);
  if (isApiKeyIntent(intent)) return apiKeysAction(request, context, formData);
  if (isDepotIntent(intent)) return depotsAction(request, context, user, formData);
  return bulkListingsAction(request, context, user, formData);
}
