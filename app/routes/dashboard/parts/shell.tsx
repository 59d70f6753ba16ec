import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { CountBadge } from "~/components/count-badge";
import * as page from "~/components/page.css";
import * as tabStyles from "~/components/ui/tabs.css";
import * as styles from "../styles.css";
import { dashboardHref, dashboardViewLabels, type DashboardView, type SideNavLink } from "./views";

/**
 * The dashboard's frame: the title by role and who is signed in, the side navigation beside
 * (desktop), the tab bar above the view (`children`). `current` is the view asked for, marked
 * in both navigations (a view the member may not use is in neither).
 */
export function DashboardShell({
  title,
  signedInAs,
  sideNav,
  tabs,
  current,
  unreadMessages,
  children,
}: {
  title: string;
  signedInAs: string;
  sideNav: SideNavLink[];
  tabs: DashboardView[];
  current: DashboardView;
  /** Shown on the Messages tab (sellers'). */
  unreadMessages: number;
  children: ReactNode;
}) {
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={styles.signedInAs}>Signed in as {signedInAs}.</p>
      </header>
      <div className={styles.layout}>
        <DashboardSideNav links={sideNav} current={current} />
        <div className={styles.main}>
          <DashboardTabs tabs={tabs} current={current} unreadMessages={unreadMessages} />
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * The top tab bar (every width; the only navigation on phones): one row, scrolling sideways
 * where it is wider than the screen, the current tab scrolled into sight.
 */
function DashboardTabs({ tabs, current, unreadMessages }: { tabs: DashboardView[]; current: DashboardView; unreadMessages: number }) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab) return;
    const [listBox, tabBox] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (tabBox.left < listBox.left || tabBox.right > listBox.right) list.scrollLeft += tabBox.left - listBox.left - 16;
  }, [current]);
  return (
    <nav aria-label="Dashboard" className={styles.tabBar}>
      <ul ref={listRef} className={tabStyles.tabList}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link to={dashboardHref(tab)} className={tabStyles.tab} aria-current={tab === current ? "page" : undefined} preventScrollReset>
              {dashboardViewLabels[tab]}
              {tab === "messages" ? <CountBadge count={unreadMessages} label="unread messages" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side navigation: desktop only (hidden below lg, where the tab bar serves). */
function DashboardSideNav({ links, current }: { links: SideNavLink[]; current: DashboardView }) {
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
