/**
 * Hostile input for every action of every route (docs/security.md, docs/testing.md). The routes come from
 * app/routes itself, so a new route's forms are covered the day it lands: each route module
 * that exports an action is opened as a signed-in member (staff and seller, so every form
 * shows), its POST forms are read from the HTML, and each is sent with missing, oversized,
 * control-character, unicode, SQL-ish and script-ish values, wrong types, duplicated fields,
 * and an unknown intent. Expected: never a 5xx, a script-ish value never echoed as markup,
 * a refusal that says why (the form shown again with its message, or a page saying what
 * happened), and a refused post (4xx) writes nothing anywhere (rows counted in the database before and
 * after each post). Text that is valid however odd (SQL-ish words in a message) may be
 * stored: what matters is that it is stored as text.
 *
 * `npm test` runs a bounded sample (a form's fields take the kinds in turn, one body per
 * button, rather than a body per kind and value); `npm run fuzz` runs every value of every
 * kind in every field (GENMARKET_FUZZ=full).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signedWebhookPaths } from "../../app/utils/request-guard";
import { signUnsubscribeToken } from "../../app/utils/unsubscribe-token.server";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import {
  createAuction,
  createConversation,
  createListing,
  createMember,
  createNotice,
  createSavedSearch,
  deleteMember,
  type Member,
} from "../support/factories";
import type { CookieJar } from "../support/http";
import { TEST_SESSION_SECRET } from "../support/worker/harness";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";

const full = process.env.GENMARKET_FUZZ === "full";
const service = serviceRoleClient(testBackendUrl());

/** Every table a form can write, counted before and after. */
const tables = [
  "profiles",
  "generator_listings",
  "listing_photos",
  "saved_listings",
  "saved_searches",
  "conversation_threads",
  "messages",
  "contact_messages",
  "hire_requests",
  "payments",
  "bids",
  "auction_maximums",
  "auction_listings",
  "auction_photos",
  "watched_auctions",
  "notices",
  "seller_reviews",
  "listing_reports",
] as const;

const SCRIPT = "<script>alert('fuzz')</script>";
const hostileValues = {
  // The sample's is 64 KB, over every field's limit (the longest takes 5,000 characters); the
  // full run adds 1 MB. Each form echoes the value back in every field.
  oversized: ["x".repeat(64 * 1024), "x".repeat(1024 * 1024)],
  control: ["nul\u0000byte", "bell\u0007 and escape\u001b[2J"],
  unicode: ["Ｈéllo 👩🏽‍🔧 \u202eevil\u202c \ud800", "\uFEFF"],
  sql: ["' OR '1'='1' --", "1; drop table generator_listings; --"],
  script: [SCRIPT, '"><img src=x onerror=alert(1)>'],
  wrongType: ["-1e309", "NaN", "[object Object]", "true"],
};

/** URL paths for a route module's file name, with its params filled in. */
function routePath(name: string, params: Record<string, string>) {
  if (name === "_index") return "/";
  const segments = name
    .replace(/\.(tsx|ts)$/, "")
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
    .map((segment) => segment.replace(/_$/, "").replace(/\[(.*?)\]/g, "$1"))
    .map((segment) => (segment.startsWith("$") ? (params[segment.slice(1)] ?? "unknown") : segment));
  return `/${segments.join("/")}`;
}

/**
 * The route modules under app/routes that export an action, as [file name, module text].
 * Signed webhooks (request-guard's signedWebhookPaths) take JSON from a payment provider's
 * servers, not forms: their hostile input (bad signatures, old timestamps, bodies that are not
 * events) is tested with them (tests/worker/stripe-payments.test.ts).
 */
function actionRoutes() {
  const dir = "app/routes";
  return readdirSync(dir)
    .filter((entry) => !signedWebhookPaths.has(routePath(entry, {})))
    .map((entry) => {
      const path = join(dir, entry);
      const module = statSync(path).isDirectory() ? join(path, "route.tsx") : path;
      return { name: entry, module };
    })
    .filter(({ module }) => /\.(tsx|ts)$/.test(module) && !module.endsWith(".css.ts"))
    .filter(({ module }) => {
      try {
        return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(readFileSync(module, "utf8"));
      } catch {
        return false;
      }
    })
    .map(({ name }) => name);
}

type FormShape = { action: string; fields: [string, string][]; buttons: [string, string][] };

