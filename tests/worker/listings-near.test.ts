/**
 * "Within N miles of [postcode]" on /listings through the built Worker, as a browser without
 * JavaScript sends the filter form (docs/listings.md#location): only the listings within
 * range, nearest first, each card saying how far; an unknown postcode, a place that is not a
 * postcode, a radius without a place or one not offered: a message beside the box, the other
 * filters kept, never a 5xx; a member's saved postcode fills the box.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { formatMilesAway } from "../../app/utils/format";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, createMember, deleteMember, uniqueToken } from "../support/factories";
import { browseResults, inputNamed } from "../support/worker/browse-results";
import { freshPage, worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

/** Great-circle miles, written out here (the database's is public.miles_between). */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

async function centre(outcode: string) {
  const { data, error } = await admin.from("outcodes").select("latitude, longitude").eq("outcode", outcode).single();
  expect(error).toBeNull();
  return data as { latitude: number; longitude: number };
}

/** The page's cards in order: each one's id and the distance it shows (null: none). */
async function browse(query: string, { cookie }: { cookie?: string } = {}) {
  // A member's page (with their cookie) is never served from the edge cache either.
  const response = cookie ? await worker.fetch(`/listings?${query}`, { headers: { Cookie: cookie } }) : await freshPage(`/listings?${query}`);
  return { response, ...browseResults(await response.text(), "listing") };
}

