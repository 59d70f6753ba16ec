/**
 * Every cookie the site sets: the one list the Cookie Policy page (/cookies) shows.
 * tests/worker/cookie-policy.test.ts walks the site as a person would (browse, sign in, the
 * sell wizard, a bid, the forms with a captcha, a password reset) and fails when a cookie is
 * set that is not here, when one listed here is never set, or when a lifetime differs from
 * the Max-Age the app sends; docs/content.md says how to add one.
 *
 * The page gets this list from its loader, never by importing it: some names (gm_sell_draft)
 * mark server code in tests/worker/bundle.test.ts and must stay out of the browser bundle.
 */

export type SiteCookie = {
  /**
   * The name as it is set. `<project>` stands for the first part of the Supabase project's
   * address (`sb-abcdefgh…-auth-token` on the live site), `<request>` for a random code.
   */
  name: string;
  /** Split over numbered cookies (`name.0`, `name.1`…) when the value is too long for one. */
  chunked?: boolean;
  /** What it is for, in a sentence. */
  purpose: string;
  /** When the site sets it. */
  setWhen: string;
  /** The Max-Age the site sends, in seconds; null for a cookie that ends when the browser closes. */
  maxAgeSeconds: number | null;
  /** How long it lasts, in words (the test holds maxAgeSeconds to the app's own). */
  lifetime: string;
  /**
   * Strictly necessary to provide something the visitor asked for: PECR regulation 6's
   * exception, as the ICO's "Guidance on the use of storage and access technologies" reads it.
   * It is what lets the site set the cookie without asking first. A cookie that is not must never be set before
   * consent, and the page's "why there is no cookie banner" would then be untrue.
   */
  essential: boolean;
  /** Why it is strictly necessary, or what it is for if it is not. */
  why: string;
};

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const siteCookies: SiteCookie[] = [
  {
    name: "sb-<project>-auth-token",
    chunked: true,
    purpose: "Keeps you signed in: it holds your session with our account service (Supabase Auth).",
    setWhen: "When you sign in or create an account, and again whenever the session is renewed; removed when you sign out.",
    maxAgeSeconds: 30 * DAY,
    lifetime: "30 days, counted again from each visit while you stay signed in",
    essential: true,
    why: "Without it every page would forget who you are: you could not sign in, sell, bid or read your messages.",
  },
  // Supabase Auth's PKCE check for emailed links (@supabase/auth-js 2.119, lib/helpers.ts
  // storePKCEVerifier): one cookie per link asked for, their list, and the older single name
  // it still writes for links that do not say which request they answer.
  {
    name: "sb-<project>-auth-token-flow-<request>-code-verifier",
    purpose: "Proves that an emailed link (password reset, confirming a new account) is opened in the browser that asked for it. <request> is a random code, one cookie per link asked for.",
    setWhen: "When you ask for a password reset link or create an account.",
    maxAgeSeconds: 30 * DAY,
    lifetime: "Up to 30 days: removed when a link that names it is used, otherwise left to expire",
    essential: true,
    why: "It is the security check of a sign-in step you asked for: the link works only in the browser holding it.",
  },
  {
    name: "sb-<project>-auth-token-flows-code-verifier",
    purpose: "Lists which emailed links this browser is waiting for, so each is matched with its check above.",
    setWhen: "With the cookie above, and updated with it.",
    maxAgeSeconds: 30 * DAY,
    lifetime: "Up to 30 days, renewed with each link you ask for",
    essential: true,
    why: "It goes with the check above, for the same sign-in step you asked for.",
  },
  {
    name: "sb-<project>-auth-token-code-verifier",
    purpose: "The same check for the most recent emailed link, under the older single name that links not naming their request still use.",
    setWhen: "With the cookies above; removed once the link has been used.",
    maxAgeSeconds: 30 * DAY,
    lifetime: "Until you follow the emailed link (at most 30 days)",
    essential: true,
    why: "It is the security check of a sign-in step you asked for: the link works only in the browser holding it.",
  },
  {
    name: "gm_toast",
    purpose: "Shows a one-off message after a form, such as “Bid placed successfully!”, on the page you are taken to.",
    setWhen: "After a form that sends you to another page with a message; removed as soon as the message is shown.",
    maxAgeSeconds: null,
    lifetime: "Until the message is shown (at most until you close the browser)",
    essential: true,
    why: "It carries the answer to what you just did from one page to the next.",
  },
  {
    name: "gm_sign_in_captcha",
    purpose: "Holds the code of the picture check shown at sign-in after several wrong passwords.",
    setWhen: "When the sign-in card shows a captcha picture; removed once the code has been used.",
    maxAgeSeconds: 20 * MINUTE,
    lifetime: "20 minutes",
    essential: true,
    why: "It protects your account from password guessing, and lets you sign in once the check is passed.",
  },
  {
    name: "gm_captcha",
    purpose: "Holds the code of the picture check on the hire quote form.",
    setWhen: "When the hire quote form (/rental) shows its captcha picture; removed once the code has been used.",
    maxAgeSeconds: 20 * MINUTE,
    lifetime: "20 minutes",
    essential: true,
    why: "It stops automated requests reaching hire companies, and is needed to send the form you are filling in.",
  },
  {
    name: "gm_bulk_upload_captcha",
    purpose: "Holds the code of the picture check on the bulk upload form.",
    setWhen: "When the bulk upload form shows its captcha picture; removed once the code has been used.",
    maxAgeSeconds: 20 * MINUTE,
    lifetime: "20 minutes",
    essential: true,
    why: "It stops automated uploads, and is needed to send the file you are uploading.",
  },
  {
    name: "gm_sell_draft",
    chunked: true,
    purpose: "Keeps what you typed into the first two steps of Sell Your Generator before you sign in.",
    setWhen: "When you go on from a step of the sell wizard without being signed in; removed when you sign in and it becomes your saved draft.",
    maxAgeSeconds: 7 * DAY,
    lifetime: "7 days",
    essential: true,
    why: "It keeps the listing you are writing, so nothing is lost while you sign in.",
  },
  {
    name: "gm_auction_draft",
    chunked: true,
    purpose: "Keeps the create auction form as you filled it in while you pay the admin fee on the card payment page.",
    setWhen: "When you go to the card payment page from Create Auction; removed once the auction is created.",
    maxAgeSeconds: 1 * DAY,
    lifetime: "1 day",
    essential: true,
    why: "It brings you back to your auction as you typed it after paying, or after cancelling the payment.",
  },
];

/**
 * The entry of siteCookies a cookie set under `name` belongs to, or undefined: a Supabase
 * project's own part of the name is `<project>`, a chunk's `.0`, `.1`… suffix goes.
 */
export function documentedCookie(name: string) {
  const generic = name
    .replace(/^sb-[^-]+-auth-token/, "sb-<project>-auth-token")
    .replace(/-flow-[\w-]{8,64}-code-verifier$/, "-flow-<request>-code-verifier");
  return siteCookies.find(
    (cookie) => cookie.name === generic || (cookie.chunked && new RegExp(`^${escapeRegExp(cookie.name)}\\.\\d+$`).test(generic)),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\<>]/g, "\\$&");