/** Reads an answer's HTML as a document at pagePath. */
function readPage<T>(html: string, pagePath: string, read: (document: Document) => T): T {
  const window = pageWindow(html, new URL(pagePath, worker.url));
  try {
    return read(window.document);
  } finally {
    window.close();
  }
}

/** The POST forms of a page: where each posts, its fields with their values, its submit buttons. */
function postForms(html: string, pagePath: string) {
  return readPage(html, pagePath, (document) => formsIn(document, pagePath));
}

function formsIn(document: Document, pagePath: string): FormShape[] {
  const forms = [...document.querySelectorAll("form")].filter((form) => form.getAttribute("method")?.toLowerCase() === "post");
  const shapes = forms.map((form) => {
    const action = form.getAttribute("action") || pagePath;
    const fields: [string, string][] = [];
    for (const element of form.querySelectorAll("input[name], select[name], textarea[name]")) {
      const type = (element.getAttribute("type") ?? "").toLowerCase();
      if (type === "submit" || type === "file") continue;
      const name = element.getAttribute("name")!;
      const value = element.tagName === "SELECT" ? "" : (element.getAttribute("value") ?? element.textContent ?? "");
      fields.push([name, value]);
    }
    const buttons: [string, string][] = [];
    for (const button of form.querySelectorAll("button[name], input[type=submit][name]")) {
      buttons.push([button.getAttribute("name")!, button.getAttribute("value") ?? ""]);
    }
    return { action, fields, buttons };
  });
  return shapes;
}

/** One body per hostile case: every field but the submit button's gets the value, or is left out. */
function hostileBodies(form: FormShape) {
  const submits: [string, string][][] = form.buttons.length > 0 ? form.buttons.map((button) => [button]) : [[]];
  const names = [...new Set(form.fields.map(([name]) => name))];
  const bodies: { label: string; body: URLSearchParams }[] = [];
  const kinds = Object.entries(hostileValues);
  submits.forEach((submit, submitIndex) => {
    const label = (kind: string) => `${form.action} ${submit.map(([name, value]) => `${name}=${value}`).join("&")} ${kind}`;
    bodies.push({ label: label("missing fields"), body: new URLSearchParams(submit) });
    if (full) {
      for (const [kind, values] of kinds) {
        for (const value of values) {
          bodies.push({ label: label(kind), body: new URLSearchParams([...names.map((name): [string, string] => [name, value]), ...submit]) });
        }
      }
    } else {
      // The sample: one body with every kind at once, the fields taking the kinds' first values
      // in turn (each button starting one kind further on), rather than a body per kind.
      const kindOf = names.map((_, index) => kinds[(index + submitIndex) % kinds.length]!);
      const mixed = names.map((name, index): [string, string] => [name, kindOf[index]![1][0]!]);
      bodies.push({ label: label(`mixed (${names.map((name, index) => `${name}: ${kindOf[index]![0]}`).join(", ")})`), body: new URLSearchParams([...mixed, ...submit]) });
    }
    bodies.push({
      label: label("duplicated fields"),
      body: new URLSearchParams([...names.flatMap((name): [string, string][] => [[name, "a"], [name, SCRIPT]]), ...submit, ...submit]),
    });
  });
  bodies.push({ label: `${form.action} unknown intent`, body: new URLSearchParams([["intent", SCRIPT]]) });
  return bodies;
}

/**
 * Whether a refusal tells the visitor why: the form shown again carries its message (an
 * alert, or a field's error list); any other answer is a page with a heading and a sentence
 * (the error page, or the plain page of a refused request), or the API's problem details.
 */
function saysWhy(html: string, form: FormShape) {
  // The dealer API (/api/v1/, docs/api.md) answers problem details: a detail in words is its why.
  const problem = (() => {
    try {
      return JSON.parse(html) as { detail?: unknown };
    } catch {
      return null;
    }
  })();
  if (problem !== null && typeof problem === "object") return typeof problem.detail === "string" && problem.detail.trim().length > 0;
  return readPage(html, form.action, (document) => {
    const text = (selector: string) =>
      [...document.querySelectorAll(selector)].some((element) => (element.textContent ?? "").trim().length > 0);
    const fieldNames = (shape: FormShape) => shape.fields.map(([name]) => name).join();
    const formShownAgain = formsIn(document, form.action).some(
      (other) => other.action === form.action && fieldNames(other) === fieldNames(form),
    );
    const message = text('[role="alert"]') || text('[id$="-error"] li');
    return formShownAgain ? message : message || (text("h1") && text("p"));
  });
}

