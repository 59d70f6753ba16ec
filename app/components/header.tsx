import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import * as NavigationMenu from "radix-ui/navigation-menu";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import {
  headerNavigation,
  mobileNavigation,
  visibleLinks,
  type NavLink as NavLinkData,
  type NavMenu,
} from "~/content/navigation";
import { greetingName, type SessionUser } from "~/utils/user";
import { useHydrated } from "~/utils/misc";
import { ChevronDownIcon, LogoMark, MenuIcon, SearchIcon } from "./icons";
import * as styles from "./header.css";
import { button, iconButton } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

// The dialogs are only needed once someone opens them: keep them out of the first bundle.
const SiteSearchDialog = lazy(() => import("./site-search-dialog"));
const MobileMenuDialog = lazy(() => import("./mobile-menu-dialog"));

export function Header({ user }: { user: SessionUser | null }) {
  const hydrated = useHydrated();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButtonRef = useRef<HTMLAnchorElement>(null);
  const signedIn = Boolean(user);

  function openSearch(event: MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript (or with a modifier key) the link goes to the /search page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setSearchOpen(true);
  }

  return (
    <header className={styles.header} data-hydrated={hydrated || undefined}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label="GenMarket home">
          <LogoMark />
          <span>GenMarket</span>
        </Link>

        <nav className={styles.desktopNav} aria-label="Main">
          {hydrated ? <DesktopMenus signedIn={signedIn} /> : <StaticMenus signedIn={signedIn} />}
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
      {searchOpen ? (
        <Suspense fallback={null}>
          <SiteSearchDialog open={searchOpen} onOpenChange={setSearchOpen} returnFocusRef={searchButtonRef} />
        </Suspense>
      ) : null}
    </header>
  );
}

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
  return (
    <>
      <span className={styles.greeting}>Hi, {greetingName(user.email)}</span>
      <Link to="/dashboard" className={button.ghost} onClick={onNavigate}>
        Dashboard
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className={button.secondary}>
          Logout
        </button>
      </Form>
    </>
  );
}

function MenuLinks({
  label,
  links,
  renderLink,
}: {
  label: string;
  links: NavLinkData[];
  renderLink: (link: NavLinkData, content: JSX.Element) => JSX.Element;
}) {
  return (
    <ul className={styles.menuList} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          {renderLink(
            link,
            <>
              <span className={styles.menuLinkLabel}>{link.label}</span>
              {link.description ? <span className={styles.menuLinkDescription}>{link.description}</span> : null}
            </>,
          )}
        </li>
      ))}
    </ul>
  );
}

/** With JavaScript: Radix navigation menus that open on hover or click, with the spec's delays. */
function DesktopMenus({ signedIn }: { signedIn: boolean }) {
  return (
    <NavigationMenu.Root delayDuration={200} skipDelayDuration={300}>
      <NavigationMenu.List className={styles.navList}>
        {headerNavigation.map((item) =>
          item.kind === "link" ? (
            <NavigationMenu.Item key={item.label} className={styles.navItem}>
              <NavigationMenu.Link asChild>
                <NavLink to={item.to} end className={styles.navLink}>
                  {item.label}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.label} className={styles.navItem}>
              <NavigationMenu.Trigger className={styles.navTrigger}>
                {item.label}
                <ChevronDownIcon className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.menuPanel}>
                <MenuLinks
                  label={item.label}
                  links={visibleLinks(item.links, signedIn)}
                  renderLink={(link, content) => (
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className={styles.menuLink}>
                        {content}
                      </Link>
                    </NavigationMenu.Link>
                  )}
                />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
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
        className={`${iconButton} ${styles.mobileOnly}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className={visuallyHidden}>Menu</span>
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
      <summary className={iconButton}>
        <MenuIcon />
        <span className={visuallyHidden}>Menu</span>
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
