/**
 * Saved searches through the built Worker, as a browser without JavaScript sends them (issue
 * 16 item 4): Save this search on /listings (visitors through sign-in and back; the page still
 * cached for visitors), the list in Saved Items (Alerts and its frequency, Delete, refusals),
 * and the whole alert: staff approve a matching listing, the Cron Trigger queues exactly one
 * email, which the email queue delivers to the local outbox (docs/email.md); its unsubscribe
 * link asks before it stops anything, stops the next one, and refuses a tampered token; a
 * listing that does not match sends nothing.
 */
import { test as base, describe, expect, inject } from "vitest";
import { formatDate } from "../../app/utils/format";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { demoPassword } from "../support/dev-vars";
import { createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { pastPriorityFirstAccess } from "../support/first-access";
import { CookieJar } from "../support/http";
import { outboxEmails } from "../support/outbox";
import { freshPage, worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const staff = { email: "demo-staff@genmarket.test", password: demoPassword() };

const test = base.extend<{ buyer: Member; seller: Member }>({
  buyer: memberFixture(admin, { userType: "buyer" }),
  seller: memberFixture(admin, { userType: "private_seller" }),
});

const outboxFor = (email: string) => outboxEmails(testBackendUrl(), email, "search_alert");

/** The member's alert emails once one has arrived (the email queue delivers after the Cron Trigger answered). */
async function delivered(email: string) {
  await expect.poll(async () => (await outboxFor(email)).length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
  return outboxFor(email);
}

/** Fires the Worker's Cron Trigger once: every minute's, or the daily digest's. */
async function runCron(cron?: string) {
  const url = new URL(inject("workerScheduledUrl"));
  if (cron) url.searchParams.set("cron", cron);
  const response = await fetch(url, { method: "POST" });
  expect(await response.json()).toMatchObject({ outcome: "ok" });
}

/** Saves /listings?{query} with the page's form, as the member. */
async function saveSearch(query: string, jar: CookieJar) {
  return worker.post(`/listings?index&${query}`, { intent: "save-search" }, jar);
}

async function savedSearchesOf(member: Member) {
  const { data } = await admin.from("saved_searches").select("id, name, query, alerts, alert_frequency").eq("user_id", member.id);
  return data ?? [];
}

/**
 * A pending listing of the seller's, approved by staff through /moderation, then dated past
 * Priority Buyers' first access (until then only they are alerted; supabase/tests/saved-searches.test.ts).
 */
async function approvedListing(seller: Member, staffJar: CookieJar, overrides: Record<string, unknown>) {
  const { id } = await createListing(admin, seller.id, { status: "pending", ...overrides });
  const response = await worker.post("/moderation", { intent: "approve", listingId: id }, staffJar);
  expect(response.status).toBe(302);
  await pastPriorityFirstAccess(admin, id);
  return id;
}

describe("Save this search on /listings", () => {
  test("the page offers it to every visitor and stays in the edge cache", async () => {
    const response = await worker.get("/listings?type=dieselStandby");
    expect(response.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    const html = await response.text();
    const form = html.match(/<form[^>]*id="save-search"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(textOf(form)).toContain('action="/listings?index&type=dieselStandby"');
    expect(html).toContain('name="intent" value="save-search"');
  });

  test("a visitor signs in first and comes back to the page's button", async () => {
    const response = await saveSearch("type=dieselStandby&location=london", new CookieJar());
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, worker.url);
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/listings?type=dieselStandby&location=london#save-search");
  });

  test("a member saves the page's filters (not its page number) with alerts on, once", async ({ buyer }) => {
    const jar = await worker.signIn(buyer);
    const saved = await saveSearch("location=london&type=dieselStandby&page=2&advanced=1", jar);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/listings?type=dieselStandby&location=london");
    expect(await savedSearchesOf(buyer)).toEqual([
      {
        id: expect.any(String),
        name: "Diesel Standby Generators · London & South East",
        query: "type=dieselStandby&location=london",
        alerts: true,
        alert_frequency: "instant",
      },
    ]);
    const page = textOf(await (await worker.get("/listings?type=dieselStandby&location=london", jar)).text());
    expect(page).toContain("Search saved");
    expect((await saveSearch("type=dieselStandby&location=london", jar)).status).toBe(302);
    expect(await savedSearchesOf(buyer)).toHaveLength(1);
  });

  test("/auctions saves its filters too", async ({ buyer }) => {
    const html = await (await worker.get("/auctions?endingSoon=1")).text();
    expect(textOf(html.match(/<form[^>]*id="save-search"[^>]*>/)?.[0] ?? "")).toContain('action="/auctions?index&endingSoon=1"');
    const saved = await worker.post("/auctions?index&endingSoon=1&page=2", { intent: "save-search" }, await worker.signIn(buyer));
    expect(saved.headers.get("location")).toBe("/auctions?endingSoon=1");
    expect(await savedSearchesOf(buyer)).toMatchObject([{ name: "Auctions · ending soon", query: "endingSoon=1", alerts: false }]);
  });

  test("an unknown intent is refused and saves nothing", async ({ buyer }) => {
    const jar = await worker.signIn(buyer);
    const response = await worker.post("/listings?index&q=test", { intent: "something-else" }, jar);
    expect(response.status).toBe(400);
    expect(await savedSearchesOf(buyer)).toEqual([]);
  });
});

describe("Saved Searches in Saved Items", () => {
  test("lists each search as the spec does and opens it as its /listings URL", async ({ buyer }) => {
    const jar = await worker.signIn(buyer);
    await saveSearch("q=perkins&location=manchester&minPrice=10000&maxPrice=50000", jar);
    const html = textOf(await (await worker.get("/dashboard?view=saved", jar)).text());
    const section = html.match(/<section id="saved-searches"[^]*?<\/section>/)?.[0] ?? "";
    expect(section).toContain("Saved Searches (1)");
    expect(section).toContain('href="/listings?q=perkins&minPrice=10000&maxPrice=50000&location=manchester"');
    expect(section).toContain("perkins");
    expect(section).toContain("Manchester & North West");
    expect(section).toContain("£10,000 to £50,000");
    expect(section).toContain(formatDate(new Date().toISOString()));
    expect(section).toMatch(/<input[^>]*type="checkbox"[^>]*name="alerts"[^>]*checked/);
    expect(section).toContain("Update");
  });

  test("Alerts and their frequency change with the Update button; Delete removes it", async ({ buyer }) => {
    const jar = await worker.signIn(buyer);
    await saveSearch("q=cummins", jar);
    const [search] = await savedSearchesOf(buyer);
    const update = await worker.post("/dashboard?view=saved", { intent: "saved-search-alerts", savedSearchId: search!.id, alertFrequency: "daily" }, jar);
    expect(update.status).toBe(302);
    expect(update.headers.get("location")).toBe("/dashboard?view=saved#saved-searches");
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: false, alert_frequency: "daily" }]);
    await worker.post("/dashboard?view=saved", { intent: "saved-search-alerts", savedSearchId: search!.id, alerts: "on", alertFrequency: "daily" }, jar);
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: true, alert_frequency: "daily" }]);
    const deleted = await worker.post("/dashboard?view=saved", { intent: "delete-saved-search", savedSearchId: search!.id }, jar);
    expect(deleted.status).toBe(302);
    expect(await savedSearchesOf(buyer)).toEqual([]);
  });

  test("a bad frequency or someone else's search is refused with a reason and changes nothing", async ({ buyer, seller }) => {
    const jar = await worker.signIn(buyer);
    await saveSearch("q=kohler", jar);
    const [search] = await savedSearchesOf(buyer);
    const badFrequency = await worker.post("/dashboard?view=saved", { intent: "saved-search-alerts", savedSearchId: search!.id, alertFrequency: "hourly" }, jar);
    expect(badFrequency.status).toBe(400);
    expect(textOf(await badFrequency.text())).toContain("Choose how often to get alerts");
    const othersJar = await worker.signIn(seller);
    const other = await worker.post("/dashboard?view=saved", { intent: "saved-search-alerts", savedSearchId: search!.id }, othersJar);
    expect(other.status).toBe(404);
    expect(textOf(await other.text())).toContain("This saved search was not found");
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: true, alert_frequency: "instant" }]);
  });
});