async function rowCounts() {
  const [users, ...counted] = await Promise.all([
    // One user on the page: the total comes in a header (X-Total-Count).
    service.auth.admin.listUsers({ perPage: 1 }),
    ...tables.map((table) => service.from(table).select("*", { count: "exact", head: true })),
  ]);
  const total = "total" in users.data ? users.data.total : undefined;
  expect(total, "auth.users").toBeTypeOf("number");
  const counts: Record<string, number | null> = { "auth.users": total! };
  tables.forEach((table, index) => {
    expect(counted[index]!.error, table).toBeNull();
    counts[table] = counted[index]!.count;
  });
  return counts;
}

type Served = { count: number; recent: string[] };

/** The requests the local backend has served: how many, and the latest by method and path (supabase/local/backend.ts). */
async function backendRequests(): Promise<Served> {
  const response = await fetch(`${testBackendUrl()}/_local/requests`);
  return (await response.json()) as Served;
}

/**
 * Whether the backend may have written a row between two readings of its requests: it was sent
 * something other than a read (a GET or HEAD that is not a function call), or more requests
 * than it names. Rows are only written through the backend, so counting the tables (19
 * requests) is needed only then.
 */
function mayHaveWritten(before: Served, after: Served) {
  const served = after.count - before.count;
  if (served > after.recent.length) return true;
  return after.recent.slice(after.recent.length - served).some((request) => {
    const [method, path] = request.split(" ");
    return !(method === "GET" || method === "HEAD") || path!.includes("/rpc/");
  });
}

let member: Member;
let other: Member;
let jar: CookieJar;
let params: Record<string, string>;
let extraPages: string[];
/** Pages whose forms show only to a private seller: opened as `other`, posted as `member`. */
const privateSellerPages = ["/dashboard?view=account"];
let otherJar: CookieJar;

beforeAll(async () => {
  // Staff and a trade seller: every form of the site shows to them, but a private seller's
  // (privateSellerPages, read as `other`).
  member = await createMember(service, { userType: "trade_seller", staff: true, companyName: "Fuzz Plant Ltd" });
  other = await createMember(service, { userType: "private_seller" });
  const own = await createListing(service, member.id, { status: "draft" });
  const theirs = await createListing(service, other.id);
  await createListing(service, other.id, { status: "pending" });
  // The seller answered, so the member may review them (/seller/{id}/review shows its form).
  const thread = await createConversation(service, {
    buyerId: member.id,
    sellerId: other.id,
    listingId: theirs.id,
    messages: [{ text: "Is this still available?" }, { text: "Yes, it is.", from: "seller" }],
  });
  // A review of the member's, so Reviews shows its reply form.
  await service.from("seller_reviews").insert({ seller_id: member.id, buyer_id: other.id, listing_id: own.id, rating: 3 });
  // An open report, so /moderation shows its Dismiss and Resolved form.
  await service.from("listing_reports").insert({ listing_id: own.id, reporter_id: other.id, reason: "other" });
  // An open auction without bids, so My Listings shows its Cancel auction form and its edit form shows.
  const ownAuction = await createAuction(service, member.id);
  params = { id: theirs.id, sellerId: other.id };
  // Pages where an action route's forms show only in some state.
  // Another member's open auction: its page shows the bid form and Ask Seller a Question.
  const auction = await createAuction(service, other.id);
  // An unread notice, so the overview shows Mark all as read.
  await createNotice(service, { recipientId: member.id, auctionId: auction.id, message: "You have been outbid on a fuzzed auction." });
  // A saved search, so Saved Items shows its Alerts and Delete forms and its unsubscribe page its button.
  const savedSearch = await createSavedSearch(service, member.id);
  const unsubscribeToken = await signUnsubscribeToken([TEST_SESSION_SECRET], savedSearch.id);
  // A paid payment of the other member's, so /moderation's Payments shows its refund form.
  const { data: payment } = await service
    .from("payments")
    .insert({ user_id: other.id, purpose: "auction_fee", amount_pence: 4995, status: "paid", paid_at: new Date().toISOString(), provider: "simulated", reference: `GM-FUZZ${Date.now()}` })
    .select("reference")
    .single();
  extraPages = [
    `/dashboard?view=messages&thread=${thread.id}`,
    "/dashboard?view=listings",
    "/dashboard?view=reviews",
    `/sell-generator?step=1&edit=${own.id}`,
    `/create-auction?edit=${ownAuction.id}`,
    // The checkout's form shows for a plan named in the query.
    "/checkout?plan=priority-buyer",
    "/moderation",
    `/moderation?payment=${payment!.reference}`,
    // The sign-up form as Become a Member shows it (/signup and /auth send members away).
    "/login?mode=signup&account=dealer",
    `/auctions/${auction.id}`,
    // The profile form (edit mode); view mode's photo form is on the Account page itself.
    "/dashboard?view=account&profile=edit",
    "/dashboard?view=saved",
    `/unsubscribe?${new URLSearchParams({ token: unsubscribeToken })}`,
  ];
  jar = await worker.signIn(member);
  otherJar = await worker.signIn(other);
});

