import { roleFlags, userTypeLabels, type SessionUser } from "~/utils/user";

/**
 * The dashboard's views (spec 02 "Dashboard"), chosen by ?view= in the URL, and which
 * of them each role has: buyers Overview, Saved Items, Messages (where sellers' replies
 * reach them; the spec's buyer tab bar has none) and Account; private and trade sellers
 * Overview, Create Listing, My Listings, Messages and Account (and Reviews, from the side
 * navigation); anyone else Overview and Account.
 */
export const dashboardViewLabels = {
  overview: "Overview",
  create: "Create Listing",
  listings: "My Listings",
  messages: "Messages",
  saved: "Saved Items",
  account: "Account",
  reviews: "Reviews",
} as const;

export type DashboardView = keyof typeof dashboardViewLabels;

type Role = Pick<SessionUser, "userType" | "appRole">;

/** The tab bar's views for this member, in order. */
export function dashboardTabs(user: Role): DashboardView[] {
  const flags = roleFlags(user);
  if (flags.isSeller) return ["overview", "create", "listings", "messages", "account"];
  if (flags.isBuyer) return ["overview", "saved", "messages", "account"];
  return ["overview", "account"];
}

/**
 * The view the URL asks for, when this member has it; otherwise the overview. Every member
 * can save listings, so every member has Saved Items, in the tab bar or not (sellers reach
 * it from the overview, as the spec's side navigation has it).
 */
export function dashboardView(user: Role, requested: string | null): DashboardView {
  const available: DashboardView[] = [
    ...dashboardTabs(user),
    "saved",
    ...(roleFlags(user).isSeller ? (["reviews"] as const) : []),
  ];
  return available.find((view) => view === requested) ?? "overview";
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

export const dashboardHref = (view: DashboardView) => (view === "overview" ? "/dashboard" : `/dashboard?view=${view}`);

/** One conversation in the Messages view. */
export const conversationHref = (threadId: string) => `/dashboard?view=messages&thread=${threadId}`;

/** The overview's notices, where Mark all as read comes back to. */
export const NOTICES_HREF = "/dashboard#notices";
