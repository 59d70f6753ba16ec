import { Form, Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "../styles.css";

/** My Listings (app/routes/dashboard/parts/views.ts dashboardHref("listings")), whose action takes Cancel auction. */
const MY_LISTINGS = "/dashboard?view=listings";

/**
 * The seller's own auction, while it is open and has no bids (the rule of
 * public.seller_may_change_auction, which editing and cancel_auction apply again): Edit is the
 * edit form My Listings links to (/create-auction?edit={id}), Withdraw posts My Listings' own
 * first Cancel auction step, which answers there with its confirmation, with or without
 * JavaScript (docs/auctions.md "Editing an auction").
 */
export function SellerAuctionActions({ auctionId, title }: { auctionId: string; title: string }) {
  return (
    <div className={styles.sellerActions}>
      <p>Until the first bid you can still edit or withdraw it.</p>
      <Form method="post" action={MY_LISTINGS} className={styles.confirmActions}>
        <Link to={`/create-auction?edit=${auctionId}`} className={button.secondary}>
          Edit auction<span className={visuallyHidden}> {title}</span>
        </Link>
        <input type="hidden" name="auctionId" value={auctionId} />
        <button type="submit" name="intent" value="cancel-auction" className={button.secondary}>
          Withdraw auction<span className={visuallyHidden}> {title}</span>
        </button>
      </Form>
    </div>
  );
}
