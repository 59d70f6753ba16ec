import { getZodConstraint } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  auctionDeliveryOptions,
  auctionDurationsDays,
  DEFAULT_AUCTION_CONDITION,
  DEFAULT_AUCTION_DELIVERY,
  DEFAULT_AUCTION_DURATION_DAYS,
  DEFAULT_WARRANTY_MONTHS,
  MAX_AUCTION_IMAGES,
} from "~/content/auctions";
import { conditionOptions, fuelOptions, phaseOptions, typeOptions } from "~/content/filter-options.server";
import { vatStatuses } from "~/content/listing-options";
import { auctionAdminFee } from "~/content/plans";
import { powerUnits } from "~/content/power";
import { commissionPayBy, getCommissionCharges, getPendingAuctionImages, getUnusedAuctionFee } from "~/models/own-auction.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { formatDateTime, formatGBP } from "~/utils/format";
import { getPaymentProvider } from "~/utils/payments.server";
import { ACCEPTED_PHOTO_FORMATS, MAX_PHOTO_UPLOAD_BYTES } from "~/utils/photos.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { uploadTooLarge, uploadTooLargeMessage } from "~/utils/upload-size.server";
import { roleFlags } from "~/utils/user";
import { maxGeneratorYear } from "~/utils/validation";
import { formAsSent, handleForm, type CreateAuctionActionData } from "./actions.server";
import { readAuctionDraft } from "./auction-draft.server";
import { detailsFormValues, requireOwnAuction, saveAuctionDetails, whyReadOnly } from "./edit.server";
import { vatStatusOptionLabels } from "./review.server";
import { auctionDetailsSchema, createAuctionMessages, createAuctionSchema, IntentSchema } from "./schema";

// The create auction page's loader and action, here so zod and the form's schema stay off the
// page's script: the forms load the schema on first focus (utils/validation-on-first-use.ts),
// and the loader hands over the fields' constraints. The option lists and figures are handed
// over as text too, so their tables and formatters stay off the page as well.

/**
 * The generator details' option lists (docs/spec/02-auctions-and-seller-tools.md §9), as the selects show them, and the fields'
 * help, which states the form's limits (the year's by the server's clock).
 */
function detailsOptions(maxYear: number) {
  return {
    powerUnit: powerUnits.map((unit) => ({ value: unit, label: unit })),
    type: typeOptions,
    fuelType: fuelOptions,
    phase: phaseOptions,
    condition: conditionOptions,
    help: {
      title: "At least 10 characters, e.g. Perkins 100 kVA diesel standby set",
      type: "Buyers find it under this type on the Auctions page, as on Listings",
      description: "At least 50 characters: service history, condition, what is included and how it can be collected.",
      year: `1900 to ${maxYear}`,
      hours: "Running hours on the meter",
      power: "Its rating in kW or kVA (kW = kVA × 0.8), shown in both",
      warrantyLength: "0 if it comes without a warranty",
      location: "Town or area where buyers collect it, e.g. Stourton, Leeds",
      postcode: "Where the generator can be viewed, so buyers nearby find it",
    },
  };
}

export type AuctionDetailsOptions = ReturnType<typeof detailsOptions>;

/** The VAT statuses and delivery choices, as the create and edit forms offer them. */
function costOptions() {
  return {
    vatStatuses: vatStatuses.map((status) => ({ value: status.key, label: vatStatusOptionLabels[status.key] })),
    deliveryOptions: [...auctionDeliveryOptions],
  };
}

/** The page's heading, lead and meta description, handed over so their text stays off the page's script. */
const createHeading = {
  title: "Create Generator Auction",
  lead: "Let buyers compete for your generator: set a starting price, an optional reserve and how long bidding runs.",
  description: "Auction your generator on GenMarket: photos, specification, starting price, optional reserve and 3 to 14 days of bidding.",
};
const editHeading = {
  title: "Edit Generator Auction",
  lead: "Correct or add to how your generator is described, while nobody has bid on it.",
  description: "Change the details of your generator auction while it has no bids.",
};

