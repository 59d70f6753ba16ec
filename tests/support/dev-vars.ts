/**
 * The one reader of `.dev.vars` for tests (the Worker's local secrets, written by
 * scripts/ensure-dev-vars.mjs before any test runs): the demo accounts' password and the rest.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const path = fileURLToPath(new URL("../../.dev.vars", import.meta.url));

export function readDevVars(): Record<string, string> {
  if (!existsSync(path)) throw new Error(".dev.vars is missing: run `node scripts/ensure-dev-vars.mjs` (npm test does)");
  const vars: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]!] = match[2]!.replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

export function devVar(name: string) {
  const value = readDevVars()[name];
  if (value === undefined) throw new Error(`.dev.vars has no ${name}`);
  return value;
}

/** The seeded demo accounts' password, which every test backend reads from .dev.vars too. */
export const demoPassword = () => devVar("DEMO_PASSWORD");
