import { roleFlags, userTypeLabels, type SessionUser } from "~/utils/user";

/**
 * The dashboard's views (docs/spec/02-auctions-and-seller-tools.md "Dashboard"), chosen by ?view= in the URL, and which of
 * them each role has (docs/spec/02-auctions-and-seller-tools.md §6): buyers Overview, Saved Items and Account (create, listings
 * and messages are blocked for them; their conversations with sellers are on their
 * overview); private and trade sellers Overview, Create Listing, My Listings, Messages and
 * Account, and from the side navigation Saved Items and Reviews; anyone else (no account
 * type, staff) Overview and Account, with their conversations and saved items as a buyer's.
 * Billing (every member's receipts, docs/payments.md "Receipts") is in the side navigation and
 * linked from Account.
 */
export const dashboardViewLabels = {
  overview: "Overview",
  create: "Create Listing",
  listings: "My Listings",
  messages: "Messages",
  saved: "Saved Items",
  account: "Account",
  reviews: "Reviews",
  billing: "Billing",
} as const;

export type DashboardView = keyof typeof dashboardViewLabels;

type Role = Pick<SessionUser, "userType" | "appRole">;

const isDashboardView = (value: string | null): value is DashboardView => value !== null && Object.hasOwn(dashboardViewLabels, value);

export const dashboardHref = (view: DashboardView) => (view === "overview" ? "/dashboard" : `/dashboard?view=${view}`);

/** The top tab bar's views for this member, in order (docs/spec/02-auctions-and-seller-tools.md: every width). */
export function dashboardTabs(user: Role): DashboardView[] {
  const flags = roleFlags(user);
  if (flags.isSeller) return ["overview", "create", "listings", "messages", "account"];
  if (flags.isBuyer) return ["overview", "saved", "account"];
  return ["overview", "account"];
}

/** A side navigation link: a dashboard view, or the home page. */
export type SideNavLink = { label: string; href: string; view: DashboardView | null };

/**
 * The side navigation (desktop only): Home, Dashboard, Saved Items, Account and Billing for
 * everyone; sellers also My Listings and Reviews.
 */
export function dashboardSideNav(user: Role): SideNavLink[] {
  const view = (key: DashboardView, label: string = dashboardViewLabels[key]): SideNavLink => ({ label, href: dashboardHref(key), view: key });
  const home: SideNavLink = { label: "Home", href: "/", view: null };
  if (roleFlags(user).isSeller) {
    return [home, view("overview", "Dashboard"), view("listings"), view("saved"), view("reviews"), view("account"), view("billing")];
  }
  return [home, view("overview", "Dashboard"), view("saved"), view("account"), view("billing")];
}

/** Every view this member may open: the tab bar's and the side navigation's. */
function viewsOf(user: Role): DashboardView[] {
  const fromSideNav = dashboardSideNav(user).flatMap((link) => (link.view ? [link.view] : []));
  return [...new Set([...dashboardTabs(user), ...fromSideNav])];
}

/** Where the member's conversations are: sellers' Messages, everyone else's overview. */
export function inboxView(user: Role): DashboardView {
  return roleFlags(user).isSeller ? "messages" : "overview";
}

/** Why a view is not this member's, and where to go instead. */
export type BlockedView = { message: string; link: { href: string; label: string } };

function blockedView(user: Role, view: DashboardView): BlockedView {
  const flags = roleFlags(user);
  const isSellerView = "is for seller accounts";
  switch (view) {
    case "create":
      return {
        message: `Creating listings ${isSellerView}. Sell your generator with a private seller or trade account.`,
        link: { href: "/sell-generator", label: "Sell your generator" },
      };
    case "listings":
      return {
        message: `My Listings ${isSellerView}: listings you saved are in Saved Items.`,
        link: { href: dashboardHref("saved"), label: "Go to Saved Items" },
      };
    case "messages":
      return {
        message: "Your conversations with sellers are on your dashboard's overview, with their unread messages.",
        link: { href: `${dashboardHref("overview")}#conversations`, label: "Open your conversations" },
      };
    case "reviews":
      return {
        message: `Reviews of your sales ${isSellerView}.${flags.isBuyer ? " You can review a seller from your conversation with them." : ""}`,
        link: { href: `${dashboardHref("overview")}#conversations`, label: "Go to your conversations" },
      };
    default:
      return { message: "This part of the dashboard is not open to your account.", link: { href: dashboardHref("overview"), label: "Go to your dashboard" } };
  }
}

/**
 * The view the URL asks for, and whether this member may use it: a view of the spec they may
 * not use comes back blocked (said plainly, with the way on); an unknown one, or none, is the
 * overview.
 */
export function dashboardView(user: Role, requested: string | null): { view: DashboardView; blocked: BlockedView | null } {
  if (!isDashboardView(requested)) return { view: "overview", blocked: null };
  const known = requested;
  if (viewsOf(user).includes(known)) return { view: known, blocked: null };
  return { view: known, blocked: blockedView(user, known) };
}

export function dashboardTitle(user: Role) {
  const flags = roleFlags(user);
  if (flags.isBuyer) return "Buyer Dashboard";
  if (flags.isPrivateSeller) return "Private Seller Dashboard";
  if (flags.isTradeSeller) return "Trade Seller Dashboard";
  return "My Dashboard";
}

/** 'Trade Seller', 'Staff' or 'Member', for the 'Signed in as …' line. */
export function accountTypeLabel(user: Role) {
  if (user.userType) return userTypeLabels[user.userType];
  return roleFlags(user).isStaff ? "Staff" : "Member";
}

/** The overview's notices, where Mark all as read comes back to. */
export const NOTICES_HREF = "/dashboard#notices";