export async function createAuctionLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const editId = new URL(request.url).searchParams.get("edit");
  const maxYear = maxGeneratorYear();
  if (editId !== null) {
    const auction = await requireOwnAuction(supabase, user.id, editId, headers);
    return json(
      {
        view: "edit" as const,
        heading: editHeading,
        auction: {
          id: auction.id,
          values: detailsFormValues(auction, { isPrivateSeller: roleFlags(user).isPrivateSeller }),
          startingPrice: formatGBP(auction.starting_price),
          reservePrice: auction.reserve_price === null ? null : formatGBP(auction.reserve_price),
          endsAt: auction.auction_end_date,
          endsAtText: formatDateTime(auction.auction_end_date),
        },
        readOnly: whyReadOnly(auction),
        maxYear,
        options: detailsOptions(maxYear),
        costOptions: costOptions(),
        constraint: getZodConstraint(auctionDetailsSchema({ maxYear })),
      },
      { headers },
    );
  }
  if (!roleFlags(user).isSeller) {
    return json({ view: "sellers-only" as const, heading: createHeading }, { status: 403, headers });
  }
  const provider = getPaymentProvider(context);
  const [pending, unused, draft, commission] = await Promise.all([
    getPendingAuctionImages(supabase),
    getUnusedAuctionFee(supabase, user.id),
    readAuctionDraft(request, context),
    getCommissionCharges(supabase),
  ]);
  if (pending.error) failedToLoad("create auction: uploaded images", pending.error, headers);
  if (unused.error) failedToLoad("create auction: admin fee", unused.error, headers);
  if (commission.error) failedToLoad("create auction: commission", commission.error, headers);
  // The form's own images, when it was kept while paying the fee; any other waiting upload
  // is an unfinished auction's, offered to keep or remove, never used unasked (route.tsx).
  const { images: draftImages, ...typed } = draft ?? {};
  // A commission unpaid past its due date: create_auction would refuse, so say why (and how
  // to pay) before the seller types anything (docs/payments.md "Commission").
  const overdue = commission.charges!.find((charge) => charge.state === "overdue");
  if (overdue) {
    const charge = { ...overdue, payBy: commissionPayBy(overdue, provider.testMode) };
    return json({ view: "commission-overdue" as const, heading: createHeading, charge }, { status: 402, headers });
  }
  return json(
    {
      view: "create" as const,
      heading: createHeading,
      images: pending.images,
      formImages: draftImages === undefined ? [] : [draftImages].flat(),
      feePaymentId: unused.fee?.id ?? null,
      feeAmount: formatGBP(auctionAdminFee),
      testMode: provider.testMode,
      maxYear,
      maxImages: MAX_AUCTION_IMAGES,
      // The upload's limits as processPhoto and create_auction apply them.
      imagesHelp: `${ACCEPTED_PHOTO_FORMATS}, up to ${MAX_PHOTO_UPLOAD_BYTES / 1024 / 1024} MB each. Up to ${MAX_AUCTION_IMAGES} images; the first is the main one buyers see.`,
      options: detailsOptions(maxYear),
      durations: auctionDurationsDays.map((days) => ({ value: String(days), label: `${days} days` })),
      costOptions: costOptions(),
      defaultValue: {
        condition: DEFAULT_AUCTION_CONDITION,
        powerUnit: "kW",
        auctionDuration: String(DEFAULT_AUCTION_DURATION_DAYS),
        warrantyLength: String(DEFAULT_WARRANTY_MONTHS),
        delivery: DEFAULT_AUCTION_DELIVERY,
        // A private seller charges no VAT; a trade seller says which (docs/auctions.md "What it costs").
        ...(roleFlags(user).isPrivateSeller ? { vatStatus: "vat-na" } : {}),
        // What the seller typed before going to pay the admin fee (auction-draft.server.ts).
        ...typed,
      },
      constraint: getZodConstraint(createAuctionSchema({ maxYear })),
    },
    { headers },
  );
}

export async function createAuctionAction({ request, context }: ActionFunctionArgs) {
  const editId = new URL(request.url).searchParams.get("edit");
  if (editId !== null) {
    const user = await requireUser(request, context);
    const { supabase, headers } = createSupabaseServerClient(request, context);
    return saveAuctionDetails({ request, context, supabase, headers, userId: user.id, editId, formData: await request.formData() });
  }
  const user = await requireUser(request, context, { signedOutMessage: createAuctionMessages.signedOut });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // Refused before it is read, so what was typed cannot come back with it: the form shows
  // what it was before, and the message says to send fewer images at once.
  const tooLarge = uploadTooLarge(request);
  if (tooLarge !== null) {
    return json<CreateAuctionActionData>({ imageMessages: [uploadTooLargeMessage(tooLarge)] }, { status: 413, headers });
  }
  const formData = await request.formData();
  if (!roleFlags(user).isSeller) {
    return json<CreateAuctionActionData>(
      { result: formAsSent(formData, { formErrors: ["Only sellers can create auctions"] }) },
      { status: 403, headers },
    );
  }
  // Enter in a field, or a form sent without a button, asks for the review: nothing goes live unconfirmed.
  const intent = IntentSchema.safeParse(formData.get("intent") ?? "review");
  if (!intent.success) {
    return json<CreateAuctionActionData>({ result: formAsSent(formData, { formErrors: ["Unknown action"] }) }, { status: 400, headers });
  }
  return handleForm({ request, context, supabase, headers, userId: user.id, formData, intent: intent.data });
}
