import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * The secrets that sign and seal cookies, newest first: SESSION_SECRET holds one or more,
 * comma-separated, so a new one can be added while cookies made with the old still open.
 */
export function sessionSecrets(context: AppLoadContext) {
  return sessionSecretsOf(context.cloudflare.env);
}

/** The same from the Worker's env alone (the scheduled handler has no load context). */
export function sessionSecretsOf(env: Pick<Env, "SESSION_SECRET">) {
  const secret = env.SESSION_SECRET;
  if (!secret) {
    throw new Error("SESSION_SECRET is not set: add it to .dev.vars or `wrangler secret put SESSION_SECRET`.");
  }
  return secret.split(",");
}
