/**
 * Sending email from the Worker (saved-search alerts). An EmailSender delivers one message;
 * the local one puts it in the local backend's outbox (http://127.0.0.1:54321/_local/outbox).
 * A hosted deployment implements EmailSender over its mail service (an HTTP API called with
 * a key kept as a Worker secret) and returns it from getEmailSender; until one is set up,
 * alerts wait in the database's queue and nothing is claimed.
 */

export type Email = {
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** What kind of email it is, for the outbox and the sender's tagging. */
  kind: string;
  /** Headers such as List-Unsubscribe. */
  headers: Record<string, string>;
  /** The email's main link (the local outbox shows it as a link). */
  link?: string;
};

export interface EmailSender {
  /** Delivers the email, or answers why it could not (the caller keeps it for the next run). */
  send(email: Email): Promise<{ error: string | null }>;
}

/** The local backend's outbox: POST /_local/outbox, only on a local backend. */
export function localOutboxSender(backendUrl: string): EmailSender {
  return {
    async send(email) {
      const response = await fetch(`${backendUrl}/_local/outbox`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ to: email.to, subject: email.subject, kind: email.kind, link: email.link, body: email.text, headers: email.headers }),
      });
      return { error: response.ok ? null : `the local outbox answered ${response.status}` };
    },
  };
}

const isLocal = (url: string) => ["127.0.0.1", "localhost"].includes(new URL(url).hostname);

/**
 * The sender for this deployment: the local outbox when the backend is the local one; null
 * on a hosted project until a real sender is plugged in here.
 */
export function getEmailSender(env: Pick<Env, "SUPABASE_URL">): EmailSender | null {
  return isLocal(env.SUPABASE_URL) ? localOutboxSender(env.SUPABASE_URL) : null;
}
