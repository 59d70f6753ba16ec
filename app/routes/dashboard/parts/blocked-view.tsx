import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "../styles.css";
import type { BlockedView } from "./views";

/** A view this member's account does not have (docs/spec/02-auctions-and-seller-tools.md §6): why, and the way to what they want. */
export function BlockedViewPanel({ message, link }: BlockedView) {
  return (
    <div className={styles.panelBody}>
      <p role="status">{message}</p>
      <Link to={link.href} className={button.primary}>
        {link.label}
      </Link>
    </div>
  );
}
