import { Link } from "@remix-run/react";
import * as styles from "../styles.css";
import { portalHref, portalTabLabels, portalTabs, type PortalTab } from "../tabs";

/** The side tab menu (docs/spec/02-auctions-and-seller-tools.md §2): links, so the tab is in the URL (`?tab=`). */
export function TabMenu({ current }: { current: PortalTab }) {
  return (
    <nav aria-label="Sellers portal" className={styles.tabMenu}>
      <ul className={styles.tabList}>
        {portalTabs.map((tab) => (
          <li key={tab}>
            <Link to={portalHref(tab)} className={styles.tab} aria-current={tab === current ? "page" : undefined} preventScrollReset>
              {portalTabLabels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
