import type * as z from "zod";
import { auctionDeliveryOptions, auctionOptionLabel } from "~/content/auctions";
import { generatorTypes } from "~/content/generator-types";
import { conditionLabel, type VatStatusKey } from "~/content/listing-options";
import { auctionAdminFee } from "~/content/plans";
import { storedPowerKw, type PowerUnit } from "~/content/power";
import { formatDateTime, formatGBP, formatHours, formatPower } from "~/utils/format";
import type { createAuctionSchema } from "./schema";

/**
 * The create form's review (docs/auctions.md "Creating an auction"): the checked form as
 * buyers will see it and the terms the seller commits to, worded here so the formatters and
 * option lists stay off the page's script. Confirming sends the same values to create_auction.
 */

/** The VAT choices as the create form and its review word them: what the winner pays on top of the bid. */
export const vatStatusOptionLabels: Record<VatStatusKey, string> = {
  "ex-vat": "Plus VAT: the winner pays 20% VAT on top of the bid",
  "inc-vat": "Including VAT: the bid includes VAT",
  "vat-na": "No VAT: I do not charge VAT",
};

export type AuctionReview = {
  title: string;
  description: string;
  /** The main image's name (the first of the form's images) and how many there are. */
  mainImage: string;
  imageCount: number;
  /** What the auction page's detail cards will say, label and value. */
  details: [string, string][];
  startingPrice: string;
  /** "£8,000", or "No reserve". */
  reserve: string;
  durationDays: number;
  /** The end if confirmed now: the duration runs from the moment create_auction makes it live. */
  endsAt: string;
  endsAtText: string;
  vat: string;
  delivery: string;
  collectionTerms: string | null;
  fee: string;
};

type CheckedAuction = z.output<ReturnType<typeof createAuctionSchema>>;

export function auctionReview(auction: CheckedAuction, nowMs = Date.now()): AuctionReview {
  const warranty = auction.warrantyLength === 0 ? "None" : `${auction.warrantyLength} month${auction.warrantyLength === 1 ? "" : "s"}`;
  const endsAt = new Date(nowMs + auction.auctionDuration * 24 * 60 * 60 * 1000).toISOString();
  return {
    title: auction.title,
    description: auction.description,
    mainImage: auction.images[0]!,
    imageCount: auction.images.length,
    details: [
      ["Type", generatorTypes[auction.type].name],
      ["Year", String(auction.year)],
      ["Hours", formatHours(auction.hours)],
      ["Condition", conditionLabel(auction.condition)],
      ["Warranty", warranty],
      ["Power", formatPower(storedPowerKw(auction.power, auction.powerUnit as PowerUnit))],
      ["Phase", auction.phase],
      ["Fuel", auction.fuelType],
      ["Brand and model", [auction.brand, auction.model].filter(Boolean).join(" ") || "Not given"],
      ["Location", `${auction.location} (${auction.postcode})`],
    ],
    startingPrice: formatGBP(auction.startingPrice),
    reserve: auction.hasReserve && auction.reservePrice !== undefined ? formatGBP(auction.reservePrice) : "No reserve",
    durationDays: auction.auctionDuration,
    endsAt,
    endsAtText: formatDateTime(endsAt),
    vat: vatStatusOptionLabels[auction.vatStatus as VatStatusKey] ?? auction.vatStatus,
    delivery: auctionOptionLabel(auctionDeliveryOptions, auction.delivery),
    collectionTerms: auction.collectionTerms ?? null,
    fee: formatGBP(auctionAdminFee),
  };
}