afterAll(async () => {
  await deleteMember(service, member);
  await deleteMember(service, other);
});

/** The POST forms of every action route's pages, one of each shape, found before the posts. */
const forms = new Map<string, FormShape>();

beforeAll(async () => {
  const pages = [...actionRoutes().map((name) => routePath(name, params)), ...extraPages, ...privateSellerPages];
  for (const page of pages) {
    const response = await worker.get(page, privateSellerPages.includes(page) ? otherJar : jar);
    const html = response.headers.get("Content-Type")?.includes("text/html") ? await response.text() : "";
    const found = postForms(html, page);
    // A route that only takes posts (sign-out) still gets hostile fields of its own.
    if (found.length === 0) found.push({ action: page, fields: [["email", ""], ["message", ""]], buttons: [] });
    // The same form for another record (a card's heart for each listing shown) is one shape.
    const shapeOf = (form: FormShape) => form.action.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "ID");
    for (const form of found) forms.set(`${shapeOf(form)}|${form.fields.map(([name]) => name).join(",")}|${form.buttons.join(";")}`, form);
  }
}, 180_000);

/**
 * The forms are posted in shares, a test each, so that a busy machine slows each share rather
 * than running one test past its time limit.
 */
const SHARES = 6;

describe("hostile input to every action", () => {
  test("finds the forms of every action route", () => {
    const paths = actionRoutes().map((name) => routePath(name, { id: "ID" }));
    expect(paths).toEqual(expect.arrayContaining(["/contact", "/rental", "/login", "/listings/ID", "/dashboard", "/sell-generator"]));
    // Every action route's forms were found (17 forms on 12 routes when this was written).
    expect(new Set([...forms.values()].map((form) => new URL(form.action, worker.url).pathname)).size).toBeGreaterThanOrEqual(12);
  });

  test.for(Array.from({ length: SHARES }, (_, share) => share))(
    "never answers 5xx, never echoes a script, says why it refused, and a refusal writes no row (share %i)",
    { timeout: full ? 600_000 : 180_000 },
    async (share) => {
      const mine = [...forms.values()].filter((_, index) => index % SHARES === share);
      const failures: string[] = [];
      let sent = 0;
      // The row counts, and the backend's requests when they were taken: counted again only once
      // something since may have written (a sign-in, a post that was not refused).
      let baseline = { counts: await rowCounts(), served: await backendRequests() };
      for (const form of mine) {
        // A session of its own for each form: sign-out must not sign out the forms after it.
        const session = await worker.signIn(member);
        for (const { label, body } of hostileBodies(form)) {
          let before = await backendRequests();
          if (mayHaveWritten(baseline.served, before)) {
            baseline = { counts: await rowCounts(), served: await backendRequests() };
            before = baseline.served;
          }
          const response = await worker.fetch(form.action, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.header() },
            body,
          });
          sent++;
          const text = await response.text();
          const name = label.slice(0, 200);
          if (response.status >= 500) failures.push(`${response.status} for ${name}`);
          if (text.includes(SCRIPT)) failures.push(`script echoed unescaped for ${name}`);
          if (response.status >= 400 && !saysWhy(text, form)) failures.push(`${response.status} without a message for ${name}`);
          if (response.status >= 400 && mayHaveWritten(before, await backendRequests())) {
            const after = await rowCounts();
            const changed = Object.keys(after).filter((table) => after[table] !== baseline.counts[table]);
            if (changed.length > 0) failures.push(`${response.status} but ${changed.join(", ")} changed for ${name}`);
            baseline = { counts: after, served: await backendRequests() };
          }
        }
      }
      expect(failures).toEqual([]);
      expect(mine.length).toBeGreaterThan(0);
      expect(sent).toBeGreaterThanOrEqual(mine.length * 4);
    },
  );
});
