import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";

/**
 * The mail provider's webhook (Resend signs it with Svix, which follows the Standard Webhooks
 * scheme: an HMAC-SHA256 of id, timestamp and body, within five minutes; docs/email.md).
 * The standardwebhooks package is Svix's own verifier; Svix names its headers svix-*, the
 * standard webhook-*, and both are read.
 */

/** A webhook body above this is not one of the provider's events (theirs are a few KB). */
export const EMAIL_WEBHOOK_MAX_BYTES = 64 * 1024;

const addresses = z.union([z.string(), z.array(z.string())]).transform((to) => (Array.isArray(to) ? to : [to]));

const emailEvent = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("email.bounced"),
    data: z.object({ to: addresses, bounce: z.object({ type: z.string().optional(), message: z.string().optional() }).optional() }),
  }),
  z.object({ type: z.literal("email.complained"), data: z.object({ to: addresses }) }),
]);

/** What an event changes: addresses to stop sending to and why; null for events this site does not act on. */
export type UndeliverableReport = { reason: "bounced" | "complained"; addresses: string[]; detail: string | null };

/**
 * The event, once its signature is checked against the secret: what it reports, or null for
 * an event we ignore (a soft bounce, a delivery). "invalid" when the signature, the timestamp
 * or the JSON is not right: nothing is read from an unsigned body.
 */
export function verifiedEmailEvent(secret: string, body: string, headers: Headers): UndeliverableReport | null | "invalid" {
  const header = (name: string) => headers.get(`svix-${name}`) ?? headers.get(`webhook-${name}`) ?? "";
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(body, { "webhook-id": header("id"), "webhook-timestamp": header("timestamp"), "webhook-signature": header("signature") });
  } catch (error) {
    if (error instanceof WebhookVerificationError || error instanceof SyntaxError) return "invalid";
    throw error;
  }
  const type = (payload as { type?: unknown } | null)?.type;
  if (type !== "email.bounced" && type !== "email.complained") return null;
  const event = emailEvent.safeParse(payload);
  if (!event.success) return "invalid";
  if (event.data.type === "email.complained") return { reason: "complained", addresses: event.data.data.to, detail: "Marked an email as spam" };
  // Only a permanent (hard) bounce: a full mailbox or a greylisting server may take mail tomorrow.
  const bounce = event.data.data.bounce;
  if (bounce?.type !== "Permanent") return null;
  return { reason: "bounced", addresses: event.data.data.to, detail: bounce.message ?? null };
}
