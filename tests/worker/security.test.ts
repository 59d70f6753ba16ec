/**
 * The holes a probe of the running app found (docs/security.md), each reproduced here as the
 * attacker or the unlucky visitor would meet it, through real HTTP to the built Worker.
 */
import { createCookie } from "@remix-run/cloudflare";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { RATE_LIMITED_MESSAGE } from "../../app/utils/rate-limit.server";
import { requestRefusals } from "../../app/utils/request-guard";
import { SESSION_COOKIE_MAX_AGE_SECONDS } from "../../app/utils/supabase.server";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createConversation, createListing, createMember, deleteMember, uniqueToken, type Member } from "../support/factories";
import { CookieJar, randomClientAddress } from "../support/http";
import { TEST_SESSION_SECRET } from "../support/worker/harness";
import { worker } from "../support/worker/shared-worker";

const service = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replace(/&#x27;/g, "'");

let seller: Member;
let buyer: Member;
let listingId: string;
let threadId: string;

beforeAll(async () => {
  seller = await createMember(service, { userType: "private_seller" });
  buyer = await createMember(service);
  listingId = (await createListing(service, seller.id)).id;
  threadId = (await createConversation(service, { buyerId: buyer.id, sellerId: seller.id, listingId })).id;
});

afterAll(async () => {
  await deleteMember(service, buyer);
  await deleteMember(service, seller);
});

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const contactFields = (email: string, message = "Do you ship to Jersey?") => ({
  firstName: "Priya",
  lastName: "Shah",
  email,
  subject: "Shipping",
  message,
});

async function messagesIn(thread: string) {
  const { data } = await service.from("messages").select("message_content").eq("thread_id", thread).order("created_at");
  return data!.map((row) => row.message_content as string);
}

describe("cross-site requests (finding 1)", () => {
  test("a foreign page's sign-in through ?_data= is refused with 403 and signs nobody in", async () => {
    const response = await worker.fetch("/login?_data=routes%2Flogin", {
      method: "POST",
      headers: { ...form, Origin: "https://attacker.example" },
      body: new URLSearchParams({ intent: "signin", email: buyer.email, password: buyer.password }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(textOf(await response.text())).toContain(requestRefusals.crossSite);
  });

  test("a foreign document post, a same-site page on another port and a resource route are refused, not 500", async () => {
    const jar = await worker.signIn(buyer);
    const otherPort = new URL(worker.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    for (const [path, headers] of [
      [`/listings/${listingId}`, { Origin: otherPort.origin }],
      ["/contact", { Origin: "https://attacker.example" }],
      ["/logout", { "Sec-Fetch-Site": "cross-site" }],
      ["/contact", { Origin: "null" }],
    ] as const) {
      const response = await worker.fetch(path, {
        method: "POST",
        headers: { ...form, ...headers, Cookie: jar.header() },
        body: new URLSearchParams({ intent: "save", saved: "true", ...contactFields(`x-${uniqueToken()}@example.test`) }),
      });
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
    }
    const { count } = await service.from("saved_listings").select("*", { count: "exact", head: true }).eq("user_id", buyer.id);
    expect(count).toBe(0);
  });

  test("the site's own pages still post: same origin, or same-origin fetch metadata", async () => {
    const jar = await worker.signIn(buyer);
    const response = await worker.fetch(`/listings/${listingId}`, {
      method: "POST",
      headers: { ...form, Origin: worker.url.origin, "Sec-Fetch-Site": "same-origin", Cookie: jar.header() },
      body: new URLSearchParams({ intent: "save", saved: "true", redirectTo: `/listings/${listingId}` }),
    });
    expect(response.status).toBe(302);
    const { count } = await service.from("saved_listings").select("*", { count: "exact", head: true }).eq("user_id", buyer.id);
    expect(count).toBe(1);
    await service.from("saved_listings").delete().eq("user_id", buyer.id);
  });
});

describe("control characters (finding 5)", () => {
  test("a NUL in a text field gets the field's message, never a 500, and nothing is stored", async () => {
    const email = `nul-${uniqueToken()}@example.test`;
    const contact = await worker.post("/contact", { ...contactFields(email), firstName: "Priya\u0000" });
    expect(contact.status).toBe(400);
    expect(textOf(await contact.text())).toContain("First name cannot contain control characters");
    expect((await service.from("contact_messages").select("id").eq("email", email)).data).toEqual([]);

    const hire = await worker.post("/rental", { name: "Tom\u0000", email, phone: "07700 900123", location: "Leeds", postcode: "LS1 4AP" });
    expect(hire.status).toBe(400);

    const jar = await worker.signIn(buyer);
    const enquiry = await worker.post(`/listings/${listingId}`, { intent: "enquire", message: "Still \u0000 for sale?" }, jar);
    expect(enquiry.status).toBe(400);
    expect(textOf(await enquiry.text())).toContain("Message cannot contain control characters");
    const reply = await worker.post(`/dashboard?thread=${threadId}`, { intent: "reply", threadId, message: "Yes\u0000" }, jar);
    expect(reply.status).toBe(400);
    expect(await messagesIn(threadId)).toEqual(["Is this still available?"]);

    const wizard = await worker.post("/sell-generator?step=1", {
      intent: "next",
      title: "Perkins\u0000 set",
      type: "dieselStandby",
      condition: "used-good",
      description: "Runs well.",
    });
    expect(wizard.status).toBe(400);
    expect(textOf(await wizard.text())).toContain("Generator title cannot contain control characters");
  });
});

describe("a draft cookie the wizard cannot use (finding 6)", () => {
  test("is cleared, and /sell-generator works", async () => {
    // A correctly signed draft whose title holds a NUL, as the wizard wrote them before it refused one.
    const draft = btoa(JSON.stringify({ basicInfo: { title: "Perkins\u0000 set", type: "dieselStandby" } }));
    const cookie = createCookie("gm_sell_draft.0", { secrets: [TEST_SESSION_SECRET] });
    const value = (await cookie.serialize(draft)).split(";")[0]!.split("=").slice(1).join("=");
    for (const jar of [new CookieJar({ "gm_sell_draft.0": value }), await worker.signIn(buyer)]) {
      if (!jar.has("gm_sell_draft.0")) jar.set("gm_sell_draft.0", value);
      const response = await worker.get("/sell-generator", jar);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((header) => /^gm_sell_draft\.0=;.*Max-Age=0/i.test(header))).toBe(true);
      expect(jar.has("gm_sell_draft.0")).toBe(false);
    }
  });
});

describe("bodies and methods no form sends (finding 7)", () => {
  const actionPaths = ["/contact", "/rental", "/login", "/signup", "/forgot-password", "/logout", "/sell-generator?step=1", "/dashboard"];

  test("JSON or plain text gets 415 with a message on every form route, never a 500", async () => {
    for (const path of [...actionPaths, `/listings/${listingId}`]) {
      for (const [type, body] of [["application/json", '{"email":"a@b.test"}'], ["text/plain", "email=a@b.test"]]) {
        const response = await worker.fetch(path, { method: "POST", headers: { "Content-Type": type! }, body });
        expect(response.status, `${type} to ${path}`).toBe(415);
        expect(textOf(await response.text())).toContain(requestRefusals.contentType);
      }
    }
  });

  test("PUT, PATCH and DELETE get 405 naming the methods allowed", async () => {
    for (const path of actionPaths) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const response = await worker.fetch(path, { method, headers: form, body: "a=b" });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
      }
    }
  });
});

describe("security headers (item 9)", () => {
  test("every page, error page and refusal carries the CSP with frame-ancestors 'none' and the Permissions-Policy", async () => {
    const responses = [
      await worker.get("/"),
      await worker.get("/listings"),
      await worker.get("/no-such-page"),
      await worker.fetch("/contact", { method: "DELETE" }),
    ];
    for (const response of responses) {
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp, response.url).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).not.toContain("unsafe-inline'; script");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    }
  });

  test("the page's scripts carry the nonce the policy names, a new one each time", async () => {
    const nonces = [];
    for (let visit = 0; visit < 2; visit++) {
      const response = await worker.get("/no-such-page");
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts.filter((tag) => !tag.includes("application/ld+json"))) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe("sessions (item 12)", () => {
  test("a session cookie lasts 30 days, not 400", async () => {
    const response = await worker.post("/login", { intent: "signin", email: buyer.email, password: buyer.password });
    expect(response.status).toBe(302);
    const session = response.headers.getSetCookie().find((header) => /^sb-[^=]+-auth-token(\.\d+)?=/.test(header))!;
    expect(session).toContain(`Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}`);
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });
});

describe("changing the password (item 12)", () => {
  test("a signed-in session alone cannot set a new password: it is sent to request a link", async () => {
    const member = await createMember(service);
    try {
      const jar = await worker.signIn(member);
      const page = await worker.get("/reset-password", jar);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/forgot-password");
      const post = await worker.post("/reset-password", { password: "taken-over-1", confirmPassword: "taken-over-1" }, jar);
      expect(post.status).toBe(302);
      expect(post.headers.get("location")).toBe("/forgot-password");
      // The old password still works; the attacker's does not.
      await expect(worker.signIn(member)).resolves.toBeDefined();
      await expect(worker.signIn({ ...member, password: "taken-over-1" })).rejects.toThrow(/Invalid login credentials/);
    } finally {
      await deleteMember(service, member);
    }
  });
});

describe("one submit, one effect (item 11)", () => {
  test("the contact form, an enquiry and a reply, each posted twice at once, store one row", async () => {
    const email = `twice-${uniqueToken()}@example.test`;
    const contacts = await Promise.all([worker.post("/contact", contactFields(email)), worker.post("/contact", contactFields(email))]);
    expect(contacts.map((response) => response.status)).toEqual([302, 302]);
    expect((await service.from("contact_messages").select("id").eq("email", email)).data).toHaveLength(1);

    const enquirer = await createMember(service);
    try {
      const jar = await worker.signIn(enquirer);
      const text = `Could you deliver it to Bristol? ${uniqueToken()}`;
      await Promise.all([
        worker.post(`/listings/${listingId}`, { intent: "enquire", message: text }, jar),
        worker.post(`/listings/${listingId}`, { intent: "enquire", message: text }, jar),
      ]);
      const { data: threads } = await service.from("conversation_threads").select("id").eq("buyer_id", enquirer.id);
      expect(threads).toHaveLength(1);
      const reply = { intent: "reply", threadId: threads![0]!.id, message: "And what would delivery cost?" };
      await Promise.all([worker.post("/dashboard", reply, jar), worker.post("/dashboard", reply, jar)]);
      expect(await messagesIn(threads![0]!.id)).toEqual([text, "And what would delivery cost?"]);
    } finally {
      await deleteMember(service, enquirer);
    }
  });
});

describe("rate limits per client (item 10)", () => {
  // Each test speaks from its own address (CF-Connecting-IP, as Cloudflare sets it).
  const fromOneAddress = () => worker.from(randomClientAddress());

  // The binding counts in 60-second windows aligned to the clock (wrangler's simulation, like
  // Cloudflare's); a count that straddled a window's end would start again. Each test takes a
  // second or two, so it begins with at least 20 s of its window left, waiting for the next
  // window when fewer remain.
  beforeEach(async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  });

  test("the 11th sign-in in a minute from one address gets 429 and a message, and keeps the email", async () => {
    const client = fromOneAddress();
    const attempt = () => client.post("/login", { intent: "signin", email: `nobody-${uniqueToken()}@example.test`, password: "not-it-1" });
    for (let i = 1; i <= 10; i++) expect((await attempt()).status, `attempt ${i}`).toBe(400);
    const email = `kept-${uniqueToken()}@example.test`;
    const limited = await client.post("/login", { intent: "signin", email, password: "not-it-1" });
    expect(limited.status).toBe(429);
    const html = textOf(await limited.text());
    expect(html).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toContain(`value="${email}"`);
    // Another address is not held back.
    expect((await worker.post("/login", { intent: "signin", email, password: "not-it-1" })).status).toBe(400);
  });

  test("password reset emails: the 11th request in a minute is refused, not queued", async () => {
    const client = fromOneAddress();
    for (let i = 1; i <= 10; i++) expect((await client.post("/forgot-password", { email: `reset-${uniqueToken()}@example.test` })).status).toBe(200);
    const limited = await client.post("/forgot-password", { email: `reset-${uniqueToken()}@example.test` });
    expect(limited.status).toBe(429);
    expect(textOf(await limited.text())).toContain(RATE_LIMITED_MESSAGE);
  });

  test("the contact form takes 5 messages a minute from one address; the 6th is kept on the page, not stored", async () => {
    const client = fromOneAddress();
    const email = `flood-${uniqueToken()}@example.test`;
    for (let i = 1; i <= 5; i++) expect((await client.post("/contact", contactFields(email, `Message number ${i}`))).status).toBe(302);
    const limited = await client.post("/contact", contactFields(email, "Message number 6"));
    expect(limited.status).toBe(429);
    const html = textOf(await limited.text());
    expect(html).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toContain("Message number 6");
    expect((await service.from("contact_messages").select("id").eq("email", email)).data).toHaveLength(5);
  });

  test("a member sends 20 messages a minute, whatever the address; the 21st is refused", async () => {
    const jar = await worker.signIn(buyer);
    // All twenty at once: one after another they took over 20 s on a busy machine, past the window's end.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => worker.post("/dashboard", { intent: "reply", threadId, message: `Reply ${i + 1}` }, jar)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(302));
    const limited = await worker.post("/dashboard", { intent: "reply", threadId, message: "Reply 21" }, jar);
    expect(limited.status).toBe(429);
    expect((await messagesIn(threadId)).filter((message) => message.startsWith("Reply "))).toHaveLength(20);
  });
});
