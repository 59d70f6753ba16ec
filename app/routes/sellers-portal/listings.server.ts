import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { depotSentences } from "~/content/depots";
import { listingUpgradePrice } from "~/content/plans";
import { getDealerDepots, moveListingsToDepot } from "~/models/depot.server";
import { deactivateListings, deleteOwnListings, getOwnListingTitles, reactivateListing } from "~/models/own-listing.server";
import { refusalStatus, userMessageFor, type BackendError } from "~/utils/errors";
import { formatGBP } from "~/utils/format";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { BulkActionSchema, MoveToDepotSchema } from "./schema";

/** What a bulk post answers when it does not redirect: the step to confirm, or why not. */
export type BulkAnswer =
  | { confirm: { intent: "promote" | "delete"; listings: { id: string; title: string }[]; pricePerListing: number } }
  | { refusal: string };

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

/**
 * The listings tab's bulk bar and row buttons, one form (so it works without JavaScript):
 * Promote and Delete answer a confirmation first (promoting costs money; deleting cannot be
 * undone), then `confirm-…` acts; Deactivate and Reactivate act at once (each undoes the
 * other), as does Move to depot (moving back undoes it). SQL decides every one, all or none
 * (start_listing_upgrades, deactivate_listings, reactivate_listing, delete_own_listings,
 * move_listings_to_depot). Success goes back to the same table with a
 * toast; a refusal shows the database's sentence with its status.
 */
export async function bulkListingsAction(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const answer = (bulk: BulkAnswer, status = 200) => json({ bulk }, { status, headers });
  const refuse = (what: string, error: BackendError) => {
    const status = refusalStatus(error);
    if (status === null) console.error(`sellers portal: ${what}`, error);
    return answer({ refusal: userMessageFor(error) }, status ?? 500);
  };
  const parsed = BulkActionSchema.safeParse({ intent: formData.get("intent") ?? undefined, ids: formData.getAll("ids") });
  if (!parsed.success) return answer({ refusal: parsed.error.issues[0]?.message ?? "Select at least one listing" }, 400);
  const { intent, ids } = parsed.data;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const toasts = getToastUtils(request, context);

  if (intent === "promote" || intent === "delete") {
    const { listings, error } = await getOwnListingTitles(supabase, user.id, ids);
    if (error) return refuse("loading listings to confirm", error);
    if (listings.length !== ids.length) return answer({ refusal: "Listing not found" }, 404);
    return answer({ confirm: { intent, listings, pricePerListing: listingUpgradePrice() } });
  }

  if (intent === "confirm-promote") {
    const payer = { supabase, origin: url.origin, cancelPath: back, email: user.email };
    const outcome = await getPaymentProvider(context).payForListingUpgrades(payer, ids);
    if (outcome.status === "refused") return refuse("promoting listings", outcome.error);
    if (outcome.status === "unavailable") return answer({ refusal: paymentMessages.unavailable }, 503);
    // To the card checkout; /confirmation applies the upgrades once paid.
    if (outcome.status === "checkout") return redirect(outcome.url, { status: 303, headers });
    const { payments } = outcome;
    const paid = payments.reduce((sum, payment) => sum + payment.amount_pence, 0) / 100;
    return toasts.redirectWithSuccess(
      back,
      {
        message: `${plural(payments.length, "Listing", "listings")} promoted`,
        description: `Now Enhanced and featured for the Enhanced period. Paid ${formatGBP(paid)}.`,
      },
      { headers },
    );
  }

  if (intent === "deactivate") {
    const { error } = await deactivateListings(supabase, ids);
    if (error) return refuse("deactivating listings", error);
    return toasts.redirectWithSuccess(
      back,
      {
        message: `${plural(ids.length, "Listing", "listings")} deactivated`,
        description: "Buyers no longer see them. Reactivate them while their listing period lasts.",
      },
      { headers },
    );
  }

  if (intent === "move-to-depot") {
    const target = MoveToDepotSchema.safeParse({ depotId: formData.get("depotId") ?? undefined });
    if (!target.success) return answer({ refusal: target.error.issues[0]?.message ?? "Choose a depot to move them to" }, 400);
    const { depotId } = target.data;
    // The depot's name for the toast, read alongside (the move changes no depot).
    const [moved, depots] = await Promise.all([moveListingsToDepot(supabase, ids, depotId), getDealerDepots(supabase, user.id)]);
    if (moved.error) return refuse("moving listings to a depot", moved.error);
    const name = depots.depots.find((depot) => depot.id === depotId)?.name ?? "your depot";
    return toasts.redirectWithSuccess(back, depotSentences.moved(moved.moved ?? ids.length, name), { headers });
  }

  if (intent === "reactivate") {
    for (const id of ids) {
      const { error } = await reactivateListing(supabase, id);
      if (error) return refuse("reactivating a listing", error);
    }
    return toasts.redirectWithSuccess(
      back,
      { message: `${plural(ids.length, "Listing", "listings")} reactivated`, description: "Back on the site until its period ends." },
      { headers },
    );
  }

  const { error } = await deleteOwnListings(supabase, ids);
  if (error) return refuse("deleting listings", error);
  return toasts.redirectWithSuccess(
    back,
    {
      message: `${plural(ids.length, "Listing", "listings")} deleted`,
      description: "Removed from the site with their photos. Your conversations with buyers stay in Messages.",
    },
    { headers },
  );
}
