/**
 * The sellers portal's API tab (docs/sellers-portal.md#api-keys) as a browser without
 * JavaScript uses it, through the page's own forms: a Premium dealer creates keys (each shown
 * once, in the answer to the form only, never cached), sees them listed by prefix and revokes
 * one after the question; a bad name is refused in the form's words and writes nothing; the
 * eleventh key is refused with SQL's limit; anyone else reads what the API is for with the
 * upgrade link, and a forged create is refused with SQL's words; a dealer whose plan ended
 * sees their keys as not working. The SQL itself: supabase/tests/dealer-api-keys.test.ts.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, setMemberPlan, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const API_TAB = "/sellers-portal?tab=api";
const NEW_KEY = '[aria-labelledby="new-api-key-heading"]';
const KEY_LIST = 'section[aria-labelledby="api-keys-heading"]';
const UPGRADE = "API access comes with the Premium package";

const test = base.extend<{ premium: Member; standard: Member; privateSeller: Member }>({
  premium: memberFixture(admin, { userType: "trade_seller", plan: "trade-premium" }),
  standard: memberFixture(admin, { userType: "trade_seller", plan: "trade-standard" }),
  privateSeller: memberFixture(admin, { userType: "private_seller" }),
});

const keysOf = async (member: Member) =>
  (await admin.from("api_keys").select("id, name, scope, key_prefix, key_hash, last_used_at, revoked_at").eq("dealer_id", member.id).order("created_at")).data ?? [];

const words = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The keys as the tab lists them: name, status, each fact (Access, Key, Created, Last used), and whether it has Revoke. */
function keysShown(visitor: Visitor): Array<Record<string, string | boolean>> {
  return [...visitor.document.querySelectorAll(`${KEY_LIST} li`)].map((item) => ({
    name: words(item.querySelector("h4")),
    status: words(item.querySelector("h4 + span")),
    ...Object.fromEntries([...item.querySelectorAll("dt")].map((term) => [words(term), words(term.nextElementSibling)])),
    revoke: item.querySelector("button") !== null,
  }));
}

/** The visitor on the API tab fills in Create key and presses it. */
async function createKey(visitor: Visitor, name: string, scope: "Read only" | "Read and write") {
  await visitor.form("Create key").fill("Key name", name).check(scope).submit("Create key");
}

describe("a Premium dealer's keys", () => {
  test("creates a key shown once, then a second; the list shows each by prefix, never used; revokes one after the question", async ({ premium }) => {
    const jar = await signIn(premium);
    const visitor = new Visitor(worker, jar);
    await visitor.open("/sellers-portal");
    await visitor.follow("API", { within: 'nav[aria-label="Sellers portal"]' });
    expect(visitor.path).toBe(API_TAB);
    expectText(visitor, "API keys", "#portal-tab-heading");
    expectText(visitor, "No keys yet");
    expectText(visitor, "You can hold up to 10 keys at once; 0 in use.");
    expect(visitor.text()).not.toContain(UPGRADE);
    expect(visitor.document.querySelector('a[href="/dealer-api"]')).not.toBeNull();

    await createKey(visitor, "  Stock system  ", "Read and write");
    expect(visitor.status).toBe(200);
    expect(visitor.path).toBe(API_TAB);
    const [made] = await keysOf(premium);
    expect(made).toMatchObject({ name: "Stock system", scope: "read-write", last_used_at: null, revoked_at: null });
    // The key, once: in the answer's panel, selectable text, whose hash is what SQL kept.
    expectText(visitor, "it will not be shown again", NEW_KEY);
    // The browser opens the answer at the panel (a screen down on a phone).
    expect(visitor.document.querySelector(NEW_KEY)!.hasAttribute("autofocus")).toBe(true);
    const key = visitor.text(`${NEW_KEY} code`);
    expect(key).toMatch(/^gmk_[0-9a-f]{48}$/);
    expect(key.slice(0, 12)).toBe(made!.key_prefix);
    const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key))).toString("hex");
    expect(made!.key_hash).toBe(digest);
    // Without JavaScript there is no Copy button; "I have copied it" goes back to the tab.
    expect(visitor.text(NEW_KEY)).not.toContain("Copy key");
    expect(keysShown(visitor)).toEqual([
      { name: "Stock system", status: "Active", Access: "Read and write", Key: `${made!.key_prefix}…`, Created: expect.stringMatching(/^\d{1,2} \w{3} \d{4}$/), "Last used": "Never", revoke: true },
    ]);

    // A reload (a GET of the tab) and "I have copied it" never show it again.
    await visitor.follow("I have copied it");
    expect(visitor.path).toBe(API_TAB);
    expect(visitor.document.querySelector(NEW_KEY)).toBeNull();
    expect(visitor.html).not.toContain(key);
    expectText(visitor, `${made!.key_prefix}…`, KEY_LIST);

    await createKey(visitor, "Website feed", "Read only");
    const second = visitor.text(`${NEW_KEY} code`);
    expect(second).not.toBe(key);
    expect(visitor.html).not.toContain(key);
    expectText(visitor, "Your keys (2)", KEY_LIST);
    expect(keysShown(visitor).map((shown) => [shown.name, shown.status, shown.Access])).toEqual([
      ["Website feed", "Active", "Read only"],
      ["Stock system", "Active", "Read and write"],
    ]);
    expectText(visitor, "2 in use");

    // Revoke asks first, naming the key; nothing is revoked until Yes.
    await visitor.press("Revoke Stock system");
    expect(visitor.status).toBe(200);
    expectText(visitor, "Revoke “Stock system”?", '[aria-labelledby="confirm-revoke-api-key-heading"]');
    expect((await keysOf(premium)).every((row) => row.revoked_at === null)).toBe(true);
    await visitor.press("Yes, revoke it");
    expect(visitor.path).toBe(API_TAB);
    const rows = await keysOf(premium);
    expect(rows.map((row) => [row.name, row.revoked_at !== null])).toEqual([
      ["Stock system", true],
      ["Website feed", false],
    ]);
    expect(keysShown(visitor).map((shown) => [shown.name, shown.status, shown.revoke])).toEqual([
      ["Website feed", "Active", true],
      ["Stock system", expect.stringMatching(/^Revoked \d{1,2} \w{3} \d{4}$/), false],
    ]);
    expectText(visitor, "1 in use");
    // Revoking it again (an old page's form) says it is gone, and changes nothing.
    const again = await post(API_TAB, { intent: "confirm-revoke-api-key", keyId: rows[0]!.id }, jar);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This key was not found, or it is revoked already");
    visitor.close();
  });

  test("the answer holding a key is never cached; a reload of the tab does not hold it", async ({ premium }) => {
    const jar = await signIn(premium);
    const created = await post(API_TAB, { intent: "create-api-key", name: "Feed", scope: "read" }, jar);
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("private, no-store");
    const html = await created.text();
    const key = /gmk_[0-9a-f]{48}/.exec(html)?.[0];
    expect(key).toBeDefined();
    expect(created.headers.get("location")).toBeNull();
    const reload = await worker.get(API_TAB, jar);
    expect(reload.headers.get("cache-control")).toBe("private, no-store");
    expect(await reload.text()).not.toContain(key!);
    // With JavaScript the same post is a data request: its answer is not cached either.
    const data = await post(`${API_TAB}&_data=routes%2Fsellers-portal`, { intent: "create-api-key", name: "Feed two", scope: "read" }, jar);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect((await data.json()) as unknown).toMatchObject({ apiKey: { created: { name: "Feed two", scope: "Read only" } } });
  });

  test("a bad name is refused in the form's words and nothing is written; the eleventh key is refused with the limit", async ({ premium }) => {
    const visitor = new Visitor(worker, await signIn(premium));
    await visitor.open(API_TAB);
    await createKey(visitor, "   ", "Read only");
    expect(visitor.status).toBe(400);
    expectText(visitor, "There is a problem");
    expect(visitor.form("Create key").description("Key name")).toContain("Key name is required");
    await createKey(visitor, "x".repeat(61), "Read only");
    expect(visitor.status).toBe(400);
    expect(visitor.form("Create key").description("Key name")).toContain("Key name must be 60 characters or fewer");
    expect(await keysOf(premium)).toEqual([]);

    // Up to the limit (made through SQL as the dealer would), then the form's eleventh.
    for (let made = 1; made <= 10; made++) await post(API_TAB, { intent: "create-api-key", name: `Key ${made}`, scope: "read" }, visitor.jar);
    expect(await keysOf(premium)).toHaveLength(10);
    await visitor.open(API_TAB);
    expectText(visitor, "10 in use");
    await createKey(visitor, "One more", "Read only");
    expect(visitor.status).toBe(409);
    expectText(visitor, "You have 10 keys already: revoke one you no longer use first", '[role="alert"]');
    expect(visitor.document.querySelector(NEW_KEY)).toBeNull();
    expect(await keysOf(premium)).toHaveLength(10);
    visitor.close();
  });
});

