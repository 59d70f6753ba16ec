import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { FuelType, PhaseType } from "~/content/listing-options";
import { getOwnAuctionForEdit, updateAuctionDetails, type OwnAuctionForEdit } from "~/models/own-auction.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import type { SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { maxGeneratorYear, recordId } from "~/utils/validation";
import { auctionDetailsSchema, editAuctionMessages, type AuctionEditValues } from "./schema";

/**
 * /create-auction?edit={id}: the seller changes the details of their live auction, and what
 * it costs the winner (VAT, collection and delivery), while it has no bids (docs/auctions.md), as /sell-generator?edit={id} is for listings. Only its
 * seller sees it: anyone else's auction and an unknown id are the same 404. Whether it may
 * still be edited is the database's (own_auction_terms, the rule the update policy applies);
 * the save is one update as the seller, which touches no row when a bid arrived or the end
 * passed meanwhile.
 */

export type EditAuctionActionData = { result: SubmissionResult<string[]> };

/** The seller's own auction named by ?edit=; anyone else's and unknown ids are the same 404. */
export async function requireOwnAuction(supabase: SupabaseClient, userId: string, editId: string, headers: Headers) {
  const id = recordId.safeParse(editId);
  invariantResponse(id.success, "Auction not found", { status: 404, headers });
  const { auction, error } = await getOwnAuctionForEdit(supabase, userId, id.data);
  if (error) failedToLoad("edit auction: loading", error, headers);
  invariantResponse(auction, "Auction not found", { status: 404, headers });
  return auction;
}

/**
 * Why the page only shows the auction, or null when the seller may edit it. The database
 * decides (may_change); the sentence names which of its reasons holds.
 */
export function whyReadOnly(auction: Pick<OwnAuctionForEdit, "may_change" | "status" | "bid_count">): string | null {
  if (auction.may_change) return null;
  if (auction.status === "cancelled") return "This auction was cancelled, so it can no longer be edited.";
  if (auction.status === "active" && auction.bid_count > 0) {
    return "This auction has bids, so it can no longer be edited: bidders bid on it as it was described.";
  }
  return "This auction has ended, so it can no longer be edited.";
}

/** The auction's details and costs as the form's fields hold them. */
export function detailsFormValues(auction: OwnAuctionForEdit, { isPrivateSeller }: { isPrivateSeller: boolean }): AuctionEditValues {
  return {
    title: auction.title,
    description: auction.description,
    type: auction.type ?? undefined,
    brand: auction.brand ?? undefined,
    model: auction.model ?? undefined,
    year: auction.year,
    hours: auction.hours,
    power: auction.power_kw,
    powerUnit: "kW",
    // One of listings' fuels: the column's check takes no other (supabase/schemas/40-auctions.sql).
    fuelType: auction.fuel_type as FuelType,
    // One of listings' phases: the column's check takes no other.
    phase: auction.phase as PhaseType,
    condition: auction.condition,
    location: auction.location,
    warrantyLength: auction.warranty_length,
    // Null for an auction from before the question: a private seller charges no VAT (as the
    // create form's default says); a trade seller chooses one now.
    vatStatus: auction.vat_status ?? (isPrivateSeller ? "vat-na" : undefined),
    delivery: auction.delivery,
    collectionTerms: auction.collection_terms ?? undefined,
  };
}

/**
 * Saves the edit form: 400 with the messages; otherwise one update, which row-level security
 * alone judges (whatever the page showed), 409 when it changed no row; else to the auction
 * with a toast.
 */
export async function saveAuctionDetails({
  request,
  context,
  supabase,
  headers,
  userId,
  editId,
  formData,
}: {
  request: Request;
  context: AppLoadContext;
  supabase: SupabaseClient;
  headers: Headers;
  userId: string;
  editId: string;
  formData: FormData;
}) {
  const auction = await requireOwnAuction(supabase, userId, editId, headers);
  const submission = parseWithZod(formData, { schema: auctionDetailsSchema({ maxYear: maxGeneratorYear() }) });
  if (submission.status !== "success") {
    return json<EditAuctionActionData>({ result: submission.reply() }, { status: 400, headers });
  }
  const { updated, error } = await updateAuctionDetails(supabase, auction.id, submission.value);
  if (error) {
    const failure = failedToSave("edit auction: saving", error);
    return json<EditAuctionActionData>({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  // It has bids or has ended (perhaps since the page was loaded): the policy let no row change.
  if (!updated) {
    return json<EditAuctionActionData>({ result: submission.reply({ formErrors: [editAuctionMessages.noLongerEditable] }) }, { status: 409, headers });
  }
  const { redirectWithSuccess } = getToastUtils(request, context);
  return redirectWithSuccess(`/auctions/${auction.id}`, { message: editAuctionMessages.updated }, { headers });
}
