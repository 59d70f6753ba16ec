/**
 * The moderation queue's form as a browser without JavaScript posts it, against the built
 * Worker: who may decide, what a refused decision leaves behind, and how a listing under
 * review is served. Each test's pending listing belongs to a seller made for it.
 */
import { test as base, describe, expect } from "vitest";
import { NO_SUCH_REVIEW_MESSAGE } from "../../app/routes/moderation/rules";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { demoPassword } from "../support/dev-vars";
import { createListing, createMember, deleteMember, type Member } from "../support/factories";
import { pastPriorityFirstAccess } from "../support/first-access";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replaceAll("<!-- -->", "");
const demo = (account: "staff" | "trade") => ({ email: `demo-${account}@genmarket.test`, password: demoPassword() });

/** Each test's private seller, removed afterwards with their listings (an approved one leaves the catalogue too). */
const test = base.extend<{ seller: Member }>({
  // eslint-disable-next-line no-empty-pattern
  seller: async ({}, use) => {
    const seller = await createMember(admin, { userType: "private_seller" });
    await use(seller);
    await deleteMember(admin, seller);
  },
});

/** A complete pending listing of the seller's. */
async function pendingListing(seller: Member, title: string) {
  return (await createListing(admin, seller.id, { status: "pending", title })).id;
}

const statusOf = async (id: string) =>
  (await admin.from("generator_listings").select("status, rejection_reason").eq("id", id).single()).data!;

describe("/moderation", () => {
  test("a member who is not staff cannot decide, even by posting the form", async ({ seller }) => {
    const id = await pendingListing(seller, "Worker test: not staff");
    const response = await worker.post("/moderation", { intent: "approve", listingId: id }, await worker.signIn(seller));
    expect(response.status).toBe(403);
    expect(await statusOf(id)).toEqual({ status: "pending", rejection_reason: null });
    expect((await worker.post("/moderation", { intent: "approve", listingId: id })).status).toBe(302);
    expect((await statusOf(id)).status).toBe("pending");
  });

  test("a rejection without a usable reason is refused with the message and the typed reason; nothing changes", async ({ seller }) => {
    const id = await pendingListing(seller, "Worker test: short reason");
    const jar = await worker.signIn(demo("staff"));
    const response = await worker.post("/moderation", { intent: "reject", listingId: id, reason: "Bad" }, jar);
    expect(response.status).toBe(400);
    const page = textOf(await response.text());
    expect(page).toContain("Please give a reason the seller can act on: at least 10 characters");
    expect(page).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Bad<\/textarea>/);
    expect(await statusOf(id)).toEqual({ status: "pending", rejection_reason: null });
  });

  test("a decision for no listing on the page (altered or stale form) says it was not recorded", async () => {
    const jar = await worker.signIn(demo("staff"));
    const decisions: Record<string, string>[] = [{ intent: "approve" }, { intent: "approve", listingId: "not-a-listing" }, { intent: "reject", listingId: "", reason: "x" }];
    for (const fields of decisions) {
      const response = await worker.post("/moderation", fields, jar);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(textOf(await response.text()).replaceAll("&#x27;", "'")).toContain(NO_SUCH_REVIEW_MESSAGE);
    }
  });

  test("approving redirects back to the queue with the toast; deciding twice says it is already decided", async ({ seller }) => {
    const id = await pendingListing(seller, "Worker test: approve");
    const jar = await worker.signIn(demo("staff"));
    const approved = await worker.post("/moderation?page=1", { intent: "approve", listingId: id }, jar);
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe("/moderation?page=1");
    expect((await statusOf(id)).status).toBe("active");
    const queue = textOf(await (await worker.get("/moderation", jar)).text());
    expect(queue).toContain("Listing approved");
    expect(queue).not.toContain("Worker test: approve");

    const again = await worker.post("/moderation", { intent: "reject", listingId: id, reason: "Too late for this one." }, jar);
    expect(again.status).toBe(302);
    expect(textOf(await (await worker.get("/moderation", jar)).text())).toContain("This listing is not awaiting review");
    expect((await statusOf(id)).status).toBe("active");
  });
});

describe("a listing under review", () => {
  test("its owner and staff see it marked as not public, never cached; anyone else gets the 404", async ({ seller }) => {
    const id = await pendingListing(seller, "Worker test: preview");
    for (const member of [seller, demo("staff")]) {
      const response = await worker.get(`/listings/${id}`, await worker.signIn(member));
      expect(response.status, member.email).toBe(200);
      expect(response.headers.get("cache-control"), member.email).toBe("private, no-store");
      expect(textOf(await response.text()), member.email).toContain("Pending review — not public");
    }
    expect((await worker.get(`/listings/${id}`, await worker.signIn(demo("trade")))).status).toBe(404);
    expect((await worker.get(`/listings/${id}`)).status).toBe(404);
  });
});

