import { Link } from "@remix-run/react";
import type { TradePackage } from "~/models/member-plan.server";
import * as styles from "../styles.css";

/**
 * A dealer's trade package before they upload or confirm: new rows become listings awaiting
 * review, so they take the package's ads as the wizard's do (docs/bulk-upload.md), and
 * confirming is refused without a package or past its allowance. Updates take none.
 */
export function TradePackageNote({ tradePackage }: { tradePackage: TradePackage }) {
  if (tradePackage.planName === null) {
    return (
      <p className={styles.info}>
        New listings from a file run on a weekly trade package, as the ones you add one at a time do. You have no package yet:{" "}
        <Link to="/trade-sellers">choose Single Ad, Standard or Premium</Link> before you upload new listings.
      </p>
    );
  }
  return (
    <p className={styles.info}>
      {`New listings from a file use your ${tradePackage.planName} package's ads: ${tradePackage.left} of ${tradePackage.allowance} left. Updates to your listings use none. `}
      {tradePackage.left ? null : (
        <>
          All are in use: <Link to="/trade-sellers">upgrade your package</Link> or deactivate a listing before you add new ones.
        </>
      )}
    </p>
  );
}
