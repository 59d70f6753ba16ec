import { auctionDeliveryOptions, type AuctionDelivery } from "~/content/auctions";
import type { VatStatusKey } from "~/content/listing-options";
import type { WinnerPays } from "~/models/auction.server";
import { formatGBP } from "~/utils/format";
import * as styles from "../styles.css";

/** The lot's VAT status as a bidder reads it; null is an auction from before the question. */
const vatLines: Record<VatStatusKey | "unknown", string> = {
  "ex-vat": "Plus VAT at 20%: the winner pays VAT on top of the winning bid",
  "inc-vat": "Including VAT: the winning bid is all the winner pays",
  "vat-na": "No VAT: the seller charges none",
  unknown: "Not stated: ask the seller whether VAT is added",
};

/**
 * What it costs (docs/auctions.md "What it costs"): the lot's VAT status, no buyer's premium,
 * what the winner would pay at the current bid (the live state's, so it follows the bids),
 * and how the generator is collected or delivered, in the seller's words where they gave some.
 */
export function AuctionCosts({
  vatStatus,
  delivery,
  collectionTerms,
  location,
  winnerPays,
  hasBids,
}: {
  vatStatus: VatStatusKey | null;
  delivery: AuctionDelivery;
  collectionTerms: string | null;
  location: string;
  winnerPays: WinnerPays;
  hasBids: boolean;
}) {
  const deliveryLabel = auctionDeliveryOptions.find((option) => option.value === delivery)?.label ?? "Collection only";
  return (
    <section id="costs" className={styles.card} aria-labelledby="costs-heading">
      <h2 id="costs-heading" className={styles.sectionTitle}>
        What it costs
      </h2>
      <dl className={styles.costList}>
        <div>
          <dt>VAT</dt>
          <dd data-testid="vat-status">{vatLines[vatStatus ?? "unknown"]}</dd>
        </div>
        <div>
          <dt>Buyer's premium</dt>
          <dd>No buyer's premium: nothing is added to the winning bid but VAT where the lot says so</dd>
        </div>
        <div>
          <dt>{hasBids ? "The winner pays at the current bid" : "The winner pays at the starting price"}</dt>
          <dd className={styles.costTotal} data-testid="winner-pays">
            {winnerPays.vat > 0
              ? `${formatGBP(winnerPays.total)} (${formatGBP(winnerPays.price)} + VAT ${formatGBP(winnerPays.vat)})`
              : winnerPays.vatKnown
                ? formatGBP(winnerPays.total)
                : `${formatGBP(winnerPays.total)}, plus VAT if the seller charges it`}
          </dd>
        </div>
        <div>
          <dt>Collection and delivery</dt>
          <dd data-testid="delivery">
            {deliveryLabel}
            {delivery === "collection" ? `, from ${location}` : ""}
            {collectionTerms ? <span className={styles.sellerTerms}>{collectionTerms}</span> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
