/**
 * The Cookie Policy (/cookies, app/content/cookies.ts) against the cookies the site really
 * sets: a person's run through the built Worker (browse, sign in with the form, the sell
 * wizard's first steps signed out and then in, a bid, the three captcha pictures, a password
 * reset link, sign out) collects every Set-Cookie. Each must be on the list with its lifetime
 * and HttpOnly, and each on the list must be seen, so a cookie added without documenting it,
 * or documented and gone, fails here. The create auction form's cookie is set only on the way
 * to Stripe's checkout: tests/worker/stripe-payments.test.ts sees it with its own Worker.
 */
import { describe, expect, test } from "vitest";
import { siteCookies } from "../../app/content/cookies";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { cookiePolicyBreaches, documentedNamesOf } from "../support/cookie-policy";
import { createAuction, createMember, deleteMember, uniqueToken } from "../support/factories";
import { CookieJar } from "../support/http";
import { outboxEmails } from "../support/outbox";
import { worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

/** Set only where this Worker cannot go (a card checkout needs Stripe's keys): seen by stripe-payments.test.ts. */
const seenElsewhere = ["gm_auction_draft"];

const decode = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("the Cookie Policy", () => {
  test("lists exactly the cookies a browse, sign-in, the sell wizard, a bid, the captchas and a password reset set, with their lifetimes", { timeout: 60_000 }, async () => {
    const seller = await createMember(admin, { userType: "private_seller" });
    const member = await createMember(admin, { userType: "private_seller" });
    try {
      const auction = await createAuction(admin, seller.id, { title: `Cookie run auction ${uniqueToken()}`, starting_price: 1000 });
      const { data: listing } = await admin.from("generator_listings").select("id").eq("status", "active").limit(1).single();
      const setCookies: string[] = [];
      const record = (response: Response) => {
        setCookies.push(...response.headers.getSetCookie());
        return response;
      };
      const get = async (path: string, jar: CookieJar) => record(await worker.get(path, jar));
      const post = async (path: string, fields: Record<string, string>, jar: CookieJar) => record(await worker.post(path, fields, jar));
      /** Follows the site's own redirects, as a browser does, so a toast set on the way is shown and cleared. */
      async function follow(response: Response, jar: CookieJar) {
        let current = response;
        for (let hops = 0; hops < 5 && current.status >= 300 && current.status < 400; hops++) {
          const location = current.headers.get("location")!;
          if (!location.startsWith("/")) break;
          current = await get(location, jar);
        }
        return current;
      }

      // Browsing sets nothing.
      const browser = new CookieJar();
      for (const path of ["/", "/listings", `/listings/${listing!.id}`, "/auctions", `/auctions/${auction.id}`, "/pricing", "/cookies", "/faq", "/seller-guide"]) {
        expect((await get(path, browser)).status, path).toBe(200);
      }
      expect(setCookies, "an anonymous browse sets no cookie").toEqual([]);

      // A members' page sends the visitor to sign in, with a message.
      await follow(await get("/dashboard", browser), browser);

      // The sell wizard's first step, signed out: kept in the draft cookie.
      await follow(
        await post("/sell-generator?step=1", { intent: "next", title: "Perkins 44 kVA canopy", type: "dieselStandby", condition: "used-good", description: "Serviced yearly, load bank tested in March." }, browser),
        browser,
      );

      // The sign-in card's captcha picture, then signing in with the form.
      await get("/sign-in/captcha.svg", browser);
      const signedIn = await post("/login", { intent: "signin", email: member.email, password: member.password }, browser);
      expect(signedIn.status).toBe(302);
      await follow(signedIn, browser);

      // Signed in, the draft moves to the database; the next steps are saved there.
      const moved = await get("/sell-generator?step=1", browser);
      const edit = new URL(moved.headers.get("location")!, worker.url).searchParams.get("edit");
      expect(edit, "the cookie draft became a saved draft").toBeTruthy();
      await follow(
        await post(`/sell-generator?edit=${edit}&step=2`, { intent: "next", powerOutput: "33", fuelType: "Diesel", brand: "Perkins", model: "1103A", year: "2018", hoursUsed: "900" }, browser),
        browser,
      );

      // A bid, as the auction page's form posts it without JavaScript.
      const auctionPage = await (await get(`/auctions/${auction.id}`, browser)).text();
      const submissionId = auctionPage.match(/name="submissionId" value="([0-9a-f-]{36})"/)?.[1];
      const bid = await post(`/auctions/${auction.id}`, { intent: "bid", submissionId: submissionId!, reload: "1", confirm: "1", maxBid: "1000" }, browser);
      expect(bid.status).toBe(302);
      await follow(bid, browser);

      // The other captcha pictures: the hire form's and bulk upload's.
      await get("/rental/captcha.svg", browser);
      await get("/bulk-upload/captcha.svg", browser);

      // Sign out.
      await follow(await post("/logout", {}, browser), browser);

      // A password reset link, asked for and followed in another browser.
      const other = new CookieJar();
      await post("/forgot-password", { email: member.email }, other);
      const [email] = await outboxEmails(testBackendUrl(), member.email);
      const verify = await fetch(email!.link!, { redirect: "manual" });
      const callback = new URL(verify.headers.get("location")!);
      await follow(await get(callback.pathname + callback.search, other), other);

      expect(cookiePolicyBreaches(setCookies)).toEqual([]);
      const seen = documentedNamesOf(setCookies);
      expect(siteCookies.map((cookie) => cookie.name).filter((name) => !seen.has(name))).toEqual(seenElsewhere);
    } finally {
      await deleteMember(admin, member);
      await deleteMember(admin, seller);
    }
  });

  test("every cookie is strictly necessary, as the page's 'no cookie banner' says", () => {
    expect(siteCookies.filter((cookie) => !cookie.essential).map((cookie) => cookie.name)).toEqual([]);
  });

  test("the page shows each cookie with its purpose and lifetime, and says why there is no banner", async () => {
    const response = await worker.fetch("/cookies");
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(html).toContain("Why there is no cookie banner");
    expect(html).toContain("Guidance on the use of storage and access technologies");
    for (const cookie of siteCookies) {
      expect(html, cookie.name).toContain(`<code>${cookie.name}</code>`);
      expect(html, cookie.name).toContain(cookie.purpose);
      expect(html, cookie.name).toContain(cookie.lifetime);
    }
  });
});
