import type { NavLink } from "./navigation";

/**
 * The ways on from a page that does not exist (the 404 page), beside the site search. Not in
 * navigation.ts, which every page's script carries: only the 404 route needs these.
 */
export const notFoundSections: NavLink[] = [
  { to: "/listings", label: "Browse Generators" },
  { to: "/auctions", label: "Auctions" },
  { to: "/sell-generator", label: "Sell Your Generator" },
  { to: "/rental", label: "Hire a Generator" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact Us" },
];
