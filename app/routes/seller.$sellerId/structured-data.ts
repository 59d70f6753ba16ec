import { sellerDisplayName } from "~/models/listing-rules";
import type { SellerPublicPage } from "~/models/seller-page.server";
import { depotPlace } from "~/utils/structured-data";

/**
 * The page's JSON-LD (schema.org): a dealer as an Organization, anyone else as a Person,
 * with their aggregateRating once they have visible reviews and a dealer's depots as the
 * places they trade from (location).
 */
export function sellerStructuredData(page: SellerPublicPage, url: string) {
  const { card, reviews, depots } = page;
  return {
    "@context": "https://schema.org",
    "@type": card.user_type === "trade_seller" ? "Organization" : "Person",
    name: sellerDisplayName(card),
    url,
    ...(card.location ? { address: { "@type": "PostalAddress", addressLocality: card.location, addressCountry: "GB" } } : {}),
    ...(depots.length > 0 ? { location: depots.map(depotPlace) } : {}),
    ...(reviews.count > 0 && reviews.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.average.toFixed(1),
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
