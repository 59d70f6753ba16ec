/**
 * The Prefer header as PostgREST 12 reads it (RFC 7240; docs: references/api/preferences):
 * what the local backend does with each preference, the ones it cannot honour refused by
 * name, and unknown ones ignored, or refused with handling=strict (PGRST122).
 */
import { errors } from "./rest-errors.ts";

export type Preferences = {
  return: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge" | "ignore";
  missingDefault: boolean;
  strict: boolean;
  /** Only with handling=strict, as in PostgREST (lenient handling ignores it). */
  maxAffected?: number;
  /** tx=rollback: answer as if committed, then roll the transaction back. */
  rollback: boolean;
  /** For the Preference-Applied header, in PostgREST's order. */
  applied: string[];
};

/** Preferences PostgREST honours that the local backend does not: refused, never ignored. */
const UNSUPPORTED: Record<string, string> = {
  timezone: "Prefer: timezone",
  params: "Prefer: params=single-object",
};

export function parsePreferences(header: string | null): Preferences {
  const tokens = (header ?? "")
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  const preferences: Preferences = { return: "minimal", missingDefault: false, strict: false, rollback: false, applied: [] };
  const found = new Map<string, string>();
  const invalid: string[] = [];
  for (const token of tokens) {
    const [key = "", value = ""] = token.split("=").map((part) => part.trim());
    if (Object.hasOwn(UNSUPPORTED, key)) {
      throw errors.notImplemented(`${UNSUPPORTED[key]} is not supported by the local backend`);
    }
    if (!found.has(key) && isValid(key, value)) found.set(key, value);
    else invalid.push(token);
  }
  preferences.strict = found.get("handling") === "strict";
  if (preferences.strict && invalid.length > 0) throw errors.invalidPreferences(invalid);

  const resolution = found.get("resolution");
  if (resolution) preferences.resolution = resolution === "merge-duplicates" ? "merge" : "ignore";
  preferences.missingDefault = found.get("missing") === "default";
  const returning = found.get("return");
  if (returning) preferences.return = returning as Preferences["return"];
  const count = found.get("count");
  if (count) preferences.count = count as Preferences["count"];
  preferences.rollback = found.get("tx") === "rollback";
  const maxAffected = found.get("max-affected");
  if (maxAffected !== undefined && preferences.strict) preferences.maxAffected = Number(maxAffected);

  for (const key of ["resolution", "missing", "return", "count", "tx", "handling"]) {
    if (found.has(key)) preferences.applied.push(`${key}=${found.get(key)}`);
  }
  if (preferences.maxAffected !== undefined) preferences.applied.push(`max-affected=${maxAffected}`);
  return preferences;
}

const VALUES: Record<string, RegExp> = {
  handling: /^(strict|lenient)$/,
  return: /^(minimal|representation|headers-only)$/,
  count: /^(exact|planned|estimated)$/,
  resolution: /^(merge-duplicates|ignore-duplicates)$/,
  missing: /^(default|null)$/,
  tx: /^(commit|rollback)$/,
  "max-affected": /^\d{1,15}$/,
};

function isValid(key: string, value: string) {
  return Object.hasOwn(VALUES, key) && VALUES[key]!.test(value);
}
