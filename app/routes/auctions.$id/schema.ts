import * as z from "zod";
import { recordId, requestedState } from "~/utils/validation";

/** An auction id in the URL: anything that is not a uuid cannot be an auction. */
export const auctionIdSchema = recordId;

/** What the auction page's forms post: a bid, a question to the seller, or watching it. */
export const auctionIntentSchema = z.enum(["bid", "ask", "watch"]);

/** Watch this auction sends the state it asks for, so a repeated post changes nothing. */
export const WatchSchema = z.object({ watching: requestedState });

/** The most a bid (or maximum) may be online: beyond any generator, and within Postgres's integer. */
export const MAX_BID = 10_000_000;

/** "£1,250" or "1250" as typed: the pound sign, commas and spaces are dropped. */
const typedPounds = (value: unknown) => (typeof value === "string" ? value.replace(/[£,\s]/g, "") : value);

/**
 * Whole pounds as a bid form takes them: `missing` when blank or below £1 (the spec's 'Bid
 * amount is required'), `notWhole` for anything that is not a whole number of pounds.
 */
function wholePounds({ missing, notWhole }: { missing: string; notWhole: string }) {
  return z.preprocess(
    typedPounds,
    z
      .string({ error: missing })
      .min(1, missing)
      .regex(/^\d+$/, notWhole)
      .transform(Number)
      .pipe(z.number().min(1, missing).max(MAX_BID, `Bids are taken online up to £10,000,000`)),
  );
}

/**
 * The bid form (docs/spec/02-auctions-and-seller-tools.md §5, the maximum alone as eBay asks
 * it): the most the member will pay, and the submission id the server put in the form (one
 * submit, one bid). GenMarket bids the minimum now and for them up to it; whether it is high
 * enough, or raises a leader's own maximum, is place_bid's to decide against the price at
 * that moment.
 */
export const BidSchema = z.object({
  maxBid: wholePounds({ missing: "Bid amount is required", notWhole: "Enter your maximum bid in whole pounds, for example 1250" }),
  submissionId: z.guid({ error: "This bid form has expired. Please check the current bid and bid again." }),
});

/** A bid amount carried through sign-in (?bid=) when it is plain whole pounds. */
export function carriedBid(value: FormDataEntryValue | string | null) {
  const pounds = typedPounds(value);
  return typeof pounds === "string" && /^\d{1,8}$/.test(pounds) ? pounds : null;
}

/** A question typed by a visitor goes with them through sign-in (?message=) when it is this short. */
export const QUESTION_CARRIED_MAX = 500;
