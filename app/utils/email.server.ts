/**
 * Sending emails from the Worker (docs/email.md): one batch of at most 100 rendered emails per
 * call, under one idempotency key, so a batch sent again with the same key is answered with
 * the first result and not delivered twice. With RESEND_API_KEY, through Resend's batch API
 * (RESEND_API_URL, a stand-in in the tests); without it, to the local backend's outbox
 * (http://127.0.0.1:54321/_local/outbox), which keeps keys the same way; a hosted project
 * without a key has no sender, and the outbox waits (app/utils/email-delivery.server.ts).
 *
 * Plain fetch rather than the resend SDK: the SDK imports @react-email/render on demand (a
 * package the Worker's bundle would have to resolve) and folds the HTTP status into its
 * error, which this module needs to tell a retry from a refusal.
 */
import type { EmailKind } from "~/content/email-kinds";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  /** The email's main link (the local outbox shows it). */
  link: string;
  /** Headers such as List-Unsubscribe. */
  headers: Record<string, string>;
};

/**
 * What became of a batch: sent (the provider's id of each email, in order); retry (the
 * provider was unavailable, limited us or could not be reached: the same batch again later;
 * a 409 concurrent_idempotent_requests too: the first request with the key is still going);
 * conflict (409 invalid_idempotent_request: the provider keeps a key only for a batch it sent,
 * and sent this one with another body, so the emails went out then); refused (the provider
 * will never take it: any other 4xx).
 */
export type BatchOutcome =
  | { status: "sent"; ids: string[] }
  | { status: "retry" | "conflict" | "refused"; error: string };

const BATCH_LIMIT = 100;

type SenderEnv = Pick<Env, "SUPABASE_URL" | "RESEND_API_KEY" | "RESEND_API_URL" | "EMAIL_FROM">;

const isLocal = (url: string) => ["127.0.0.1", "localhost"].includes(new URL(url).hostname);

/** Whether this deployment can send: a Resend key, or the local backend's outbox. */
export const canSendEmail = (env: SenderEnv) => Boolean(env.RESEND_API_KEY) || isLocal(env.SUPABASE_URL);

/** Sends the emails as one batch under idempotencyKey (at most BATCH_LIMIT). */
export async function sendBatch(env: SenderEnv, emails: OutgoingEmail[], idempotencyKey: string): Promise<BatchOutcome> {
  if (emails.length === 0 || emails.length > BATCH_LIMIT) throw new Error(`sendBatch takes 1 to ${BATCH_LIMIT} emails, not ${emails.length}`);
  const request = env.RESEND_API_KEY
    ? {
        url: `${env.RESEND_API_URL.replace(/\/$/, "")}/emails/batch`,
        authorization: `Bearer ${env.RESEND_API_KEY}`,
        body: emails.map((email) => ({
          from: env.EMAIL_FROM,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers,
          tags: [{ name: "kind", value: email.kind }],
        })),
      }
    : isLocal(env.SUPABASE_URL)
      ? {
          url: `${env.SUPABASE_URL}/_local/outbox`,
          authorization: null,
          body: emails.map((email) => ({ to: email.to, subject: email.subject, kind: email.kind, link: email.link, body: email.text, html: email.html, headers: email.headers })),
        }
      : null;
  if (!request) return { status: "retry", error: "No email sender is set up (RESEND_API_KEY)." };

  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(request.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": idempotencyKey,
        ...(request.authorization ? { Authorization: request.authorization } : {}),
      },
      body: JSON.stringify(request.body),
    });
    answer = await response.json().catch(() => null);
  } catch (error) {
    // Not reached, or the connection dropped before the answer: the provider may have sent it,
    // and the same key again finds out without sending twice.
    return { status: "retry", error: `The email provider could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (response.ok) {
    const ids = (answer as { data?: Array<{ id?: unknown }> } | null)?.data?.map((sent) => String(sent.id ?? ""));
    if (ids?.length === emails.length) return { status: "sent", ids };
    return { status: "retry", error: `The email provider answered ${response.status} without an id for each email.` };
  }
  const { name, message } = (answer ?? {}) as { name?: string; message?: string };
  const error = `The email provider answered ${response.status}${name ? ` ${name}` : ""}${message ? `: ${message}` : ""}`.slice(0, 2000);
  if (response.status === 409) return { status: name === "invalid_idempotent_request" ? "conflict" : "retry", error };
  if (response.status === 429 || response.status >= 500) return { status: "retry", error };
  return { status: "refused", error };
}