describe("without API access", () => {
  test("a Standard dealer and a private seller read what the API is for, with the upgrade link; a forged create is refused with SQL's words", async ({ standard, privateSeller }) => {
    for (const [member, message, says] of [
      [standard, "API access comes with the Premium package", "Your Standard package does not include API access"],
      [privateSeller, "API keys are for trade sellers", "Trade sellers on the Premium package"],
    ] as const) {
      const jar = await signIn(member);
      const visitor = new Visitor(worker, jar);
      await visitor.open(API_TAB);
      expectText(visitor, UPGRADE);
      expectText(visitor, says);
      expect(words(visitor.document.querySelector('section[aria-labelledby="portal-tab-heading"] a[href="/trade-sellers"]'))).toBe("Compare trade packages");
      expect(visitor.document.querySelector("form#create-api-key")).toBeNull();

      const forged = await post(API_TAB, { intent: "create-api-key", name: "Feed", scope: "read" }, jar);
      expect(forged.status).toBe(403);
      const html = await forged.text();
      expect(html).toContain(message);
      expect(html).not.toMatch(/gmk_[0-9a-f]{48}/);
      expect(await keysOf(member)).toEqual([]);
      await visitor.follow("Compare trade packages");
      expect(visitor.path).toBe("/trade-sellers");
      visitor.close();
    }
  });

  test("a dealer whose plan no longer sells API access sees their keys as not working, and may still revoke them", async ({ premium }) => {
    const jar = await signIn(premium);
    expect((await post(API_TAB, { intent: "create-api-key", name: "Stock system", scope: "read" }, jar)).status).toBe(200);
    await setMemberPlan(admin, premium.id, "trade-standard");
    const visitor = new Visitor(worker, jar);
    await visitor.open(API_TAB);
    expectText(visitor, UPGRADE);
    expectText(visitor, "Your keys below do not work while your plan has no API access");
    expect(keysShown(visitor)).toMatchObject([{ name: "Stock system", status: "Not working", revoke: true }]);
    expect(visitor.document.querySelector("form#create-api-key")).toBeNull();
    await visitor.press("Revoke Stock system");
    await visitor.press("Yes, revoke it");
    expect(keysShown(visitor)).toMatchObject([{ name: "Stock system", status: expect.stringMatching(/^Revoked/), revoke: false }]);
    expect((await keysOf(premium))[0]!.revoked_at).not.toBeNull();
    visitor.close();
  });
});
