/**
 * The marketing claims the spec makes (01 §1, 02 §1), stated once: pages show these
 * figures and never their own.
 */

export type Stat = { value: string; label: string };

/** The buyers page. */
export const buyerStats: Stat[] = [
  { value: "5,000+", label: "Listings" },
  { value: "500+", label: "Verified Sellers" },
  { value: "98%", label: "Buyer Satisfaction" },
];

/** The seller pages. */
export const sellerStats: Stat[] = [
  { value: "10,000+", label: "Active Buyers" },
  { value: "95%", label: "Success Rate" },
  { value: "24/7", label: "Support" },
];

/** The marketplace as a whole (about, trade sellers). */
export const platformStats: Stat[] = [
  { value: "15,000+", label: "Active Users" },
  { value: "92%", label: "Success Rate" },
  { value: "500+", label: "Trade Partners" },
];

/** The home page's structured data: items on offer. */
export const catalogueSizeClaim = { count: 500, text: "500+ used and new-in-stock generators" };

/** Seller resources: what good photos do. */
export const photoEnquiriesClaim = "Listings with quality photos get 3x more enquiries";

/** How fast the team reviews a new listing. */
export const listingReviewPromise = "Every listing is reviewed by our team within 24 hours";
