import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * The secrets that sign and seal cookies, newest first: SESSION_SECRET holds one or more,
 * comma-separated, so a new one can be added while cookies made with the old still open.
 */
export function sessionSecrets(context: AppLoadContext) {
  const secret = context.cloudflare.env.SESSION_SECRET;
  if (!secret) {
    throw new Error("SESSION_SECRET is not set: add it to .dev.vars or `wrangler secret put SESSION_SECRET`.");
  }
  return secret.split(",");
}
