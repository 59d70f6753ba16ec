/**
 * Report this listing (docs/moderation.md) through the built Worker, posted as a browser without
 * JavaScript: a visitor is asked to sign in (page) or sent to (post), nothing written; bad
 * input is refused with the reason and writes nothing; a member's report is stored once and
 * the page then says so; staff close it on /moderation once, and find a listing by its
 * reference. Also the listing page's reference and listed date.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, type Member } from "../support/factories";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

const test = base.extend<{ seller: Member; reporter: Member; staff: Member; listing: { id: string; title: string } }>({
  seller: memberFixture(admin, { userType: "trade_seller", companyName: "Report Test Plant Ltd" }),
  reporter: memberFixture(admin, { userType: "buyer" }),
  staff: memberFixture(admin, { userType: "buyer", staff: true }),
  listing: async ({ seller }, use) => {
    await use(await createListing(admin, seller.id));
  },
});

async function reportsOf(listingId: string) {
  const { data, error } = await admin.from("listing_reports").select("id, reporter_id, reason, details, status").eq("listing_id", listingId);
  expect(error).toBeNull();
  return data ?? [];
}

describe("Report this listing", () => {
  test("a visitor sees a sign-in prompt that comes back here; their post goes to sign in and writes nothing", async ({ listing }) => {
    const path = `/listings/${listing.id}/report`;
    const page = textOf(await (await get(path)).text());
    expect(page).toContain("Sign in to report this listing");
    expect(page).toContain(`href="/login?${new URLSearchParams({ redirectTo: path })}"`);
    expect(page).not.toContain('name="reason"');
    const posted = await post(path, { reason: "scam" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirectTo: path })}`);
    expect(textOf(await (await get(posted.headers.get("location")!)).text())).toContain("Sign in to report this listing");
    expect(await reportsOf(listing.id)).toEqual([]);
  });

  test("bad input is refused with the reason and the details kept; nothing is written", async ({ listing, reporter }) => {
    const jar = await signIn(reporter);
    const path = `/listings/${listing.id}/report`;
    const refused: Record<string, string>[] = [{ details: "No reason chosen" }, { reason: "because", details: "No reason chosen" }];
    for (const fields of refused) {
      const response = await post(path, fields, jar);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const html = textOf(await response.text());
      expect(html).toContain("Choose a reason for your report");
      expect(html).toMatch(/<textarea[^>]*name="details"[^>]*>No reason chosen<\/textarea>/);
    }
    const tooLong = await post(path, { reason: "other", details: "x".repeat(1001) }, jar);
    expect(tooLong.status).toBe(400);
    expect(textOf(await tooLong.text())).toContain("Details must be 1000 characters or fewer");
    expect(await reportsOf(listing.id)).toEqual([]);
  });

  test("a member reports once, back to the listing with a toast; a second post is refused; the page says they reported", async ({ listing, reporter }) => {
    const jar = await signIn(reporter);
    const path = `/listings/${listing.id}/report`;
    const sent = await post(path, { reason: "misleading", details: "  The photos are of another set.  " }, jar);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/listings/${listing.id}`);
    expect(textOf(await (await get(`/listings/${listing.id}`, jar)).text())).toContain("Report sent");
    expect(await reportsOf(listing.id)).toEqual([
      expect.objectContaining({ reporter_id: reporter.id, reason: "misleading", details: "The photos are of another set.", status: "open" }),
    ]);

    const again = await post(path, { reason: "scam" }, jar);
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("You have already reported this listing");
    await expectServerError(/report: reporting a listing[^]*GM409/);
    expect(await reportsOf(listing.id)).toHaveLength(1);
    expect(textOf(await (await get(path, jar)).text())).toContain("You reported this listing on");
  });

  test("the seller cannot report their own listing", async ({ listing, seller }) => {
    const jar = await signIn(seller);
    expect(textOf(await (await get(`/listings/${listing.id}/report`, jar)).text())).toContain("This is your listing: you cannot report it.");
    const response = await post(`/listings/${listing.id}/report`, { reason: "scam" }, jar);
    expect(response.status).toBe(403);
    await expectServerError(/report: reporting a listing[^]*GM403/);
    expect(await reportsOf(listing.id)).toEqual([]);
  });
});

describe("staff on /moderation", () => {
  test("see the open report and close it once; a second close says it is closed already", async ({ listing, reporter, staff }) => {
    await post(`/listings/${listing.id}/report`, { reason: "scam", details: "Asks for payment by bank transfer only." }, await signIn(reporter));
    const [report] = await reportsOf(listing.id);
    const jar = await signIn(staff);
    const page = textOf(await (await get("/moderation", jar)).text());
    const section = page.match(/<section id="reports"[^]*?<\/section>/)?.[0] ?? "";
    expect(section).toContain(listing.title);
    expect(section).toContain("Looks like a scam or fraud");
    expect(section).toContain("Asks for payment by bank transfer only.");
    expect(section).toContain(`Reported by ${reporter.fullName}`);

    const closed = await post("/moderation", { intent: "close-report", reportId: report!.id, outcome: "resolved" }, jar);
    expect(closed.status).toBe(302);
    expect(closed.headers.get("location")).toBe("/moderation#reports");
    expect((await reportsOf(listing.id))[0]).toMatchObject({ status: "resolved" });
    await post("/moderation", { intent: "close-report", reportId: report!.id, outcome: "dismissed" }, jar);
    expect(textOf(await (await get("/moderation", jar)).text())).toContain("This report has already been closed");
    expect((await reportsOf(listing.id))[0]).toMatchObject({ status: "resolved" });

    const bad = await post("/moderation", { intent: "close-report", reportId: report!.id, outcome: "deleted" }, jar);
    expect(bad.status).toBe(400);
    expect(textOf(await bad.text())).toContain("Choose Dismiss or Resolved on a report below.");
  });

  test("Find a listing opens the listing with that reference, or says there is none", async ({ listing, staff }) => {
    const { data } = await admin.from("generator_listings").select("reference, listing_number").eq("id", listing.id).single();
    const reference = data?.reference ?? "";
    const jar = await signIn(staff);
    for (const typed of [reference, ` ${reference.toLowerCase()} `, String(data?.listing_number)]) {
      const found = await get(`/moderation?${new URLSearchParams({ reference: typed })}`, jar);
      expect(found.status, typed).toBe(302);
      expect(found.headers.get("location")).toBe(`/listings/${listing.id}`);
    }
    const none = textOf(await (await get("/moderation?reference=GM-1", jar)).text());
    expect(none).toContain("No listing has the reference GM-1");
  });
});

describe("the listing page", () => {
  test("shows the listing's reference and when it was listed", async ({ listing }) => {
    const { data } = await admin.from("generator_listings").select("reference, published_at").eq("id", listing.id).single();
    const html = textOf(await (await get(`/listings/${listing.id}`)).text());
    expect(html).toContain(`Ref. ${data?.reference}`);
    const listed = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" }).format(new Date(data!.published_at!));
    expect(html).toContain(`Listed ${listed}`);
    expect(html).toContain(`Listing reference: <strong>${data?.reference}</strong>`);
  });
});
