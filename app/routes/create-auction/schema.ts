import * as z from "zod";
import { auctionDeliveryOptions, auctionDurationsDays, DEFAULT_AUCTION_DELIVERY, MAX_AUCTION_IMAGES } from "~/content/auctions";
import { generatorTypeKeys } from "~/content/generator-types";
import { conditionKeys, fuelTypes, phaseTypes, vatStatuses } from "~/content/listing-options";
import { powerUnits } from "~/content/power";
import { formatGBP } from "~/utils/format";
import { optionalText, recordId, typedText, ukPostcode } from "~/utils/validation";

/**
 * The create auction form (docs/spec/02-auctions-and-seller-tools.md §5 "Create auction form"): one schema for the browser
 * (conform's inline validation) and the action (the judge), with the spec's messages word for
 * word. create_auction in SQL checks the same again, and the fee and the images for real.
 */

export const createAuctionMessages = {
  title: "Title must be at least 10 characters",
  description: "Description must be at least 50 characters",
  startingPrice: "Starting price is required",
  auctionDuration: "Auction duration is required",
  year: "Year must be valid",
  hours: "Hours must be valid",
  power: "Power output is required",
  location: "Location is required",
  type: "Generator type is required",
  fuelType: "Fuel type is required",
  phase: "Phase type is required",
  condition: "Condition is required",
  warrantyLength: "Warranty must be valid",
  reservePrice: "Reserve price must be higher than starting price",
  feePayment: "Please pay the admin fee before creating your auction",
  images: "Please upload at least one image of your generator",
  vatStatus: "VAT status is required",
  delivery: "Collection and delivery is required",
  signedOut: "You must be logged in to create an auction",
  failed: "Failed to create auction. Please try again.",
} as const;

const M = createAuctionMessages;

/** The highest price the form takes, in whole pounds. */
export const MAX_AUCTION_PRICE = 10_000_000;

/** At least `min` characters as Postgres counts them (code points: an emoji is one), so the table's check never refuses what passed here. */
const atLeast = (min: number) => (value: string) => Array.from(value).length >= min;

const values = <T extends { value: string }>(list: readonly T[]) => list.map((item) => item.value) as [string, ...string[]];

/** A whole number whose every failure (missing, not a number, a fraction) reads `message`. */
const wholeNumber = (message: string) => z.number({ error: message }).int(message);

const oneOf = (allowed: readonly number[], message: string) =>
  z.number({ error: message }).refine((value) => allowed.includes(value), message);

const pounds = (message: string) =>
  wholeNumber(message).max(MAX_AUCTION_PRICE, `Prices must be ${formatGBP(MAX_AUCTION_PRICE)} or less`);

/**
 * An uploaded image as the form carries it, within the seller's uploads folder: its own
 * folder and largest web copy, {uuid}/{sha-256}.jpg, or for an upload from before copies
 * {uuid}.{jpg|png} (SQL's private.auction_upload_pattern checks the whole path).
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const IMAGE_NAME = `(?:${UUID}/[0-9a-f]{64}\\.jpg|${UUID}\\.(?:jpg|png))`;
const imageName = z.string().regex(new RegExp(`^${IMAGE_NAME}$`), "One of your images is no longer available. Please remove it and upload it again.");

/**
 * The generator's details (the first card), with the spec's messages: what creating and
 * editing an auction share. `maxYear` is next year by the server's clock.
 */
function auctionDetailsShape({ maxYear }: { maxYear: number }) {
  return {
    title: typedText("Title", { error: M.title }).refine(atLeast(10), M.title).max(200, "Title must be 200 characters or fewer"),
    description: typedText("Description", { error: M.description })
      .refine(atLeast(50), M.description)
      .max(5000, "Description must be 5000 characters or fewer"),
    // Listings' types, the one list (content/generator-types.ts): /auctions filters by it as /listings does.
    type: z.enum(generatorTypeKeys, { error: M.type }),
    brand: optionalText("Brand", 100),
    model: optionalText("Model", 100),
    year: wholeNumber(M.year).min(1900, M.year).max(maxYear, M.year),
    hours: wholeNumber(M.hours).min(0, M.hours).max(1_000_000, M.hours),
    // Any power, in the unit the seller chooses; stored in kW to the hundredth (content/power.ts storedPowerKw).
    power: z.number({ error: M.power }).min(1, "Power output must be at least 1").max(100_000, "Power output must be 100,000 or less"),
    powerUnit: z.enum(powerUnits, { error: "Choose kW or kVA" }).default("kW"),
    // Listings' fuels, the one list (content/listing-options.ts), stored as they are.
    fuelType: z.enum(fuelTypes, { error: M.fuelType }),
    // Listings' phases, the one list (content/listing-options.ts), stored as they are.
    phase: z.enum(phaseTypes, { error: M.phase }),
    condition: z.enum(conditionKeys as [string, ...string[]], { error: M.condition }),
    location: typedText("Location", { error: M.location }).min(1, M.location).max(150, "Location must be 150 characters or fewer"),
    // Left blank, no warranty.
    warrantyLength: wholeNumber(M.warrantyLength).min(0, M.warrantyLength).max(120, M.warrantyLength).default(0),
  };
}

