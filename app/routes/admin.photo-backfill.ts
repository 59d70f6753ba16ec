import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { BACKFILL_KINDS } from "~/models/photo-backfill.server";
import { backfillPhotoCopies, isServiceRoleRequest } from "~/utils/admin.server";

/**
 * POST /admin/photo-backfill: one batch of the photo backfill (docs/decisions/016-photo-processing.md,
 * "Photos stored before copies"), for `npm run photos:backfill` (scripts/photo-backfill.mjs),
 * which posts batch after batch until the answer's `next` is null. It runs in the Worker
 * because the copies are made by its Images binding, as an upload's are. Only a request
 * carrying the service role key as its bearer token is served; anyone else is told so and
 * nothing is read.
 */
const BatchSchema = z.object({
  kind: z.enum(BACKFILL_KINDS).optional(),
  after: z.guid().optional(),
  // A photo costs about 20 of the Worker's subrequests and up to 0.6 s of its CPU (decision 016).
  limit: z.coerce.number().int().min(1).max(20).default(5),
  user: z.guid().optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  if (!(await isServiceRoleRequest(env, request))) {
    return refusal(401, "Not allowed", "Only the photo backfill, sent with the service role key, may use this address.");
  }
  const parsed = BatchSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return refusal(400, "Not understood", `The batch's fields are not valid: ${z.prettifyError(parsed.error)}`);
  const { kind, after, limit, user } = parsed.data;
  const batch = await backfillPhotoCopies(env, { cursor: kind ? { kind, after: after ?? null } : null, limit, userId: user });
  return json(batch, { status: batch.unavailable ? 503 : 200, headers: { "Cache-Control": "no-store" } });
}

/** Only the script's POSTs: a visit is told so (405), not shown an error page. */
export function loader() {
  return json({ error: "This address only takes the photo backfill's batches (POST)." }, { status: 405, headers: { Allow: "POST" } });
}

/** A refusal a person reading it understands: a heading and a sentence. */
function refusal(status: 400 | 401, title: string, sentence: string) {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const page = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title} | GenMarket</title></head><body><h1>${title}</h1><p>${escape(sentence)}</p></body></html>`;
  return new Response(page, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
