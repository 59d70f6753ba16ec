// Makes sure .dev.vars (the Worker's local secrets) has every setting the app needs, adding
// any that are missing and never changing one that is there. A fresh clone runs with no setup:
// a random session secret and demo password, and the local backend's well-known keys.
// Production sets these with `wrangler secret put`.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { apiKeys, LOCAL_JWT_SECRET } from "../supabase/local/config.ts";

const path = new URL("../.dev.vars", import.meta.url);
const current = existsSync(path) ? readFileSync(path, "utf8") : "";
const has = (name) => new RegExp(`^${name}=`, "m").test(current);

const defaults = {
  SESSION_SECRET: () => randomBytes(32).toString("hex"),
  SUPABASE_URL: () => "http://127.0.0.1:54321",
  SUPABASE_ANON_KEY: () => apiKeys(LOCAL_JWT_SECRET).anonKey,
  // The Worker's privileged operations (app/utils/admin.server.ts); the browser never sees it.
  SUPABASE_SERVICE_ROLE_KEY: () => apiKeys(LOCAL_JWT_SECRET).serviceRoleKey,
  // The dealer API's tokens (app/utils/admin.server.ts): the local backend's signing secret.
  SUPABASE_JWT_SECRET: () => LOCAL_JWT_SECRET,
  DEMO_PASSWORD: () => `demo-${randomBytes(9).toString("base64url")}`,
};

const missing = Object.keys(defaults).filter((name) => !has(name));
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}="${defaults[name]()}"`).join("\n");
  const separator = current && !current.endsWith("\n") ? "\n" : "";
  writeFileSync(path, `${current}${separator}${lines}\n`);
  console.log(`.dev.vars: added ${missing.join(", ")}`);
}
