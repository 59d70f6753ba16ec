// @vitest-environment node
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, test } from "vitest";
import { draftCookieHeaders, hasDraftCookie, readDraftCookie, type CookieDraft } from "./draft-cookie.server";

const contextWith = (secret: string) => ({ cloudflare: { env: { SESSION_SECRET: secret } } }) as unknown as AppLoadContext;
const context = contextWith("draft-cookie-test-secret");

const draft: CookieDraft = {
  basicInfo: { title: "Perkins 44 kVA canopy", type: "dieselStandby", condition: "used-good", description: "Runs well. £ and é kept." },
  specs: { powerOutput: 35, fuelType: "Diesel", brand: "Perkins", year: 2019, keyFeatures: ["Remote Start"] },
};

const pageRequest = (cookie?: string, url = "https://genmarket.test/sell-generator?step=2") =>
  new Request(url, cookie ? { headers: { Cookie: cookie } } : {});

/** The Cookie header a browser sends back after these Set-Cookie headers (the cookies they remove left out). */
function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .filter((header) => !/Max-Age=0/i.test(header))
    .map((header) => header.split(";")[0])
    .join("; ");
}

/** A draft with a description this long, in a script that takes several bytes a character. */
const draftWithDescription = (characters: number): CookieDraft => ({ basicInfo: { title: "Генератор", description: "Д".repeat(characters) } });

describe("the signed-out visitor's draft cookie", () => {
  test("holds the first two steps, signed, readable only by the server, only on /sell-generator, for a week", async () => {
    const headers = await draftCookieHeaders(pageRequest(), context, draft);
    const [setCookie, ...more] = headers!.getSetCookie();
    expect(more).toEqual([]);
    expect(setCookie).toMatch(/^gm_sell_draft\.0=/);
    expect(setCookie).toMatch(/; Path=\/sell-generator/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Max-Age=604800/);
    // Signed, not sealed: the value is readable, but the visitor cannot change it unnoticed.
    expect(setCookie).not.toContain("Perkins");

    const sent = pageRequest(cookiesFrom(headers!));
    expect(hasDraftCookie(sent)).toBe(true);
    expect(await readDraftCookie(sent, context)).toEqual(draft);
  });

  test("is not marked Secure on plain http (local development)", async () => {
    const headers = await draftCookieHeaders(pageRequest(undefined, "http://127.0.0.1:8787/sell-generator"), context, draft);
    expect(headers!.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  test("a long description is split over numbered cookies, each well under 4 KB, and read back whole", async () => {
    const long = draftWithDescription(2000);
    const headers = await draftCookieHeaders(pageRequest(), context, long);
    const setCookies = headers!.getSetCookie();
    expect(setCookies.map((header) => header.split("=")[0])).toEqual(["gm_sell_draft.0", "gm_sell_draft.1", "gm_sell_draft.2"]);
    for (const header of setCookies) expect(header.split(";")[0]!.length).toBeLessThan(4000);
    expect(await readDraftCookie(pageRequest(cookiesFrom(headers!)), context)).toEqual(long);
  });

  test("a draft too large for the cookies is refused (no headers), not cut short", async () => {
    expect(await draftCookieHeaders(pageRequest(), context, draftWithDescription(8000))).toBeNull();
  });

  test("a shorter draft, or none, removes the cookies it no longer needs", async () => {
    const long = await draftCookieHeaders(pageRequest(), context, draftWithDescription(2000));
    const sent = pageRequest(cookiesFrom(long!));
    const shorter = (await draftCookieHeaders(sent, context, draft))!.getSetCookie();
    expect(shorter.map((header) => [header.split("=")[0], /Max-Age=0/i.test(header)])).toEqual([
      ["gm_sell_draft.0", false],
      ["gm_sell_draft.1", true],
      ["gm_sell_draft.2", true],
    ]);
    const cleared = (await draftCookieHeaders(sent, context, null))!.getSetCookie();
    expect(cleared).toHaveLength(3);
    for (const header of cleared) expect(header).toMatch(/^gm_sell_draft\.\d=;.*Max-Age=0/i);
  });

  test("a changed value, a wrong signature or another secret's cookie is not read", async () => {
    const cookie = cookiesFrom((await draftCookieHeaders(pageRequest(), context, draft))!);
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    const [payload, signature] = decodeURIComponent(value).split(".");
    // The cookie taken apart and put together again still reads: the changes below are what fail.
    expect(await readDraftCookie(pageRequest(`${name}=${encodeURIComponent(`${payload}.${signature}`)}`), context)).toEqual(draft);
    const tampered = btoa(JSON.stringify(btoa(JSON.stringify({ basicInfo: { title: "Something else" } }))));
    for (const forged of [
      `${name}=${encodeURIComponent(`${tampered}.${signature}`)}`,
      `${name}=${encodeURIComponent(`${payload}.${signature!.slice(1)}A`)}`,
      `${name}=${encodeURIComponent(payload!)}`,
    ]) {
      const request = pageRequest(forged);
      expect(hasDraftCookie(request)).toBe(true);
      expect(await readDraftCookie(request, context)).toBeNull();
    }
    expect(await readDraftCookie(pageRequest(cookie), contextWith("another-secret"))).toBeNull();
    // While a secret is being replaced, cookies signed with the old one still open.
    expect(await readDraftCookie(pageRequest(cookie), contextWith("a-newer-secret,draft-cookie-test-secret"))).toEqual(draft);
  });

  test("signed content the wizard would not have written is not read", async () => {
    const unusable: unknown[] = [
      { basicInfo: { title: "Perkins\u0000 set" } },
      { specs: { keyFeatures: ["remote\u0007start"] } },
      ["basicInfo"],
      "a draft",
    ];
    for (const content of unusable) {
      const headers = await draftCookieHeaders(pageRequest(), context, content as CookieDraft);
      expect(await readDraftCookie(pageRequest(cookiesFrom(headers!)), context)).toBeNull();
    }
  });

  test("no draft cookie: nothing to read or clear", async () => {
    const request = pageRequest("gm_session=abc; other=1");
    expect(hasDraftCookie(request)).toBe(false);
    expect(await readDraftCookie(request, context)).toBeNull();
    expect((await draftCookieHeaders(request, context, null))!.getSetCookie()).toEqual([]);
  });
});