// What tests/e2e/moderation.spec.ts walks with JavaScript, through the queue's own forms and links.
describe("without JavaScript, through the queue's forms", () => {
  const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  /** The article named (aria-labelledby) by the title, or null. */
  const articleNamed = (visitor: Visitor, title: string) =>
    [...visitor.document.querySelectorAll("main article[aria-labelledby]")].find(
      (article) => words(visitor.document.getElementById(article.getAttribute("aria-labelledby")!)) === title,
    ) ?? null;
  const decisionForm = (id: string) => `#review-${id}`;

  test("staff preview a pending listing, approve it, and it is live for 30 days", async ({ seller }) => {
    const title = `Honda EU30i approve ${Date.now().toString(36)}`;
    const id = (await createListing(admin, seller.id, { status: "pending", listing_option: "basic", title, price_gbp: 1450 })).id;
    const visitor = new Visitor(worker, await worker.signIn(demo("staff")));
    await visitor.open("/moderation");
    // The header offers staff their queue in place of the dashboard.
    expectText(visitor, "Moderation queue", "h1");
    expect([...visitor.document.querySelectorAll("header a")].map(words)).toContain("Moderation");
    const card = words(articleNamed(visitor, title));
    for (const shown of [seller.fullName, "£1,450", "Portable"]) expect(card).toContain(shown);

    // The preview is the listing page, marked as not public.
    await visitor.follow(/Preview the listing/, { within: `article[aria-labelledby="${articleNamed(visitor, title)!.getAttribute("aria-labelledby")}"]` });
    expect(visitor.path).toBe(`/listings/${id}`);
    expectText(visitor, "Pending review — not public");

    await visitor.open("/moderation");
    await visitor.press("Approve", { within: decisionForm(id) });
    expect(visitor.path).toBe("/moderation");
    expectText(visitor, "Listing approved");
    expect(articleNamed(visitor, title)).toBeNull();
    const { data } = await admin.from("generator_listings").select("status, expires_at").eq("id", id).single();
    expect(data!.status).toBe("active");
    expect(Math.round((Date.parse(data!.expires_at!) - Date.now()) / 86_400_000)).toBe(30);

    // Priority Buyers see it first (supabase/tests/member-plans.test.ts); here that day has passed.
    // An anonymous visitor finds it (a search no one has made before, so no cached page) and opens it.
    await pastPriorityFirstAccess(admin, id);
    const anonymous = await new Visitor(worker).open(`/listings?q=${encodeURIComponent(title)}`);
    expect([...anonymous.document.querySelectorAll("#results article h3")].map(words)).toEqual([title]);
    await anonymous.open(`/listings/${id}`);
    expect(anonymous.text("h1")).toBe(title);
    expect(anonymous.text()).not.toMatch(/not public/);
    anonymous.close();
    visitor.close();
  });

  test("staff reject with a reason, after one refused without; the seller reads it under My Listings", async ({ seller }) => {
    const title = `Honda EU30i reject ${Date.now().toString(36)}`;
    const id = await pendingListing(seller, title);
    const visitor = new Visitor(worker, await worker.signIn(demo("staff")));
    await visitor.open("/moderation");
    await visitor.press("Reject listing", { within: decisionForm(id) });
    // Without a reason nothing is decided: the message, the reason open and marked, the listing still waiting.
    expectText(visitor, "Please give a reason the seller can act on", decisionForm(id));
    expect(visitor.document.querySelector(`${decisionForm(id)} details`)?.hasAttribute("open")).toBe(true);
    expect(visitor.document.querySelector(`${decisionForm(id)} textarea`)?.getAttribute("aria-invalid")).toBe("true");
    expect(await statusOf(id)).toEqual({ status: "pending", rejection_reason: null });

    const reason = "Please add a photo of the data plate so buyers can check the model.";
    await visitor.form("Reject listing", { within: decisionForm(id) }).fill("Reason for the seller", reason).submit("Reject listing");
    expectText(visitor, "Listing rejected");
    expect(articleNamed(visitor, title)).toBeNull();
    expect(await statusOf(id)).toEqual({ status: "rejected", rejection_reason: reason });

    const sellerVisitor = new Visitor(worker, await worker.signIn(seller));
    await sellerVisitor.open("/dashboard?view=listings");
    expectText(sellerVisitor, "Private Seller Dashboard", "h1");
    expect(sellerVisitor.text('nav[aria-label="Dashboard"] a[aria-current="page"]')).toBe("My Listings");
    const row = articleNamed(sellerVisitor, title)!;
    expect(words(row)).toContain("Rejected");
    expect(words(row)).toContain(reason);
    expect([...row.querySelectorAll("a")].find((link) => /^Edit/.test(words(link)))?.getAttribute("href")).toBe(`/sell-generator?edit=${id}`);
    visitor.close();
    sellerVisitor.close();
  });
});

