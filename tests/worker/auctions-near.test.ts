/**
 * "Within N miles of [postcode]" and "Did you mean" on /auctions through the built Worker, as
 * a browser without JavaScript sends the filter form (docs/auctions.md#browse-auctions): only
 * the auctions within range, nearest first, each card saying how far; an unknown postcode, a
 * place that is not a postcode, a radius without a place or one not offered: /listings'
 * message beside the box and above the results, the other filters kept, a 400, never a 5xx;
 * a keyword search that finds nothing suggests a brand, keeping the other filters; a member's
 * saved postcode fills the box. The distances themselves are checked against the database in
 * supabase/tests/auctions-near.test.ts.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, createMember, deleteMember, uniqueToken } from "../support/factories";
import { browseResults, inputNamed } from "../support/worker/browse-results";
import { freshPage, worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

/** The page's cards in order: each one's id and the distance it shows (null: none). */
async function browse(query: string) {
  const response = await freshPage(`/auctions?${query}`);
  return { response, ...browseResults(await response.text(), "auction") };
}

describe("/auctions within N miles of a postcode, without JavaScript", () => {
  // This describe's own auctions, found by a word no other test uses: Leeds centre (LS1),
  // Manchester (M1, about 36 miles), the City of London (EC1A, about 170 miles) and one from
  // before create auction asked for a postcode.
  const word = `auctionnear${uniqueToken()}`;
  const placed: Record<string, string> = {};
  let seller: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    seller = await createMember(admin, { userType: "trade_seller" });
    for (const postcode of ["LS1 4AP", "M1 1AE", "EC1A 1BB", null]) {
      const title = `Perkins ${word} ${postcode ?? "no postcode"}`;
      placed[postcode ?? "none"] = (await createAuction(admin, seller.id, { title, postcode })).id;
    }
    return () => deleteMember(admin, seller);
  });

  test("the form's fields as sent: only the auctions within range, nearest first, each saying how far", async () => {
    // Every field of the panel, as a browser sends it (the server redirects to the clean address).
    const sent = await worker.fetch(
      `/auctions?q=${word}&minBid=0&maxBid=50000&minYear=2015&maxYear=2025&kva=&condition=&fuel=&radius=50&near=ls1+4ap&sort=nearest`,
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/auctions?q=${word}&near=LS1+4AP&radius=50&sort=nearest`);

    const { response, cards, html } = await browse(`q=${word}&near=LS1+4AP&radius=50&sort=nearest`);
    expect(response.status).toBe(200);
    expect(cards.map((card) => card.id)).toEqual([placed["LS1 4AP"], placed["M1 1AE"]]);
    expect(cards[0]!.distance).toBe("Under 1 mile");
    expect(cards[1]!.distance).toMatch(/^3[4-8] miles away$/);
    // Nearest First is offered, and chosen.
    expect(html).toMatch(/<option value="nearest" selected="">Nearest First<\/option>/);

    // Without a radius: every auction, nearest first, the one without a postcode last and without a distance.
    const all = await browse(`q=${word}&near=LS1&sort=nearest`);
    expect(all.cards.map((card) => card.id)).toEqual([placed["LS1 4AP"], placed["M1 1AE"], placed["EC1A 1BB"], placed["none"]]);
    expect(all.cards.map((card) => card.distance === null)).toEqual([false, false, false, true]);
  });

  test("without a place there are no distances, and Nearest first is neither offered nor kept", async () => {
    const sent = await worker.fetch(`/auctions?q=${word}&sort=nearest`);
    expect(sent.headers.get("location")).toBe(`/auctions?q=${word}`);
    const { html, cards } = await browse(`q=${word}`);
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.distance === null)).toBe(true);
    expect(html).not.toContain("Nearest First");
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
});

describe("/auctions and a member's saved postcode", () => {
  test("it fills the box when the URL has none, and filters nothing until applied", async () => {
    const member = await createMember(admin);
    try {
      expect((await admin.from("profiles").update({ postcode: "LS6 2AA" }).eq("id", member.id)).error).toBeNull();
      const jar = await worker.signIn(member);
      const html = await (await worker.fetch("/auctions", { headers: { Cookie: jar.header() } })).text();
      expect(inputNamed(html, "near")).toContain('value="LS6 2AA"');
      expect(html).toContain("Your postcode, from your profile");
      expect(html).not.toContain("miles away");
    } finally {
      await deleteMember(admin, member);
    }
  });
});

describe("/auctions keyword notes", () => {
  test("a corrected brand says what it searched", async () => {
    const { html } = await browse("q=caterpiller");
    expect(html).toMatch(/Showing results for <strong>Caterpillar<\/strong>/);
  });

  test("nothing found: the empty state and Did you mean, the other filters kept", async () => {
    const { response, html } = await browse("q=sdm&endingSoon=1");
    expect(response.status).toBe(200);
    expect(html).toContain("No active auctions match your filters");
    expect(html).toMatch(/Did you mean <a [^>]*href="\/auctions\?q=SDMO&amp;endingSoon=1"[^>]*>SDMO<\/a>\?/);
  });
});
