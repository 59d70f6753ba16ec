import { Link } from "@remix-run/react";
import { ListingCard } from "~/components/listing-card";
import { listingGrid } from "~/components/listing-card.css";
import { Section } from "~/components/sections";
import { closingActions } from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import type { ListingSummary } from "~/models/catalogue.server";

/**
 * The home page's featured listings (docs/spec/01-marketplace-core.md §2): the newest featured ones, linking to
 * /listing/{id}; `savedIds` are those the signed-in member has saved.
 */
export function FeaturedListings({ listings, savedIds }: { listings: ListingSummary[]; savedIds: string[] }) {
  if (listings.length === 0) return null;
  return (
    <Section title="Featured generators" headingId="featured-heading" band>
      <ul className={listingGrid}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} saved={savedIds.includes(listing.id)} detailsPath="/listing" />
          </li>
        ))}
      </ul>
      <div className={closingActions}>
        <Link to="/listings" className={button.primary}>
          Browse All Listings
        </Link>
        <Link to="/auctions" className={button.secondary}>
          View Auctions
        </Link>
      </div>
    </Section>
  );
}
