import type { SellerAuction } from "~/models/own-auction.server";
import { formatGBP } from "~/utils/format";
import * as styles from "../styles.css";

/** An auction's price (the current bid, or the starting price while nobody has bid) and its bids, as figures in a <dl>. */
export function PriceAndBids({ auction }: { auction: Pick<SellerAuction, "current_bid" | "starting_price" | "bid_count"> }) {
  return (
    <>
      {auction.current_bid === null ? (
        <div>
          <dt>Starting price</dt>
          <dd>
            {formatGBP(auction.starting_price)} <span className={styles.factNote}>No bids yet</span>
          </dd>
        </div>
      ) : (
        <div>
          <dt>Current bid</dt>
          <dd>{formatGBP(auction.current_bid)}</dd>
        </div>
      )}
      <div>
        <dt>Bids</dt>
        <dd>{auction.bid_count}</dd>
      </div>
    </>
  );
}
