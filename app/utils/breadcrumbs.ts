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
};

/** The segment after these names an item: its crumb is a fixed label, not the raw id. */
const detailLabels: Record<string, string> = {
  listings: "Generator Details",
  auctions: "Auction Details",
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

/** Crumbs for a path, Home first. The last one is the current page. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment, index) => (index === 0 ? (listPageOf[segment] ?? segment) : segment));
  const crumbs: Crumb[] = [{ label: "Home", to: "/" }];
  segments.forEach((segment, index) => {
    const parent = segments[index - 1];
    const label =
      (parent && detailLabels[parent]) ?? segmentLabels[segment] ?? titleCase(decodeSegment(segment));
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
