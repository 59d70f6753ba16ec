import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * Rate limits per client, with Cloudflare's Workers Rate Limiting binding (the limits are in
 * wrangler.toml, [[ratelimits]]):
 *
 * - signIn, 10 a minute per address: sign-in, Become a Member, sign-up, demo sign-in,
 *   forgotten and new password (each sends a password to check or an email);
 * - publicForm, 5 a minute per address: the contact form and hire requests;
 * - message, 20 a minute per member: listing enquiries and replies.
 *
 * They stop floods and scripted guessing; the per-email captcha rule (sign-in.server.ts)
 * stops a slow guesser spread over many addresses.
 */
const limiters = {
  signIn: "SIGN_IN_LIMITER",
  publicForm: "PUBLIC_FORM_LIMITER",
  message: "MESSAGE_LIMITER",
} as const satisfies Record<string, keyof Env>;

export type RateLimitedAction = keyof typeof limiters;

export const RATE_LIMITED_MESSAGE =
  "You have sent this form too many times in a short while. Please wait a minute, then try again.";

/**
 * The visitor's address, which Cloudflare sets on every request (a client cannot choose it).
 * `wrangler dev` sets none: locally every visitor shares one count.
 */
export function clientAddress(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/**
 * Counts one use of the action by this client (its address, or `memberId` for members'
 * actions) and answers whether it is over the limit.
 */
export async function isRateLimited(
  request: Request,
  context: AppLoadContext,
  action: RateLimitedAction,
  { memberId }: { memberId?: string } = {},
) {
  const key = `${action}:${memberId ?? clientAddress(request)}`;
  const { success } = await context.cloudflare.env[limiters[action]].limit({ key });
  return !success;
}
