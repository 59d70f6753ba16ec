import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findListingOption, listingOptionPrice, listingOptions, vatIncludedIn } from "~/content/plans";
import { getListingTerms, tradePackageOf } from "~/models/member-plan.server";
import { getListingToRenew } from "~/models/own-listing.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatGBP } from "~/utils/format";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { recordId } from "~/utils/validation";
import { CHOOSE_OPTION, RenewSchema } from "./schema";

// Renew's loader and action, here so that zod and the price list stay off the page's script.

export const LISTING_NOT_FOUND = "Listing not found";

const renewPath = (id: string) => `/listings/${id}/renew`;

/**
 * The seller's own listing (anyone else's, and unknown ids, are the same 404), and how a new
 * period is paid for: the listing options with their prices for a seller who pays per
 * listing, or their trade package and the ads left (my_listing_terms). Shown only: SQL
 * (renew_listing) decides when the form is posted.
 */
export async function loadRenewPage({ request, params, context }: LoaderFunctionArgs) {
  const listingId = recordId.safeParse(params.id);
  invariantResponse(listingId.success, LISTING_NOT_FOUND, { status: 404 });
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [found, terms] = await Promise.all([getListingToRenew(supabase, user.id, listingId.data), getListingTerms(supabase)]);
  if (found.error) failedToLoad("renew: reading the listing", found.error, headers);
  if (terms.error) failedToLoad("renew: reading the seller's listing terms", terms.error, headers);
  const { listing } = found;
  invariantResponse(listing, LISTING_NOT_FOUND, { status: 404, headers });
  const tradePackage = tradePackageOf(terms.terms);
  const previous = findListingOption(listing.listing_option);
  return json(
    {
      listing: {
        id: listing.id,
        title: listing.title,
        status: listing.status,
        expiresAt: listing.expires_at,
        photoUrl: listing.photo_url,
        price: listing.price_gbp === null ? null : formatGBP(listing.price_gbp),
        location: listing.location,
      },
      tradePackage,
      // The option ticked at first: the one the listing had, else Basic.
      defaultOption: previous?.key ?? "basic",
      options: tradePackage
        ? []
        : listingOptions.map((option) => ({
            key: option.key,
            name: option.name,
            days: option.days,
            price: listingOptionPrice(option),
            total: formatGBP(option.price),
            vat: formatGBP(vatIncludedIn(option.price)),
            // A renewal goes straight back live: the option's review line does not apply.
            benefits: option.benefits.filter((benefit) => !/review/i.test(benefit)),
          })),
      basicDays: listingOptions.find((option) => option.key === "basic")!.days,
      testMode: getPaymentProvider(context).testMode,
    },
    { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
  );
}

/**
 * Renew: one plain POST. renew_listing (through the payment seam) decides everything: only the
 * owner's expired listing; a trade seller's package ad at once; otherwise the chosen option's
 * payment, paid at once by the local provider or on Stripe's checkout (a 303 there; the
 * listing is renewed when Stripe says it is paid). A refusal is its own words and status, with
 * nothing written; a second press after the renewal is refused with the date it runs to.
 */
export async function renewListingAction({ request, params, context }: ActionFunctionArgs) {
  const listingId = recordId.safeParse(params.id);
  invariantResponse(listingId.success, LISTING_NOT_FOUND, { status: 404 });
  const id = listingId.data;
  const user = await requireUser(request, context, { redirectTo: renewPath(id) });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const formData = await request.formData();
  const parsed = RenewSchema.safeParse({ option: formData.get("option") ?? undefined });
  if (!parsed.success) return json({ formError: CHOOSE_OPTION }, { status: 400, headers });
  const option = parsed.data.option ?? null;
  const payer = { supabase, origin: new URL(request.url).origin, cancelPath: renewPath(id), email: user.email };
  const paid = await getPaymentProvider(context).payForListingRenewal(payer, id, option);
  if (paid.status === "refused") {
    const failure = failedToSave(`renew: renewing listing ${id} (${user.id})`, paid.error);
    return json({ formError: failure.message }, { status: failure.status, headers });
  }
  if (paid.status === "unavailable") return json({ formError: paymentMessages.unavailable }, { status: 503, headers });
  // To the card checkout; once paid, the listing is renewed (private.apply_paid_payment).
  if (paid.status === "checkout") return redirect(paid.url, { status: 303, headers });
  const total = paid.payments.reduce((sum, payment) => sum + payment.amount_pence, 0);
  return getToastUtils(request, context).redirectWithSuccess(
    "/sellers-portal?tab=listings",
    {
      message: "Listing renewed",
      description:
        total > 0
          ? `Paid ${formatGBP(total / 100)}. It is live again, with its photos, messages and statistics.`
          : "It is live again on one of your package's ads, with its photos, messages and statistics.",
    },
    { headers },
  );
}