/**
 * What it costs the winner besides the bid (docs/auctions.md "What it costs"): listings' VAT
 * statuses, and how the generator is collected or delivered, in the seller's words if they
 * like. Asked when creating, and editable as the details are, until the first bid.
 */
function auctionCostsShape() {
  return {
    vatStatus: z.enum(vatStatuses.map((status) => status.key) as [string, ...string[]], { error: M.vatStatus }),
    delivery: z.enum(values(auctionDeliveryOptions), { error: M.delivery }).default(DEFAULT_AUCTION_DELIVERY),
    collectionTerms: optionalText("Collection and delivery terms", 500),
  };
}

/**
 * Editing a live auction without bids (/create-auction?edit={id}): its details and what it
 * costs, by the create form's rules. Prices, reserve, duration, fee and images are fixed once
 * it is live.
 */
export function auctionDetailsSchema({ maxYear }: { maxYear: number }) {
  return z.object({ ...auctionDetailsShape({ maxYear }), ...auctionCostsShape() });
}

export type AuctionDetailsInput = z.input<ReturnType<typeof auctionDetailsSchema>>;

/**
 * The edit form's values: an auction from before the VAT question has no VAT status yet, and
 * one the type migration left without a type (none in practice: auction_listings.type) none.
 */
export type AuctionEditValues = Omit<AuctionDetailsInput, "vatStatus" | "type"> & {
  vatStatus?: AuctionDetailsInput["vatStatus"];
  type?: AuctionDetailsInput["type"];
};

export const editAuctionMessages = {
  /** The update touched no row: a bid arrived or the end passed since the page was loaded. */
  noLongerEditable: "This auction can no longer be edited: it has bids or has ended",
  updated: "Auction updated",
} as const;

export function createAuctionSchema({ maxYear }: { maxYear: number }) {
  return z
    .object({
      ...auctionDetailsShape({ maxYear }),
      // Where the generator is, for "within N miles" on /auctions: the listings' rule
      // (utils/validation.ts). Asked when creating only: an auction created before it has none,
      // and editing leaves it as it is.
      postcode: ukPostcode,
      startingPrice: pounds(M.startingPrice).min(1, M.startingPrice),
      hasReserve: z.boolean().default(false),
      // Read only with a reserve (the check below); otherwise whatever was typed is dropped.
      reservePrice: pounds(M.reservePrice).optional().catch(undefined),
      auctionDuration: oneOf(auctionDurationsDays, M.auctionDuration),
      ...auctionCostsShape(),
      images: z.array(imageName, { error: M.images }).min(1, M.images).max(MAX_AUCTION_IMAGES, `An auction can have at most ${MAX_AUCTION_IMAGES} images`),
      // The unused fee the page found, as a hidden field; create_auction checks it is paid and unused.
      feePayment: z.string({ error: M.feePayment }).refine((id) => recordId.safeParse(id).success, M.feePayment),
    })
    .refine((auction) => !auction.hasReserve || (auction.reservePrice !== undefined && auction.reservePrice > auction.startingPrice), {
      path: ["reservePrice"],
      message: M.reservePrice,
      // Checked whenever a reserve is asked for and the starting price is valid, beside the
      // other fields' errors (not only once every field is right).
      when: ({ value }) => {
        const sent = value as { hasReserve?: unknown; startingPrice?: unknown };
        return sent.hasReserve === true && pounds(M.startingPrice).min(1).safeParse(sent.startingPrice).success;
      },
    });
}

export type CreateAuctionInput = z.input<ReturnType<typeof createAuctionSchema>>;

/**
 * What a button of the form asks for: review (the default: the checked form shown as buyers
 * will see it), create (the review's confirm), edit (from the review, back to the form), upload,
 * pay the fee, remove an image, or keep one of the photos from an unfinished auction in this one.
 */
export const IntentSchema = z.union([
  z.enum(["review", "create", "edit", "upload", "pay-fee"]),
  z
    .string()
    .regex(new RegExp(`^(?:remove|keep)-image:${IMAGE_NAME}$`))
    .transform((intent) => {
      const [operation, name] = [intent.slice(0, intent.indexOf(":")), intent.slice(intent.indexOf(":") + 1)];
      return { operation: operation as "remove-image" | "keep-image", name };
    }),
]);

export type CreateAuctionIntent = z.infer<typeof IntentSchema>;
