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
import { worker } from "../support/worker/shared-worker";

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
