import { ButtonLinks } from "~/components/button-links";
import { ListingCard } from "~/components/listing-card";
import { listingGrid } from "~/components/listing-card.css";
import { Section } from "~/components/sections";
import { closingActions } from "~/components/sections.css";
import type { ListingSummary } from "~/models/catalogue.server";

/**
 * The home page's featured listings (spec 01 §2): the newest featured ones, linking to
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
      <ButtonLinks
        className={closingActions}
        links={[
          { to: "/listings", label: "Browse All Listings", variant: "primary" },
          { to: "/auctions", label: "View Auctions", variant: "secondary" },
        ]}
      />
    </Section>
  );
}
