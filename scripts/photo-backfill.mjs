// npm run photos:backfill: makes the photos stored before uploads were made into web copies
// (listing photos, auction photos, profile photos; the seed's among them) into the copies an
// upload makes now, and removes their originals (docs/decisions/016-photo-processing.md,
// "Photos stored before copies"). The work runs in the Worker, whose Images binding makes the
// copies: this posts one batch after another to its /admin/photo-backfill
// (app/routes/admin.photo-backfill.ts) with the service role key as the bearer token, until
// the Worker says every photo has been gone through. Running it again changes nothing; after
// an interruption (or Images being unavailable) it picks up what is left.
//
//   npm run photos:backfill                                    npm run dev's app (http://127.0.0.1:8787), key from .dev.vars
//   SUPABASE_SERVICE_ROLE_KEY=… npm run photos:backfill -- --url https://genmarket.example
//   npm run photos:backfill -- --user <member id> --limit 2    one member's photos, 2 a batch
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/**
 * Posts batches to the Worker at `url` until it answers that nothing is left. Returns the
 * photos given copies and what was refused (each with why); throws on an answer that is not a
 * batch (a wrong key, the Worker down), or when Images is unavailable (run it again later).
 */
export async function backfillPhotos({ url, key, user, limit = 5, log = () => {} }) {
  let cursor = null;
  const total = { done: 0, refused: [], batches: 0 };
  do {
    const body = new URLSearchParams({ limit: String(limit), ...(user ? { user } : {}), ...(cursor ?? {}) });
    if (cursor && !cursor.after) body.delete("after");
    const response = await fetch(new URL("/admin/photo-backfill", url), {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.includes("application/json")) throw new Error(`${url} answered ${response.status}: ${(await response.text()).replace(/<[^>]+>/g, " ").trim()}`);
    const batch = await response.json();
    total.batches += 1;
    total.done += batch.done;
    total.refused.push(...batch.refused);
    for (const reason of batch.refused) log(`  left as it is: ${reason}`);
    if (batch.unavailable) throw new Error(`Images is unavailable just now, after ${total.done} photo(s): run it again later, it picks up from there`);
    if (batch.done) log(`  ${total.done} photo(s) given copies so far${batch.next ? ` (now at ${batch.next.kind} photos)` : ""}`);
    cursor = batch.next;
  } while (cursor);
  return total;
}

function serviceRoleKey() {
  if (process.env.SUPABASE_SERVICE_ROLE_KEY) return process.env.SUPABASE_SERVICE_ROLE_KEY;
  try {
    const line = readFileSync(new URL("../.dev.vars", import.meta.url), "utf8").match(/^SUPABASE_SERVICE_ROLE_KEY=(.*)$/m)?.[1];
    if (line) return line.replace(/^"(.*)"$/, "$1");
  } catch {
    // no .dev.vars
  }
  throw new Error("Set SUPABASE_SERVICE_ROLE_KEY (the Worker's secret of that name), or run scripts/ensure-dev-vars.mjs for the local one.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { url: { type: "string", default: "http://127.0.0.1:8787" }, user: { type: "string" }, limit: { type: "string", default: "5" } },
  });
  try {
    console.log(`Backfilling photo copies through ${values.url}…`);
    const total = await backfillPhotos({ url: values.url, key: serviceRoleKey(), user: values.user, limit: Number(values.limit), log: console.log });
    console.log(`Done: ${total.done} photo(s) given copies in ${total.batches} batch(es); ${total.refused.length} left as they were.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
