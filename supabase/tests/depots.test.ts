/**
 * A dealer's depots (supabase/schemas/18-depots.sql), as the portal and the dealer API call
 * them: the first is the main one and gathers the dealer's listings; the plan's allowance;
 * listings at a depot (new ones at the main one, never at another dealer's); deleting moves a
 * depot's listings to the main one; the portal's filter, the seller page and the listing page.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDepot, createListing, createMember, setMemberPlan } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client("anon");
});

afterAll(async () => {
  await backend?.close();
});

async function dealer(plan: string | null) {
  const member = await createMember(service, { userType: "trade_seller" });
  if (plan) await setMemberPlan(service, member.id, plan);
  return { ...member, client: backend.userClient(member.id) };
}

const depot = (reference: string, name = `${reference} depot`) => ({
  p_reference: reference,
  p_name: name,
  p_address: "Unit 4, Stourton Industrial Estate, Leeds",
  p_postcode: "LS10 1RS",
  p_phone: "0113 496 0000",
  p_opening_hours: "Mon–Fri 8am–5pm",
});

const depotOf = async (listingId: string) =>
  (await service.from("generator_listings").select("depot_id").eq("id", listingId).single()).data?.depot_id;

describe("the allowance", () => {
  test("a Standard dealer's first depot is their main one and gathers their listings; a second needs Premium", async () => {
    const standard = await dealer("trade-standard");
    const listing = await createListing(service, standard.id);
    const { data: main, error } = await standard.client.rpc("save_depot", depot("LEEDS"));
    expect(error).toBeNull();
    expect(await depotOf(listing.id)).toBe(main);
    expect((await service.from("depots").select("is_main").eq("id", main!).single()).data).toEqual({ is_main: true });

    const second = await standard.client.rpc("save_depot", depot("YORK"));
    expect(second.error).toMatchObject({ code: "GM409", message: "More than one depot comes with the Premium package" });
    expect((await service.from("depots").select("id").eq("dealer_id", standard.id)).data).toHaveLength(1);
  });

  test("Premium keeps ten; a private seller none; a reference once per dealer, whatever its case", async () => {
    const premium = await dealer("trade-premium");
    for (let n = 1; n <= 10; n++) expect((await premium.client.rpc("save_depot", depot(`D${n}`))).error).toBeNull();
    expect((await premium.client.rpc("save_depot", depot("D11"))).error).toMatchObject({
      code: "GM409",
      message: "Your package allows 10 depots: delete one you no longer use first",
    });
    const again = await (await dealer("trade-premium")).client.rpc("save_depot", depot("D1"));
    expect(again.error).toBeNull();
    const twin = await premium.client.rpc("save_depot", depot("d1"));
    expect(twin.error?.code).toBe("GM409");

    const privateSeller = await createMember(service, { userType: "private_seller" });
    const refused = await backend.userClient(privateSeller.id).rpc("save_depot", depot("HOME"));
    expect(refused.error).toMatchObject({ code: "GM403", message: "Depots are for trade sellers" });
  });

  test("nobody writes the table directly; everyone reads it", async () => {
    const premium = await dealer("trade-premium");
    const made = await createDepot(service, premium.id);
    const insert = await premium.client.from("depots").insert({ dealer_id: premium.id, reference: "X", name: "X", address: "X", postcode: "LS1 1AA" });
    expect(insert.error?.code).toBe("42501");
    await premium.client.from("depots").update({ name: "Renamed" }).eq("id", made.id);
    expect((await anon.from("depots").select("name").eq("id", made.id).single()).data).toEqual({ name: made.name });
  });
});

describe("listings at depots", () => {
  test("a new listing is at the main depot; moved all or none; never to another dealer's depot", async () => {
    const premium = await dealer("trade-premium");
    const leeds = await createDepot(service, premium.id, { reference: "LEEDS" });
    const york = await createDepot(service, premium.id, { reference: "YORK" });
    const [one, two] = [await createListing(service, premium.id), await createListing(service, premium.id)];
    expect(await depotOf(one.id)).toBe(leeds.id);

    expect(await premium.client.rpc("move_listings_to_depot", { p_listing_ids: [one.id, two.id], p_depot_id: york.id })).toMatchObject({ data: 2, error: null });
    expect([await depotOf(one.id), await depotOf(two.id)]).toEqual([york.id, york.id]);

    const other = await dealer("trade-premium");
    const theirs = await createDepot(service, other.id);
    const theirListing = await createListing(service, other.id);
    const toTheirs = await premium.client.rpc("move_listings_to_depot", { p_listing_ids: [one.id], p_depot_id: theirs.id });
    expect(toTheirs.error).toMatchObject({ code: "GM404", message: "Depot not found" });
    const withTheirs = await premium.client.rpc("move_listings_to_depot", { p_listing_ids: [one.id, theirListing.id], p_depot_id: leeds.id });
    expect(withTheirs.error).toMatchObject({ code: "GM404", message: "Listing not found" });
    expect([await depotOf(one.id), await depotOf(theirListing.id)]).toEqual([york.id, theirs.id]);

    const placedElsewhere = await service.from("generator_listings").update({ depot_id: theirs.id }).eq("id", one.id);
    expect(placedElsewhere.error).toMatchObject({ code: "GM404" });
  });

  // The sell wizard's Pricing step places a draft this way (app/routes/sell-generator/wizard.server.ts).
  test("the dealer places their own draft at one of their depots, never at another dealer's; depot_id is not theirs to write", async () => {
    const premium = await dealer("trade-premium");
    const leeds = await createDepot(service, premium.id, { reference: "LEEDS" });
    const york = await createDepot(service, premium.id, { reference: "YORK" });
    const draft = await createListing(service, premium.id, { status: "draft" });
    expect(await depotOf(draft.id)).toBe(leeds.id);
    expect(await premium.client.rpc("move_listings_to_depot", { p_listing_ids: [draft.id], p_depot_id: york.id })).toMatchObject({ data: 1, error: null });
    expect(await depotOf(draft.id)).toBe(york.id);

    const theirs = await createDepot(service, (await dealer("trade-premium")).id);
    const elsewhere = await premium.client.rpc("move_listings_to_depot", { p_listing_ids: [draft.id], p_depot_id: theirs.id });
    expect(elsewhere.error).toMatchObject({ code: "GM404", message: "Depot not found" });
    const direct = await premium.client.from("generator_listings").update({ depot_id: leeds.id }).eq("id", draft.id);
    expect(direct.error?.code).toBe("42501");
    expect(await depotOf(draft.id)).toBe(york.id);
  });

  test("deleting a depot moves its listings to the main one; the main one goes last", async () => {
    const premium = await dealer("trade-premium");
    const leeds = await createDepot(service, premium.id, { reference: "LEEDS" });
    const york = await createDepot(service, premium.id, { reference: "YORK" });
    const listing = await createListing(service, premium.id, { depot_id: york.id });

    const refused = await premium.client.rpc("delete_depot", { p_depot_id: leeds.id });
    expect(refused.error).toMatchObject({ code: "GM409", message: "This is your main depot: make another depot the main one first" });
    expect(await premium.client.rpc("delete_depot", { p_depot_id: york.id })).toMatchObject({ data: 1, error: null });
    expect(await depotOf(listing.id)).toBe(leeds.id);

    const other = await dealer("trade-premium");
    expect((await other.client.rpc("delete_depot", { p_depot_id: leeds.id })).error).toMatchObject({ code: "GM404" });
    expect((await other.client.rpc("make_main_depot", { p_depot_id: leeds.id })).error).toMatchObject({ code: "GM404" });

    const hull = await createDepot(service, premium.id, { reference: "HULL" });
    expect((await premium.client.rpc("make_main_depot", { p_depot_id: hull.id })).error).toBeNull();
    const { data: mains } = await service.from("depots").select("reference").eq("dealer_id", premium.id).eq("is_main", true);
    expect(mains).toEqual([{ reference: "HULL" }]);
    expect((await premium.client.rpc("delete_depot", { p_depot_id: leeds.id })).error).toBeNull();
    expect(await depotOf(listing.id)).toBe(hull.id);
  });

  test("the portal filters by depot; the seller page and the listing page show it", async () => {
    const premium = await dealer("trade-premium");
    const leeds = await createDepot(service, premium.id, { reference: "LEEDS", name: "Leeds depot" });
    const york = await createDepot(service, premium.id, { reference: "YORK", name: "York depot", opening_hours: "Sat 9am–1pm" });
    const atLeeds = await createListing(service, premium.id);
    const atYork = await createListing(service, premium.id, { depot_id: york.id });

    const portal = await premium.client.rpc("seller_portal_listings", { p_depot: york.id });
    expect(portal.data?.map((row: { id: string }) => row.id)).toEqual([atYork.id]);
    const all = await premium.client.rpc("seller_portal_listings", {});
    expect(all.data?.map((row: { id: string }) => row.id).sort()).toEqual([atLeeds.id, atYork.id].sort());

    const { data: page } = await anon.rpc("seller_public_page", { p_seller: premium.id });
    expect(page.depots.map((shown: { name: string; is_main: boolean }) => [shown.name, shown.is_main])).toEqual([
      ["Leeds depot", true],
      ["York depot", false],
    ]);
    const depotIds = Object.fromEntries(page.listings.map((row: { id: string; depot_id: string }) => [row.id, row.depot_id]));
    expect(depotIds).toEqual({ [atLeeds.id]: leeds.id, [atYork.id]: york.id });

    const { data: listingPage } = await anon.rpc("listing_page", { p_listing: atYork.id });
    expect(listingPage.listing.depot).toEqual({
      id: york.id,
      name: "York depot",
      address: "Unit 4, Stourton Industrial Estate, Leeds",
      postcode: "LS10 1RS",
      phone: "0113 496 0000",
      opening_hours: "Sat 9am–1pm",
    });
  });
});