describe("who sees the queue", () => {
  // What tests/e2e/moderation.spec.ts read in a browser (decision 019).
  test("a buyer is offered no queue, and opening /moderation tells them they have no permission", async () => {
    const buyer = await createMember(admin);
    const visitor = new Visitor(worker, await worker.signIn(buyer));
    await visitor.open("/dashboard");
    expect([...visitor.document.querySelectorAll("header a")].map((link) => link.textContent?.trim())).not.toContain("Moderation");
    await visitor.open("/moderation");
    expect(visitor.status).toBe(403);
    expectText(visitor, "You do not have permission to perform this action");
    expect(visitor.text("h1")).toBe("Access Restricted");
    expect(visitor.text()).not.toContain("Moderation queue");
    visitor.close();
    await deleteMember(admin, buyer);
  });

  test("a signed-out visitor is sent to sign in first", async () => {
    const visitor = await new Visitor(worker).open("/moderation");
    expect(visitor.path).toBe("/auth?redirectTo=%2Fmoderation");
    expectText(visitor, "Please log in to access this page.");
    visitor.close();
  });
});

describe("My Listings", () => {
  const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

  test("shows every status of the seller's listings with what can be done to each", async () => {
    // The demo dealer's seeded listings (supabase/seed.sql): one of each status.
    const visitor = new Visitor(worker, await worker.signIn(demo("trade")));
    await visitor.open("/dashboard");
    expectText(visitor, "Signed in as demo-trade@genmarket.test (Trade Seller)");
    // The overview counts the seeded listings by status.
    const counts = [...visitor.document.querySelectorAll("dl")].find((list) => words(list).includes("Pending review"))!;
    const count = (label: string) => words([...counts.querySelectorAll("div")].find((pair) => words(pair.querySelector("dt")) === label)?.querySelector("dd"));
    expect(count("Sold")).toBe("1");
    expect(count("Expired")).toBe("1");

    await visitor.follow("My Listings", { within: 'nav[aria-label="Dashboard"]' });
    expect(visitor.path).toBe("/dashboard?view=listings");
    const row = (title: string | RegExp) => {
      const found = [...visitor.document.querySelectorAll("main article[aria-labelledby]")].filter((article) => {
        const name = words(visitor.document.getElementById(article.getAttribute("aria-labelledby")!));
        return typeof title === "string" ? name === title : title.test(name);
      });
      expect(found, String(title)).toHaveLength(1);
      return found[0]!;
    };
    const badge = (article: Element, status: string) => [...article.querySelectorAll("*")].some((element) => words(element) === status);
    const links = (article: Element) => [...article.querySelectorAll("a")].map((link) => [words(link), link.getAttribute("href")] as const);

    const draft = row("Perkins 44 kVA canopied standby – photos to follow");
    expect(badge(draft, "Draft")).toBe(true);
    expect(links(draft).find(([text]) => /^Resume/.test(text))?.[1]).toBe("/sell-generator?edit=10000000-0000-4000-8000-000000000075");
    const sold = row("Cummins C33 D5 33 kVA standby – sold");
    expect(badge(sold, "Sold")).toBe(true);
    // A sold listing is no longer edited or shown; its statistics remain.
    expect(links(sold)).toHaveLength(1);
    expect(links(sold)[0]![0]).toMatch(/^Statistics/);
    expect(links(sold)[0]![1]).toMatch(/^\/listings\/10000000-[-0-9]+\/stats$/);
    const active = row(/Cummins C220D5 220 kVA/);
    expect(badge(active, "Active")).toBe(true);
    expect(links(active).find(([text]) => /^View/.test(text))?.[1]).toMatch(/^\/listings\/10000000-/);
    expect(badge(row("Caterpillar C4.4 100 kVA prime set"), "Expired")).toBe(true);
    visitor.close();
  });
});
