// Writes .dev.vars with a random SESSION_SECRET when it does not exist, so a fresh clone
// runs without setup. Production sets its secrets with `wrangler secret put`.
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";

const path = new URL("../.dev.vars", import.meta.url);
if (!existsSync(path)) {
  writeFileSync(path, `SESSION_SECRET="${randomBytes(32).toString("hex")}"\n`);
  console.log("Wrote .dev.vars with a new local SESSION_SECRET.");
}
