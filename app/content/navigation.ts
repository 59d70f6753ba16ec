/** The site's navigation, as docs/spec/01-marketplace-core.md §2 lists it: one source for the header, mobile menu and footer. */

export type NavLink = {
  to: string;
  label: string;
  description?: string;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
};

export type NavMenu = { label: string; links: NavLink[] };

export type NavItem = ({ kind: "link" } & NavLink) | ({ kind: "menu" } & NavMenu);

export const headerNavigation: NavItem[] = [
  { kind: "link", to: "/", label: "Home" },
  {
    kind: "menu",
    label: "Buy",
    links: [
      { to: "/listings", label: "Browse Generators", description: "Used and new-in-stock generators for sale" },
      { to: "/auctions", label: "Auctions", description: "Bid on generators in timed auctions" },
      { to: "/generator-categories", label: "Generator Categories", description: "Which type of generator suits the job" },
      { to: "/buyers", label: "For Buyers", description: "Buyer plans and how buying works" },
    ],
  },
  {
    kind: "menu",
    label: "Sell",
    links: [
      { to: "/sell-generator", label: "Sell Your Generator", description: "List a generator in five steps" },
      { to: "/create-auction", label: "Create Auction", description: "Put a generator up for auction", signedInOnly: true },
      { to: "/sellers-portal", label: "Sellers Portal", description: "Your listings, messages and reviews", signedInOnly: true },
      { to: "/private-sellers", label: "Private Sellers", description: "Selling one generator? Start here" },
      { to: "/trade-sellers", label: "Trade Sellers", description: "Weekly advertising packages for dealers" },
      { to: "/pricing", label: "Pricing", description: "Listing fees, plans and commission" },
      { to: "/seller-resources", label: "Seller Resources", description: "Guides to selling faster" },
    ],
  },
  { kind: "link", to: "/rental", label: "Hire" },
  {
    kind: "menu",
    label: "Services",
    links: [
      { to: "/directory", label: "Directory", description: "Accessory suppliers and support services" },
      { to: "/glossary", label: "Glossary", description: "Generator terms explained" },
    ],
  },
  { kind: "link", to: "/pricing", label: "Pricing" },
  { kind: "link", to: "/about", label: "About" },
  { kind: "link", to: "/contact", label: "Contact" },
];

/**
 * The phone's menu: the spec's links (docs/spec/01-marketplace-core.md §2: /buyers and
 * /private-sellers as Buy and Sell), named as the desktop's menus name them so no two entries
 * read alike, with what most visitors come for (browsing, auctions, selling) first.
 */
export const mobileNavigation: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/listings", label: "Browse Generators" },
  { to: "/auctions", label: "Auctions" },
  { to: "/sell-generator", label: "Sell Your Generator" },
  { to: "/rental", label: "Hire" },
  { to: "/buyers", label: "For Buyers" },
  { to: "/private-sellers", label: "Private Sellers" },
  { to: "/directory", label: "Directory" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

export const footerNavigation: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/listings", label: "Browse Generators" },
  { to: "/sell-generator", label: "Sell Your Generator" },
  { to: "/bulk-upload", label: "Bulk Upload" },
  { to: "/auctions", label: "Auctions" },
  { to: "/directory", label: "Directory" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/glossary", label: "Glossary" },
];

/** The footer's legal and help column. */
export const footerLegalLinks: NavLink[] = [
  { to: "/faq", label: "FAQ" },
  { to: "/seller-guide", label: "Seller Guide" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/cookies", label: "Cookie Policy" },
];

export function visibleLinks(links: NavLink[], signedIn: boolean) {
  return links.filter((link) => signedIn || !link.signedInOnly);
}
