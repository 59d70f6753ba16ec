/**
 * For tests of the forms with a captcha (the hire form; sign-in after 5 checks; bulk upload): read the code a visitor's captcha cookie holds, and make
 * cookies the server will accept (with a known code, or already expired), through the app's
 * own captcha code and the secret the Worker under test uses.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CaptchaPurpose } from "../../app/utils/captcha";
import { CAPTCHA_TTL_SECONDS, captchaCookieNames, issueCaptcha, readCaptcha } from "../../app/utils/captcha.server";
import { devVar } from "./dev-vars";

export { CAPTCHA_TTL_SECONDS, captchaCookieNames };
/** The hire form's captcha cookie. */
export const CAPTCHA_COOKIE_NAME = captchaCookieNames.hire;

/** The SESSION_SECRET in .dev.vars: what `wrangler dev` (Playwright's server) runs with. */
export function devSessionSecret() {
  return devVar("SESSION_SECRET");
}

function contextWith(secret: string) {
  return { cloudflare: { env: { SESSION_SECRET: secret } } } as unknown as AppLoadContext;
}

const rentalRequest = (cookie?: string) =>
  new Request("http://127.0.0.1/rental", cookie ? { headers: { Cookie: cookie } } : undefined);

/** The challenge in a captcha cookie's value (the hire form's unless said), or null. */
export async function challengeInCookie(cookieValue: string, secret: string, purpose: CaptchaPurpose = "hire") {
  return readCaptcha(rentalRequest(`${captchaCookieNames[purpose]}=${cookieValue}`), contextWith(secret), purpose);
}

/**
 * A cookie value holding a new challenge issued at `issuedAt` (default now), and the
 * challenge. Its code always has a letter, so swapCase() changes it.
 */
export async function makeCaptchaCookie(
  secret: string,
  { issuedAt = Date.now(), purpose = "hire" }: { issuedAt?: number; purpose?: CaptchaPurpose } = {},
) {
  for (;;) {
    const { challenge, setCookie } = await issueCaptcha(rentalRequest(), contextWith(secret), purpose, issuedAt);
    if (!/[A-Za-z]/.test(challenge.code)) continue;
    const value = setCookie.split(";")[0]!.slice(captchaCookieNames[purpose].length + 1);
    return { challenge, value };
  }
}

/** The same letters with upper and lower case swapped (digits unchanged). */
export function swapCase(code: string) {
  return [...code].map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join("");
}
