import type { DepotAddress } from "~/models/depot.server";
import type { PhotoSources } from "./photo-sources";

/**
 * schema.org JSON-LD for a lot's page, as Google's Product rich results read it
 * (https://developers.google.com/search/docs/appearance/structured-data/product-snippet and
 * merchant-listing): the product, its photos, and one Offer in pounds with its availability,
 * condition and seller. Made on the server (the loaders), so none of it is in the page's script.
 */

type Photo = { url: string; sources: PhotoSources | null };
type Seller = { name: string; isBusiness: boolean };

const SCHEMA = "https://schema.org/";

/** A photo's largest JPEG copy (every crawler reads JPEG), else the photo as stored, as an absolute URL. */
function photoAddress(photo: Photo, origin: string) {
  const largest = photo.sources?.jpeg.split(", ").at(-1)?.split(" ")[0];
  return new URL(largest ?? photo.url, origin).href;
}

/** schema.org's itemCondition for a listing's condition (app/content/listing-options.ts) or an auction's. */
export function itemCondition(condition: string | null | undefined) {
  switch (condition) {
    case "new-in-stock":
      return `${SCHEMA}NewCondition`;
    case "refurbished":
      return `${SCHEMA}RefurbishedCondition`;
    case "used-spares-repairs":
      return `${SCHEMA}DamagedCondition`;
    default:
      return `${SCHEMA}UsedCondition`;
  }
}

function product(lot: { title: string; description: string | null; brand: string | null; model: string | null }, photos: Photo[], origin: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: lot.title,
    url,
    ...(lot.description ? { description: lot.description } : {}),
    ...(photos.length ? { image: photos.map((photo) => photoAddress(photo, origin)) } : {}),
    ...(lot.brand ? { brand: { "@type": "Brand", name: lot.brand } } : {}),
    ...(lot.model ? { model: lot.model } : {}),
  };
}

const sellerOf = (seller: Seller) => ({ "@type": seller.isBusiness ? "Organization" : "Person", name: seller.name });

/** A dealer's depot as a schema.org Place with its postal address and phone (supabase/schemas/18-depots.sql). */
export function depotPlace(depot: DepotAddress) {
  return {
    "@type": "Place",
    name: depot.name,
    address: { "@type": "PostalAddress", streetAddress: depot.address, postalCode: depot.postcode, addressCountry: "GB" },
    ...(depot.phone ? { telephone: depot.phone } : {}),
  };
}

/**
 * A live listing: its asking price, in stock, with whether VAT is included when the seller
 * said (vat_status; "No VAT" says nothing either way), and the dealer's depot it is at as the
 * place to get it (availableAtOrFrom). Null without a price (only a draft has none), as
 * Google's Product result needs an offer.
 */
export function listingStructuredData(
  listing: {
    title: string; description: string | null; brand: string | null; model: string | null; condition: string | null;
    price_gbp: number | null; vat_status: string | null; depot?: DepotAddress | null;
  },
  photos: Photo[],
  seller: Seller,
  url: string,
) {
  if (listing.price_gbp === null) return null;
  const origin = new URL(url).origin;
  const vatIncluded = listing.vat_status === "inc-vat" ? true : listing.vat_status === "ex-vat" ? false : null;
  return {
    ...product(listing, photos, origin, url),
    offers: {
      "@type": "Offer",
      url,
      price: listing.price_gbp,
      priceCurrency: "GBP",
      ...(vatIncluded === null
        ? {}
        : { priceSpecification: { "@type": "UnitPriceSpecification", price: listing.price_gbp, priceCurrency: "GBP", valueAddedTaxIncluded: vatIncluded } }),
      availability: `${SCHEMA}InStock`,
      itemCondition: itemCondition(listing.condition),
      ...(listing.depot ? { availableAtOrFrom: depotPlace(listing.depot) } : {}),
      seller: sellerOf(seller),
    },
  };
}

/**
 * An auction: the price is the current bid (the starting price before the first), valid until
 * the auction ends; in stock while it takes bids, sold out once sold. Its condition is one of
 * listings' own (auction_listings.condition, supabase/schemas/40-auctions.sql).
 */
export function auctionStructuredData(
  auction: { title: string; description: string | null; brand: string | null; model: string | null; condition: string; startingPrice: number },
  live: { open: boolean; status: string; currentBid: number | null; endsAt: string },
  photos: Photo[],
  seller: Seller,
  url: string,
) {
  const origin = new URL(url).origin;
  return {
    ...product(auction, photos, origin, url),
    offers: {
      "@type": "Offer",
      url,
      price: live.currentBid ?? auction.startingPrice,
      priceCurrency: "GBP",
      priceValidUntil: live.endsAt.slice(0, 10),
      availabilityEnds: live.endsAt,
      availability: live.open ? `${SCHEMA}InStock` : live.status === "sold" ? `${SCHEMA}SoldOut` : `${SCHEMA}OutOfStock`,
      itemCondition: itemCondition(auction.condition),
      seller: sellerOf(seller),
    },
  };
}