// What tests/e2e/saved-searches.spec.ts does with JavaScript: without it, Update sends the Alerts box.
test("without JavaScript: a buyer saves a search on /listings and turns its alerts off with Update in Saved Items", async ({ buyer }) => {
  const visitor = new Visitor(worker, await worker.signIn(buyer));
  const search = "/listings?type=dieselStandby&location=london";
  await visitor.open(search);
  await visitor.press("Save this search");
  expect(visitor.path).toBe(search);
  expectText(visitor, "Search saved");

  await visitor.open("/dashboard?view=saved");
  const name = "Diesel Standby Generators · London & South East";
  expectText(visitor, "Saved Searches (1)", "#saved-searches h3");
  expectText(visitor, "London & South East", "#saved-searches li");
  const alerts = () => (visitor.document.querySelector('#saved-searches input[type="checkbox"][name="alerts"]') as HTMLInputElement | null)?.checked;
  expect(alerts()).toBe(true);
  await visitor.form(`Update alerts for ${name}`).check(`Alerts for ${name}`, false).submit(`Update alerts for ${name}`);
  expectText(visitor, "Alerts off");
  expect(alerts()).toBe(false);
  expect((await admin.from("saved_searches").select("alerts").eq("user_id", buyer.id).single()).data?.alerts).toBe(false);

  await visitor.follow(name, { within: "#saved-searches" });
  expect(visitor.path).toBe(search);
  visitor.close();
});

