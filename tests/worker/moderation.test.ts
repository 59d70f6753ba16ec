/**
 * The moderation queue's form as a browser without JavaScript posts it, against the built
 * Worker: who may decide, what a refused decision leaves behind, and how a listing under
 * review is served.
 */
import { createClient } from "@supabase/supabase-js";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiKeys, LOCAL_JWT_SECRET } from "../../supabase/local/config.ts";
import { testBackendUrl } from "../backend-process";
import { CookieJar } from "./cookie-jar";
import { startWorker, type Worker } from "./harness";

let worker: Worker;
const demoPassword = readFileSync(".dev.vars", "utf8").match(/^DEMO_PASSWORD="?([^"\n]+)/m)![1]!;
const admin = createClient(testBackendUrl(), apiKeys(LOCAL_JWT_SECRET).serviceRoleKey, { auth: { persistSession: false } });
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.close();
});

async function post(path: string, fields: Record<string, string>, jar: CookieJar) {
  return jar.store(
    await worker.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() },
      body: new URLSearchParams(fields),
    }),
  );
}

async function get(path: string, jar: CookieJar) {
  return jar.store(await worker.fetch(path, { headers: { Cookie: jar.header() } }));
}

async function signIn(email: string) {
  const jar = new CookieJar();
  const response = await post("/login", { intent: "signin", email, password: demoPassword }, jar);
  expect(response.status).toBe(302);
  return jar;
}

/** A complete pending listing of the demo private seller. */
async function pendingListing(title: string) {
  const { data, error } = await admin
    .from("generator_listings")
    .insert({
      dealer_id: "a0000000-0000-4000-8000-000000000002",
      status: "pending",
      title,
      description: "Runs well.",
      type: "portable",
      brand: "Honda",
      condition: "used-good",
      fuel: "Petrol/Gasoline",
      power_kw: 2,
      year: 2021,
      price_gbp: 900,
      location: "Taunton",
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

const statusOf = async (id: string) =>
  (await admin.from("generator_listings").select("status, rejection_reason").eq("id", id).single()).data!;

describe("/moderation", () => {
  test("staff land on the queue after signing in", async () => {
    const jar = new CookieJar();
    const response = await post("/login", { intent: "signin", email: "demo-staff@genmarket.test", password: demoPassword }, jar);
    expect(response.headers.get("location")).toBe("/moderation");
    const page = textOf(await (await get("/moderation", jar)).text());
    expect(page).toContain("Moderation queue");
    expect(page).toContain("FG Wilson P88-3 88 kVA standby generator");
  });

  test("a member who is not staff cannot decide, even by posting the form", async () => {
    const id = await pendingListing("Worker test: not staff");
    const jar = await signIn("demo-private@genmarket.test");
    const response = await post("/moderation", { intent: "approve", listingId: id }, jar);
    expect(response.status).toBe(403);
    expect(await statusOf(id)).toEqual({ status: "pending", rejection_reason: null });
    expect((await post("/moderation", { intent: "approve", listingId: id }, new CookieJar())).status).toBe(302);
    expect((await statusOf(id)).status).toBe("pending");
  });

  test("a rejection without a usable reason is refused with the message and the typed reason; nothing changes", async () => {
    const id = await pendingListing("Worker test: short reason");
    const jar = await signIn("demo-staff@genmarket.test");
    const response = await post("/moderation", { intent: "reject", listingId: id, reason: "Bad" }, jar);
    expect(response.status).toBe(400);
    const page = textOf(await response.text());
    expect(page).toContain("Please give a reason the seller can act on: at least 10 characters");
    expect(page).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>Bad<\/textarea>/);
    expect(await statusOf(id)).toEqual({ status: "pending", rejection_reason: null });
  });

  test("approving redirects back to the queue with the toast; deciding twice says it is already decided", async () => {
    const id = await pendingListing("Worker test: approve");
    const jar = await signIn("demo-staff@genmarket.test");
    const approved = await post("/moderation?page=1", { intent: "approve", listingId: id }, jar);
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe("/moderation?page=1");
    expect((await statusOf(id)).status).toBe("active");
    const queue = textOf(await (await get("/moderation", jar)).text());
    expect(queue).toContain("Listing approved");
    expect(queue).not.toContain("Worker test: approve");

    const again = await post("/moderation", { intent: "reject", listingId: id, reason: "Too late for this one." }, jar);
    expect(again.status).toBe(302);
    expect(textOf(await (await get("/moderation", jar)).text())).toContain("This listing is not awaiting review");
    expect((await statusOf(id)).status).toBe("active");
  });
});

describe("a listing under review", () => {
  test("its owner and staff see it marked as not public, never cached; anyone else gets the 404", async () => {
    const id = await pendingListing("Worker test: preview");
    for (const email of ["demo-private@genmarket.test", "demo-staff@genmarket.test"]) {
      const response = await get(`/listings/${id}`, await signIn(email));
      expect(response.status, email).toBe(200);
      expect(response.headers.get("cache-control"), email).toBe("private, no-store");
      expect(textOf(await response.text()), email).toContain("Pending review — not public");
    }
    expect((await get(`/listings/${id}`, await signIn("demo-trade@genmarket.test"))).status).toBe(404);
    expect((await get(`/listings/${id}`, new CookieJar())).status).toBe(404);
  });
});
