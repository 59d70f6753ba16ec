import { Link } from "@remix-run/react";
import * as styles from "../styles.css";
import { dashboardHref, dashboardViewLabels, type DashboardView, type SideNavLink } from "./views";

/** The top tab bar (every width; the only navigation on phones). */
export function DashboardTabs({ tabs, current }: { tabs: DashboardView[]; current: DashboardView }) {
  return (
    <nav aria-label="Dashboard" className={styles.tabBar}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link to={dashboardHref(tab)} className={styles.tab} aria-current={tab === current ? "page" : undefined} preventScrollReset>
              {dashboardViewLabels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side navigation: desktop only (hidden below lg, where the tab bar serves). */
export function DashboardSideNav({ links, current }: { links: SideNavLink[]; current: DashboardView }) {
  return (
    <nav aria-label="Quick links" className={styles.sideNav}>
      <ul className={styles.sideNavList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.sideNavLink} aria-current={link.view === current ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
