/**
 * One round trip per public page (docs/decisions/003-one-database-call-per-public-page.md): listings_page and listing_page return
 * what the calls they replace returned (search_listings with listing_filter_options; the
 * listing's select= with its seller and photos, and listing_related), for each kind of
 * caller, so Priority Buyers' early access and the owner's own pending listing hold.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingDetailColumnNames } from "../../app/models/catalogue.server.ts";
import { parseListingFilters, searchListingsArguments } from "../../app/routes/listings._index/schema.ts";
import { createDepot, createListing, createListings, createMember, setMemberPlan, uniqueToken } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let visitor: SupabaseClient;
let priorityBuyer: SupabaseClient;
let seller: SupabaseClient;
let sellerId: string;
let staff: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  visitor = backend.client();
  ({ client: seller, id: sellerId } = await backend.signedInClient("demo-trade@genmarket.test"));
  ({ client: staff } = await backend.signedInClient("demo-staff@genmarket.test"));
  const buyer = await createMember(service);
  await setMemberPlan(service, buyer.id, "priority-buyer");
  ({ client: priorityBuyer } = await backend.signedInClient(buyer.email, buyer.password));
});

afterAll(async () => {
  await backend?.close();
});

/**
 * The listing page's reads before listing_page: the row with its seller's card and first
 * photos, and the related cards; and the two facts of the seller's public card it shows
 * (seller_profile_card: member since, median response time).
 */
async function separateListingReads(client: SupabaseClient, id: string) {
  const { data, error } = await client
    .from("generator_listings")
    .select<string, Record<string, unknown> & { listing_photos: Array<{ storage_path: string; alt: string | null }> }>(
      `${listingDetailColumnNames.join(", ")},
       seller:profiles!generator_listings_dealer_id_fkey(full_name, company_name, user_type, location, verified),
       depot:depots(id, name, address, postcode, phone, opening_hours),
       listing_photos(storage_path, alt, position)`,
    )
    .eq("id", id)
    .order("position", { referencedTable: "listing_photos" })
    .limit(4, { referencedTable: "listing_photos" })
    .maybeSingle();
  expect(error).toBeNull();
  if (!data) return null;
  const related = await client.rpc("listing_related", { p_listing: id, p_limit: 4 });
  expect(related.error).toBeNull();
  const card = await client.rpc("seller_profile_card", { p_seller: data.dealer_id as string });
  expect(card.error).toBeNull();
  const { member_since, median_response_minutes } = card.data as { member_since: string; median_response_minutes: number | null };
  const { listing_photos, ...row } = data;
  if (row.seller) row.seller = { ...(row.seller as object), member_since, median_response_minutes };
  // These photos are the seed's, with no web copies (listing_photo_copies: supabase/tests/listing-photos.test.ts).
  return { listing: { ...row, photos: listing_photos.map(({ storage_path, alt }) => ({ storage_path, alt, copies: [] })) }, related: related.data };
}

async function listingPage(client: SupabaseClient, id: string) {
  const { data, error } = await client.rpc("listing_page", { p_listing: id, p_photo_limit: 4, p_related_limit: 4 });
  expect(error).toBeNull();
  return data as { listing: Record<string, unknown> } | null;
}

async function listingWithPhotos(overrides: Record<string, unknown>) {
  const { id } = await createListing(service, sellerId, overrides);
  for (const position of [0, 1, 2, 3, 4]) {
    const photo = await service
      .from("listing_photos")
      .insert({ listing_id: id, storage_path: `seed/portable-${(position % 3) + 1}.png`, position, alt: `View ${position}` });
    expect(photo.error).toBeNull();
  }
  return id;
}

