/**
 * For tests of the hire form: read the code a visitor's captcha cookie holds, and make
 * cookies the server will accept (with a known code, or already expired), through the app's
 * own captcha code and the secret the Worker under test uses.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { CAPTCHA_COOKIE_NAME, CAPTCHA_TTL_SECONDS, issueCaptcha, readCaptcha } from "../app/utils/captcha.server";
import { devVar } from "./support/dev-vars";

export { CAPTCHA_COOKIE_NAME, CAPTCHA_TTL_SECONDS };

/** The SESSION_SECRET in .dev.vars: what `wrangler dev` (Playwright's server) runs with. */
export function devSessionSecret() {
  return devVar("SESSION_SECRET");
}

function contextWith(secret: string) {
  return { cloudflare: { env: { SESSION_SECRET: secret } } } as unknown as AppLoadContext;
}

const rentalRequest = (cookie?: string) =>
  new Request("http://127.0.0.1/rental", cookie ? { headers: { Cookie: cookie } } : undefined);

/** The challenge in a gm_captcha cookie value, or null. */
export async function challengeInCookie(cookieValue: string, secret: string) {
  return readCaptcha(rentalRequest(`${CAPTCHA_COOKIE_NAME}=${cookieValue}`), contextWith(secret));
}

/**
 * A cookie value holding a new challenge issued at `issuedAt` (default now), and the
 * challenge. Its code always has a letter, so swapCase() changes it.
 */
export async function makeCaptchaCookie(secret: string, { issuedAt = Date.now() }: { issuedAt?: number } = {}) {
  for (;;) {
    const { challenge, setCookie } = await issueCaptcha(rentalRequest(), contextWith(secret), issuedAt);
    if (!/[A-Za-z]/.test(challenge.code)) continue;
    const value = setCookie.split(";")[0]!.slice(CAPTCHA_COOKIE_NAME.length + 1);
    return { challenge, value };
  }
}

/** The same letters with upper and lower case swapped (digits unchanged). */
export function swapCase(code: string) {
  return [...code].map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())).join("");
}
