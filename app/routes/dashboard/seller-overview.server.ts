import {
  privateSellerTips,
  RESPONSE_RATE_TIP_BELOW,
  slowResponseTip,
  viewsWithoutEnquiriesTip,
  type SellerTip,
} from "~/content/seller-tips";
import { getSellerOverviewFigures } from "~/models/listing-stats.server";
import { getSellerCard } from "~/models/seller.server";
import { failedToLoad } from "~/utils/errors.server";
import { formatDuration, formatNumber } from "~/utils/format";
import type { SupabaseClient } from "~/utils/supabase.server";
import { dashboardHref } from "./parts/views";

/**
 * The seller's overview figures, all counted in SQL: their public card (rating, active
 * listings, response rate and median response time: seller_profile_card, as buyers see them)
 * and what only they see (views and enquiries in the last 30 days, saves:
 * seller_overview_figures). Two calls at once. Handed over as the words and figures shown,
 * with the tips that apply, so the page carries neither the formatting nor the tips (docs/performance.md).
 */
export async function loadSellerOverview(
  supabase: SupabaseClient,
  sellerId: string,
  { unreadMessages, isPrivateSeller }: { unreadMessages: number; isPrivateSeller: boolean },
  headers: Headers,
) {
  const [card, figures] = await Promise.all([getSellerCard(supabase, sellerId), getSellerOverviewFigures(supabase)]);
  if (card.error) failedToLoad("dashboard: loading the seller's card", card.error, headers);
  if (figures.error) failedToLoad("dashboard: loading the seller's figures", figures.error, headers);
  const counts = { card: card.card, figures: figures.figures };
  return { figures: sellerFigures(counts, unreadMessages), tips: tipsFor(counts, isPrivateSeller) };
}

export type SellerOverviewData = Awaited<ReturnType<typeof loadSellerOverview>>;

type OverviewCounts = {
  card: Awaited<ReturnType<typeof getSellerCard>>["card"];
  figures: Awaited<ReturnType<typeof getSellerOverviewFigures>>["figures"];
};

/** A figure: a counted value, or words when there is nothing to count yet (`words`). */
type Figure = { label: string; value: string; note?: string; words?: boolean; href?: string };

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The figures a seller judges their selling by, each counted from the database. */
function sellerFigures({ card, figures }: OverviewCounts, unreadMessages: number): Figure[] {
  const conversations = card?.conversations_90_days ?? 0;
  return [
    { label: "Active listings", value: formatNumber(card?.active_listings ?? 0) },
    { label: "Unread messages", value: formatNumber(unreadMessages), href: dashboardHref("messages") },
    { label: "Views", value: formatNumber(figures?.views ?? 0), note: "last 30 days" },
    { label: "Enquiries", value: formatNumber(figures?.enquiries ?? 0), note: "last 30 days" },
    { label: "Saves", value: formatNumber(figures?.saves ?? 0), note: "members who saved a listing" },
    card?.response_rate == null
      ? { label: "Response rate", value: "No enquiries yet", note: "last 90 days", words: true }
      : { label: "Response rate", value: `${card.response_rate}%`, note: `of ${plural(conversations, "conversation", "conversations")}, last 90 days` },
    card?.median_response_minutes == null
      ? { label: "Response time", value: "Not yet known", note: "median, last 90 days", words: true }
      : { label: "Response time", value: formatDuration(card.median_response_minutes), note: "median, last 90 days" },
    card?.rating_average == null
      ? { label: "Rating", value: "No reviews yet", words: true }
      : { label: "Rating", value: `${card.rating_average.toFixed(1)} / 5`, note: plural(card.review_count, "review", "reviews") },
  ];
}

/** Advice from the seller's own figures first, then (for private sellers) the general tips. */
function tipsFor({ card, figures }: OverviewCounts, isPrivateSeller: boolean): SellerTip[] {
  const tips: SellerTip[] = [];
  if (figures && figures.views > 0 && figures.enquiries === 0) tips.push(viewsWithoutEnquiriesTip(plural(figures.views, "view", "views")));
  if (card?.response_rate != null && card.response_rate < RESPONSE_RATE_TIP_BELOW) tips.push(slowResponseTip(card.response_rate));
  return isPrivateSeller ? [...tips, ...privateSellerTips] : tips;
}
