import { json } from "@remix-run/cloudflare";
import { siteCookies } from "~/content/cookies";

// /cookies' loader, here so the cookie list (whose names mark server code in
// tests/worker/bundle.test.ts) reaches the page as data, never in its script.

/** The cookies the site sets, as content/cookies.ts lists them; the same for every visitor. */
export function cookiePolicyData() {
  return json({ cookies: siteCookies, allEssential: siteCookies.every((cookie) => cookie.essential) });
}
