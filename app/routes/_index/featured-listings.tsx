import { ButtonLinks } from "~/components/button-links";
import { ListingGrid } from "~/components/listing-card";
import { Section } from "~/components/sections";
import { closingActions } from "~/components/sections.css";
import type { ListingSummary } from "~/models/catalogue.server";

/**
 * The home page's featured listings (docs/spec/01-marketplace-core.md §2): the newest featured ones, linking to
 * /listing/{id}; `savedIds` are those the signed-in member has saved.
 */
export function FeaturedListings({ listings, savedIds }: { listings: ListingSummary[]; savedIds: string[] }) {
  if (listings.length === 0) return null;
  return (
    <Section title="Featured generators" headingId="featured-heading" band>
      <ListingGrid listings={listings} isSaved={(listing) => savedIds.includes(listing.id)} detailsPath="/listing" />
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