describe("within N miles of a postcode, without JavaScript", () => {
  // This describe's own listings, found by a word no other test uses, at known outcodes:
  // Leeds centre (LS1), Headingley (LS6, a few miles), Manchester (M1, about 36 miles) and
  // the City of London (EC1A, about 170 miles).
  const word = `nearset${uniqueToken()}`;
  const placed: Record<string, string> = {};
  let seller: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    seller = await createMember(admin, { userType: "trade_seller" });
    for (const postcode of ["LS1 4AP", "LS6 2AA", "M1 1AE", "EC1A 1BB"]) {
      placed[postcode] = (await createListing(admin, seller.id, { title: `Honda ${word} ${postcode}`, postcode })).id;
    }
    return () => deleteMember(admin, seller);
  });

  test("the form's fields as sent: only the listings within range, nearest first, each saying how far", async () => {
    // Every field of the panel, as a browser sends it (the server redirects to the clean address).
    const sent = await worker.fetch(`/listings?q=${word}&kva=&condition=&type=&location=&radius=50&near=ls1+4ap&featured=&sort=nearest`);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/listings?q=${word}&sort=nearest&near=LS1+4AP&radius=50`);

    const { response, cards } = await browse(`q=${word}&sort=nearest&near=LS1+4AP&radius=50`);
    expect(response.status).toBe(200);
    const ls1 = await centre("LS1");
    expect(cards.map((card) => card.id)).toEqual([placed["LS1 4AP"], placed["LS6 2AA"], placed["M1 1AE"]]);
    expect(cards[0]!.distance).toBe("Under 1 mile");
    expect(cards[1]!.distance).toBe(formatMilesAway(miles(ls1, await centre("LS6"))));
    expect(cards[2]!.distance).toBe(formatMilesAway(miles(ls1, await centre("M1"))));
    expect(cards[2]!.distance).toMatch(/^3[4-8] miles away$/);

    // Without a radius: every listing, with its distance, still nearest first.
    const all = await browse(`q=${word}&sort=nearest&near=LS1`);
    expect(all.cards.map((card) => card.id)).toEqual([placed["LS1 4AP"], placed["LS6 2AA"], placed["M1 1AE"], placed["EC1A 1BB"]]);
    expect(all.cards.every((card) => card.distance !== null)).toBe(true);
  });

  test("a town typed in the box: its outcode's point, the same listings as its postcode, the chip in the town's words", async () => {
    const sent = await worker.fetch(`/listings?q=${word}&radius=50&near=++leeds+&sort=nearest`);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/listings?q=${word}&sort=nearest&near=leeds&radius=50`);
    const byTown = await browse(`q=${word}&sort=nearest&near=Leeds&radius=50`);
    const byPostcode = await browse(`q=${word}&sort=nearest&near=LS1&radius=50`);
    expect(byTown.response.status).toBe(200);
    expect(byTown.cards).toEqual(byPostcode.cards);
    expect(byTown.cards.map((card) => card.id)).toEqual([placed["LS1 4AP"], placed["LS6 2AA"], placed["M1 1AE"]]);
    expect(byTown.html).toContain("Within 50 miles of Leeds");
  });

  test("over the whole catalogue, the radius keeps exactly the listings a haversine by hand puts within it", async () => {
    const { data, error } = await admin.from("generator_listings").select("id, latitude, longitude").eq("status", "active").not("latitude", "is", null);
    expect(error).toBeNull();
    const ls1 = await centre("LS1");
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = (data as Array<{ id: string; latitude: number; longitude: number }>)
      .map((row) => ({ id: row.id, miles: miles(ls1, row) }))
      .filter((row) => row.miles <= 100)
      .sort((a, b) => a.miles - b.miles || compare(a.id, b.id));
    expect(expected.length).toBeGreaterThan(3);
    const { count, cards } = await browse("sort=nearest&near=LS1&radius=100");
    expect(count).toBe(expected.length);
    expect(cards.map((card) => card.id)).toEqual(expected.slice(0, 24).map((row) => row.id));
    expect(cards.map((card) => card.distance)).toEqual(expected.slice(0, 24).map((row) => formatMilesAway(row.miles)));
  });

  test("the chip says where, and removes the place, the radius and Nearest first", async () => {
    const { html } = await browse(`q=${word}&sort=nearest&near=LS1&radius=25`);
    const chip = html.match(/<a[^>]*href="([^"]+)"[^>]*>(?:(?!<\/a>)[^])*Within 25 miles of LS1/);
    expect(chip?.[1]?.replaceAll("&amp;", "&")).toBe(`/listings?q=${word}`);
  });

  test.each([
    ["near=ZZ9+9ZZ&radius=25", "We cannot find ZZ9: enter a town or a postcode in Great Britain, like Leeds or LS1 4AP", "near", "ZZ9 9ZZ"],
    ["near=BT1+1AA&radius=25", "We cannot find BT1: enter a town or a postcode in Great Britain, like Leeds or LS1 4AP", "near", "BT1 1AA"],
    ["near=Atlantis&radius=25", "We cannot find Atlantis: enter a town or a postcode in Great Britain, like Leeds or LS1 4AP", "near", "Atlantis"],
    ["near=Leeds%21&radius=25", "Enter a postcode or a town, like LS1 4AP, LS1 or Leeds", "near", "Leeds!"],
    ["radius=25", "Enter a postcode or a town to search within 25 miles, like LS1 4AP or Leeds", "near", null],
    ["near=LS1&radius=7", "Choose a distance of 10, 25, 50, 100 or 200 miles", "radius", null],
  ])("%s: a message beside the box and above the results, the other filters kept, a 400", async (place, message, field, kept) => {
    const { response, html, count } = await browse(`q=${word}&${place}`);
    expect(response.status).toBe(400);
    expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    const control = field === "near" ? inputNamed(html, "near") : (html.match(/<select[^>]*name="radius"[^>]*>/)?.[0] ?? "");
    expect(control).toContain('aria-invalid="true"');
    if (kept !== null) expect(control).toContain(`value="${kept}"`);
    // The search text still applies; the distance does not.
    expect(count).toBe(4);
  });

  test("a member's saved postcode fills the box when the URL has none, and filters nothing until applied", async () => {
    const member = await createMember(admin);
    try {
      expect((await admin.from("profiles").update({ postcode: "LS6 2AA" }).eq("id", member.id)).error).toBeNull();
      const jar = await worker.signIn(member);
      const { html, count } = await browse(`q=${word}`, { cookie: jar.header() });
      expect(inputNamed(html, "near")).toContain('value="LS6 2AA"');
      expect(count).toBe(4);
      const typed = await browse(`q=${word}&near=M1`, { cookie: jar.header() });
      expect(inputNamed(typed.html, "near")).toContain('value="M1"');
    } finally {
      await deleteMember(admin, member);
    }
  });
});