describe("listing_page", () => {
  test("returns the page's columns, the seller's card, the first four photos and the related cards, as the separate reads did", async () => {
    await createDepot(service, sellerId, { name: "Stourton depot" });
    const id = await listingWithPhotos({ status: "active" });
    const page = await listingPage(visitor, id);
    expect(Object.keys(page!.listing).sort()).toEqual([...listingDetailColumnNames, "seller", "depot", "photos"].sort());
    expect(page!.listing.photos).toHaveLength(4);
    expect(page!.listing.depot).toMatchObject({ name: "Stourton depot" });
    expect(page!.listing.seller).not.toBeNull();
    for (const client of [visitor, priorityBuyer, seller, staff]) {
      expect(await listingPage(client, id)).toEqual(await separateListingReads(client, id));
    }
  });

  test("a listing still in Priority Buyers' early access: theirs and its seller's to see, nobody else's", async () => {
    const id = await listingWithPhotos({ status: "active", reviewed_at: new Date().toISOString() });
    expect(await listingPage(visitor, id)).toBeNull();
    expect(await separateListingReads(visitor, id)).toBeNull();
    for (const client of [priorityBuyer, seller]) {
      const page = await listingPage(client, id);
      expect(page?.listing.id).toBe(id);
      expect(page).toEqual(await separateListingReads(client, id));
    }
  });

  test("a pending listing is its seller's and staff's only; an unknown id is null", async () => {
    const id = await listingWithPhotos({ status: "pending" });
    expect(await listingPage(visitor, id)).toBeNull();
    expect(await listingPage(priorityBuyer, id)).toBeNull();
    for (const client of [seller, staff]) {
      expect(await listingPage(client, id)).toEqual(await separateListingReads(client, id));
    }
    expect(await listingPage(visitor, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("listings_page", () => {
  test("is search_listings' answer (counting up to 1,000) with listing_filter_options beside it, for the browse page's filters", async () => {
    const queries = ["", "type=portable&sort=price-asc", "q=diesel&page=2", "brands=Perkins&condition=used-good", "minPrice=5000&maxPrice=20000", "near=LS1&radius=50&sort=nearest"];
    for (const query of queries) {
      const args = searchListingsArguments(parseListingFilters(new URLSearchParams(query)));
      for (const client of [visitor, priorityBuyer]) {
        const [page, search, options] = await Promise.all([
          client.rpc("listings_page", args),
          client.rpc("search_listings", { ...args, count_cap: 1000 }),
          client.rpc("listing_filter_options"),
        ]);
        expect(page.error).toBeNull();
        expect(page.data).toEqual({ ...(search.data as object), filter_options: options.data });
      }
    }
  });

  test("counts up to 1,000 matches: past that it says '1,000 or more', with pages known two past the current one", async () => {
    const token = uniqueToken();
    await createListings(service, sellerId, 1000, { title: `Counted generator ${token}` });
    // One more, still in Priority Buyers' first access: theirs to count, not a visitor's.
    await createListing(service, sellerId, { title: `Counted generator ${token}`, reviewed_at: new Date().toISOString() });
    type Page = { total: number; total_exact: boolean; page: number; page_count: number; listings: unknown[] };
    const read = async (client: SupabaseClient, page: number) => {
      const { data, error } = await client.rpc("listings_page", { search: token, page });
      expect(error).toBeNull();
      const { total, total_exact, page: shown, page_count, listings } = data as Page;
      return { total, total_exact, page: shown, page_count, cards: listings.length };
    };

    // A visitor: exactly 1,000, every page known.
    expect(await read(visitor, 1)).toEqual({ total: 1000, total_exact: true, page: 1, page_count: 42, cards: 24 });
    // A Priority Buyer: 1,001, so more than the count reaches from page 1 (1,000 and one more).
    expect(await read(priorityBuyer, 1)).toEqual({ total: 1000, total_exact: false, page: 1, page_count: 42, cards: 24 });
    expect(await read(priorityBuyer, 30)).toEqual({ total: 1000, total_exact: false, page: 30, page_count: 42, cards: 24 });
    // Near the end the count reaches two pages past the page, so it reaches the end: exact again.
    expect(await read(priorityBuyer, 41)).toEqual({ total: 1001, total_exact: true, page: 41, page_count: 42, cards: 24 });
    expect(await read(priorityBuyer, 42)).toEqual({ total: 1001, total_exact: true, page: 42, page_count: 42, cards: 17 });
    // A page past the end shows the last page, as before.
    expect(await read(priorityBuyer, 500)).toEqual({ total: 1001, total_exact: true, page: 42, page_count: 42, cards: 17 });
  });
});
