import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import {
  headerNavigation,
  mobileNavigation,
  visibleLinks,
  type NavMenu,
} from "~/content/navigation";
import { useHydrated } from "~/utils/misc";
import { greetingName, roleFlags, type SessionUser } from "~/utils/user";
import { CountBadge } from "./count-badge";
import * as styles from "./header.css";
import { ChevronDownIcon, LogoMark, MenuIcon, SearchIcon } from "./icons";
import { MenuLinks } from "./menu-links";
import { Avatar } from "./profile/avatar";
import { button, iconButton } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

// The dialogs are only needed once someone opens them: keep them out of the first bundle.
const SiteSearchDialog = lazy(() => import("./site-search-dialog"));
const MobileMenuDialog = lazy(() => import("./mobile-menu-dialog"));
// The Radix menus load when a pointer or keyboard first reaches the nav; until then the
// <details> menus (the no-JavaScript version) work just the same.
const loadDesktopMenus = () => import("./desktop-menus");
const DesktopMenus = lazy(loadDesktopMenus);

export function Header({ user }: { user: SessionUser | null }) {
  const hydrated = useHydrated();
  const [searchOpen, setSearchOpen] = useState(false);
  const { navRef, enhancedMenus, requestMenus, swapWhenIdle } = useEnhancedMenus(hydrated);
  const searchButtonRef = useRef<HTMLAnchorElement>(null);
  const signedIn = Boolean(user);

  function openSearch(event: MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript (or with a modifier key) the link goes to the /search page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setSearchOpen(true);
  }

  return (
    <header className={styles.header} data-hydrated={hydrated || undefined} data-signed-in={signedIn || undefined}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label="GenMarket home">
          <LogoMark />
          <span>GenMarket</span>
        </Link>

        <nav
          ref={navRef}
          className={styles.desktopNav}
          aria-label="Main"
          onPointerEnter={requestMenus}
          onFocus={requestMenus}
          onPointerLeave={swapWhenIdle}
          onBlur={(event) => {
            if (!navRef.current?.contains(event.relatedTarget as Node | null)) swapWhenIdle();
          }}
        >
          {enhancedMenus ? (
            <Suspense fallback={<StaticMenus signedIn={signedIn} />}>
              <DesktopMenus signedIn={signedIn} />
            </Suspense>
          ) : (
            <StaticMenus signedIn={signedIn} />
          )}
        </nav>

        <div className={styles.actions}>
          <Link
            ref={searchButtonRef}
            to="/search"
            className={styles.searchButton}
            onClick={hydrated ? openSearch : undefined}
            aria-haspopup={hydrated ? "dialog" : undefined}
            aria-label="Search the site"
          >
            <SearchIcon />
            <span className={styles.searchButtonLabel}>Search</span>
          </Link>
          <div className={styles.accountLinks}>
            <AccountLinks user={user} />
          </div>
          {hydrated ? <MobileMenu user={user} /> : <StaticMobileMenu user={user} />}
        </div>
      </div>
      {/* Its arrival shows the header (header.css.ts, HEADER_END_ID). */}
      <span id={styles.HEADER_END_ID} hidden />
      {searchOpen ? (
        <Suspense fallback={null}>
          <SiteSearchDialog open={searchOpen} onOpenChange={setSearchOpen} returnFocusRef={searchButtonRef} />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * Swaps the <details> menus for the Radix ones once their code has loaded, but only while
 * nobody is using a menu (none open, focus elsewhere), so a menu never vanishes mid-use.
 */
function useEnhancedMenus(hydrated: boolean) {
  const navRef = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [enhancedMenus, setEnhancedMenus] = useState(false);
  const requested = useRef(false);

  function requestMenus() {
    if (!hydrated || requested.current) return;
    requested.current = true;
    loadDesktopMenus().then(() => setLoaded(true));
  }

  function swapWhenIdle() {
    const nav = navRef.current;
    if (!loaded || enhancedMenus || !nav) return;
    if (nav.querySelector("details[open]") || nav.contains(document.activeElement)) return;
    setEnhancedMenus(true);
  }

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(swapWhenIdle, [loaded]);

  return { navRef, enhancedMenus, requestMenus, swapWhenIdle };
}

const unreadLabel = "unread messages";

function AccountLinks({ user, onNavigate }: { user: SessionUser | null; onNavigate?: () => void }) {
  if (!user) {
    return (
      <>
        <Link to="/login" className={button.ghost} onClick={onNavigate}>
          Login
        </Link>
        <Link to="/signup" className={button.primary} onClick={onNavigate}>
          Sign Up
        </Link>
      </>
    );
  }
  const name = greetingName(user);
  return (
    <>
      <span className={styles.greeting} title={`Signed in as ${user.email}`}>
        <Avatar url={user.imageUrl} name={user.fullName ?? name ?? user.email.slice(0, 1)} size={28} />
        <span className={styles.greetingText}>{name ? `Hi, ${name}` : "Hi there"}</span>
      </span>
      {/* Staff accounts work in the moderation queue: it takes the dashboard's place. */}
      {roleFlags(user).isStaff ? (
        <Link to="/moderation" className={button.ghost} onClick={onNavigate}>
          Moderation
        </Link>
      ) : (
        <Link to="/dashboard" className={button.ghost} onClick={onNavigate}>
          Dashboard
          <CountBadge count={user.unreadMessages} label={unreadLabel} />
        </Link>
      )}
      <Form method="post" action="/logout">
        <button type="submit" className={button.secondary}>
          Logout
        </button>
      </Form>
    </>
  );
}

/** Without JavaScript: the same menus as <details> disclosures, so every link stays reachable. */
function StaticMenus({ signedIn }: { signedIn: boolean }) {
  return (
    <ul className={styles.navList}>
      {headerNavigation.map((item) => (
        <li key={item.label} className={styles.navItem}>
          {item.kind === "link" ? (
            <NavLink to={item.to} end className={styles.navLink}>
              {item.label}
            </NavLink>
          ) : (
            <StaticMenu menu={item} signedIn={signedIn} />
          )}
        </li>
      ))}
    </ul>
  );
}

function StaticMenu({ menu, signedIn }: { menu: NavMenu; signedIn: boolean }) {
  return (
    <details className={styles.menuDetails}>
      <summary className={styles.navTrigger}>
        {menu.label}
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      <div className={styles.menuPanel}>
        <MenuLinks
          label={menu.label}
          links={visibleLinks(menu.links, signedIn)}
          renderLink={(link, content) => (
            <Link to={link.to} className={styles.menuLink}>
              {content}
            </Link>
          )}
        />
      </div>
    </details>
  );
}

function MobileLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Mobile">
      <ul className={styles.mobileList}>
        {mobileNavigation.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={styles.mobileLink} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** With JavaScript: a button that opens the menu sheet (loaded on first use). */
function MobileMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation (a link, back/forward) closes the menu.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`${iconButton} ${styles.mobileOnly} ${styles.menuButton}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className={visuallyHidden}>Menu</span>
        <CountBadge count={user?.unreadMessages ?? 0} label={unreadLabel} corner />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef}>
            <MobileLinks onNavigate={() => chooseLink(setOpen)} />
            <div className={styles.mobileAccount}>
              <AccountLinks user={user} onNavigate={() => chooseLink(setOpen)} />
            </div>
          </MobileMenuDialog>
        </Suspense>
      ) : null}
    </>
  );
}

function chooseLink(setOpen: (open: boolean) => void) {
  setOpen(false);
  window.scrollTo({ top: 0 });
}

/** Without JavaScript: a disclosure; following a link loads the new page at its top. */
function StaticMobileMenu({ user }: { user: SessionUser | null }) {
  return (
    <details className={styles.mobileDetails}>
      <summary className={`${iconButton} ${styles.menuButton}`}>
        <MenuIcon />
        <span className={visuallyHidden}>Menu</span>
        <CountBadge count={user?.unreadMessages ?? 0} label={unreadLabel} corner />
      </summary>
      <div className={styles.mobilePanelStatic}>
        <MobileLinks />
        <div className={styles.mobileAccount}>
          <AccountLinks user={user} />
        </div>
      </div>
    </details>
  );
}
