import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import type { roleFlags } from "~/utils/user";
import * as styles from "../styles.css";

type RoleFlags = ReturnType<typeof roleFlags>;

/** The overview for members who do not sell (a seller's is SellerOverview): the way on. */
export function Overview({ flags }: { flags: RoleFlags }) {
  return (
    <div className={styles.panelBody}>
      <p>Browse generators from private sellers and UK dealers, filtered by type, power, price and location.</p>
      <div className={styles.actions}>
        <Link to="/listings" className={button.primary}>
          Browse Generators
        </Link>
        {flags.isStaff ? (
          <Link to="/moderation" className={button.secondary}>
            Moderation queue
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function CreateListingPanel() {
  return (
    <div className={styles.panelBody}>
      <p>List a generator in five steps: basic info, specs, photos, pricing and review. Our team checks every listing within 24 hours.</p>
      <div className={styles.actions}>
        <Link to="/sell-generator" className={button.primary}>
          Sell Your Generator
        </Link>
      </div>
    </div>
  );
}
