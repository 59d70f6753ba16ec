export type Crumb = { label: string; to: string };

const segmentLabels: Record<string, string> = {
  listings: "Generators",
  auctions: "Auctions",
  pricing: "Pricing",
  "sell-generator": "Sell Your Generator",
  "bulk-upload": "Bulk Upload",
  directory: "Directory",
  glossary: "Glossary",
  login: "Login",
  auth: "Sign In",
  signup: "Sign Up",
  stats: "Statistics",
  faq: "FAQ",
  cookies: "Cookie Policy",
  "dealer-api": "Dealer API",
};

/** The segment after these names an item: its crumb is a fixed label, not the raw id. */
const detailLabels: Record<string, string> = {
  listings: "Generator Details",
  auctions: "Auction Details",
  seller: "Seller Profile",
};

/** Segments that are no page of their own (/seller says 'No seller specified.'): no crumb. */
const noPage = new Set(["seller"]);

/** A page that edits one item when the URL names it (?edit={id}) is labelled so. */
const editLabels: Record<string, string> = {
  "create-auction": "Edit Auction",
  "sell-generator": "Edit Listing",
};

/**
 * The spec's singular item paths (/listing/{id}, /auction/{id}) sit under the plural list
 * page: their crumbs are that page's (/auction itself is no page).
 */
const listPageOf: Record<string, string> = { listing: "listings", auction: "auctions" };

function titleCase(segment: string) {
  return segment
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Crumbs for a path (and its query string, for ?edit=), Home first. The last one is the current page. */
export function breadcrumbsFor(pathname: string, search = ""): Crumb[] {
  const editing = new URLSearchParams(search).has("edit");
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment, index) => (index === 0 ? (listPageOf[segment] ?? segment) : segment));
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  segments.forEach((segment, index) => {
    if (noPage.has(segment) && index < segments.length - 1) return;
    const parent = segments[index - 1];
    const last = index === segments.length - 1;
    const label =
      (last && editing ? editLabels[segment] : undefined) ??
      (parent && detailLabels[parent]) ??
      segmentLabels[segment] ??
      titleCase(decodeSegment(segment));
    crumbs.push({ label, to: "/" + segments.slice(0, index + 1).join("/") });
  });
  return crumbs;
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