describe("alerts", () => {
  const london = { type: "dieselStandby", fuel: "Diesel", region: "london", location: "London", price_gbp: 18_000 };

  test("one email per approved match; the unsubscribe link asks, then stops the next one; a listing that does not match sends nothing", async ({ buyer, seller }) => {
    const token = uniqueToken();
    const jar = await worker.signIn(buyer);
    await saveSearch(`q=${token}&type=dieselStandby&location=london`, jar);
    const staffJar = await worker.signIn(staff);

    await approvedListing(seller, staffJar, { ...london, title: `Perkins ${token} in Leeds`, region: "leeds", location: "Leeds" });
    await runCron();

    const matching = await approvedListing(seller, staffJar, { ...london, title: `Perkins ${token} standby set` });
    await runCron();
    await runCron();
    // The Leeds listing, handed out first had it matched, is not among them.
    const emails = await delivered(buyer.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe(`New match for “${token}” · Diesel Standby Generators · London & South East: Perkins ${token} standby set`);
    expect(email!.body).toContain(`/listings/${matching}`);
    expect(email!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = new URL(email!.headers["List-Unsubscribe"]!.slice(1, -1));
    expect(email!.body).toContain(unsubscribe.href);

    // Opening the link (as a mail scanner would) stops nothing.
    const opened = await worker.get(`${unsubscribe.pathname}${unsubscribe.search}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    const page = textOf(await opened.text());
    expect(page).toContain("Stop alerts for this search?");
    expect(page).toMatch(/<form method="post"/);
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: true }]);

    // The page's button, without signing in.
    const stopped = await worker.post(`${unsubscribe.pathname}${unsubscribe.search}`, { token: unsubscribe.searchParams.get("token")! });
    expect(stopped.status).toBe(200);
    expect(textOf(await stopped.text())).toContain("Alerts stopped");
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: false }]);

    await approvedListing(seller, staffJar, { ...london, title: `Second Perkins ${token} standby set` });
    await runCron();
    expect(await outboxFor(buyer.email)).toHaveLength(1);
  });

  test("a mail client's one-click unsubscribe posts to the link and stops alerts", async ({ buyer, seller }) => {
    const token = uniqueToken();
    await saveSearch(`q=${token}`, await worker.signIn(buyer));
    await approvedListing(seller, await worker.signIn(staff), { ...london, title: `One-click ${token}` });
    await runCron();
    const [email] = await delivered(buyer.email);
    const unsubscribe = new URL(email!.headers["List-Unsubscribe"]!.slice(1, -1));
    const response = await worker.fetch(`${unsubscribe.pathname}${unsubscribe.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: false }]);
  });

  test("a tampered or forged token is refused and stops nothing", async ({ buyer, seller }) => {
    const token = uniqueToken();
    await saveSearch(`q=${token}`, await worker.signIn(buyer));
    await approvedListing(seller, await worker.signIn(staff), { ...london, title: `Tamper ${token}` });
    await runCron();
    const [email] = await delivered(buyer.email);
    const link = new URL(email!.headers["List-Unsubscribe"]!.slice(1, -1)).searchParams.get("token")!;
    const [id, signature] = link.split(".") as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    const [other] = await savedSearchesOf(buyer);
    const otherId = other!.id.replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    for (const bad of [`${id}.${flipped}`, `${otherId}.${signature}`, id, "", "not-a-token"]) {
      const opened = await worker.get(`/unsubscribe?${new URLSearchParams({ token: bad })}`);
      expect(opened.status).toBe(400);
      expect(textOf(await opened.text())).toContain("This unsubscribe link is not valid");
      const posted = await worker.post(`/unsubscribe?${new URLSearchParams({ token: bad })}`, { token: bad });
      expect(posted.status).toBe(400);
    }
    expect(await savedSearchesOf(buyer)).toMatchObject([{ alerts: true }]);
  });

  test("a daily search gets one digest from the daily trigger, not from the minute's", async ({ buyer, seller }) => {
    const token = uniqueToken();
    const jar = await worker.signIn(buyer);
    await saveSearch(`q=${token}`, jar);
    const [search] = await savedSearchesOf(buyer);
    await worker.post("/dashboard?view=saved", { intent: "saved-search-alerts", savedSearchId: search!.id, alerts: "on", alertFrequency: "daily" }, jar);
    const staffJar = await worker.signIn(staff);
    await approvedListing(seller, staffJar, { ...london, title: `Digest one ${token}` });
    await approvedListing(seller, staffJar, { ...london, title: `Digest two ${token}` });
    await runCron();
    await runCron("0 7 * * *");
    // One digest: the minute's trigger, before it, sent nothing of its own.
    const emails = await delivered(buyer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Daily digest: 2 new generators match “${token}”`);
    expect(emails[0]!.body).toContain(`Digest one ${token}`);
    expect(emails[0]!.body).toContain(`Digest two ${token}`);
  });

  test("a deleted search's link says so", async ({ buyer, seller }) => {
    const token = uniqueToken();
    const jar = await worker.signIn(buyer);
    await saveSearch(`q=${token}`, jar);
    await approvedListing(seller, await worker.signIn(staff), { ...london, title: `Deleted ${token}` });
    await runCron();
    const [email] = await delivered(buyer.email);
    const [search] = await savedSearchesOf(buyer);
    await worker.post("/dashboard?view=saved", { intent: "delete-saved-search", savedSearchId: search!.id }, jar);
    const unsubscribe = new URL(email!.headers["List-Unsubscribe"]!.slice(1, -1));
    const response = await freshPage(`${unsubscribe.pathname}${unsubscribe.search}`);
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain("Saved search not found");
  });
});
