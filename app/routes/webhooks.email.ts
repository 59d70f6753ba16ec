import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { recordUndeliverableAddress } from "~/utils/admin.server";
import { EMAIL_WEBHOOK_MAX_BYTES, verifiedEmailEvent } from "~/utils/email-webhook.server";

/**
 * The mail provider's webhook (docs/email.md: the endpoint to register, the events): a hard
 * bounce or a spam complaint stops all email to that address (undeliverable_addresses,
 * supabase/schemas/15-email.sql) until its member says it is fixed in Account. The signature
 * is checked before anything is read; a forged, unsigned, stale or oversized request changes
 * nothing. Other events are answered 200 and ignored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  if (!env.RESEND_WEBHOOK_SECRET) return json({ error: "Email webhooks are not set up on this site" }, { status: 404 });
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > EMAIL_WEBHOOK_MAX_BYTES) return json({ error: "The event is too large" }, { status: 413 });
  const body = await request.text();
  if (body.length > EMAIL_WEBHOOK_MAX_BYTES) return json({ error: "The event is too large" }, { status: 413 });
  const report = verifiedEmailEvent(env.RESEND_WEBHOOK_SECRET, body, request.headers);
  if (report === "invalid") return json({ error: "The signature or the event is not valid" }, { status: 400 });
  if (!report) return json({ received: true, applied: false });
  for (const address of report.addresses) {
    const { error } = await recordUndeliverableAddress(env, address, report.reason, report.detail);
    if (error) {
      console.error(`webhooks: recording ${report.reason} for an address`, error);
      // 500: the provider sends the event again later.
      return json({ error: "Could not record the event just now" }, { status: 500 });
    }
  }
  return json({ received: true, applied: true });
}

/** Only the provider's POSTs: a visit is told so (405), not shown an error page. */
export function loader() {
  return json({ error: "This address only receives the mail provider's webhooks (POST)." }, { status: 405, headers: { Allow: "POST" } });
}
