/**
 * Email delivery (docs/email.md): the outbox (private.outgoing_emails, filled by each event's
 * SQL) is handed to the Cloudflare Queue EMAIL_QUEUE, one message per email, by
 * dispatchEmails (after every request that may have changed something, and every minute);
 * the queue's consumer (deliverEmails) claims the emails its messages name, renders them and
 * sends each batch under its own idempotency key; what the queue gives up on reaches the
 * dead-letter queue, whose consumer (recordDeadLetters) marks it dead for /moderation.
 */
import { renderEmail } from "~/emails/render.server";
import {
  claimEmails,
  handOutEmails,
  recordEmailAttemptFailed,
  recordEmailsDead,
  recordEmailsSent,
  type ClaimedEmail,
} from "./admin.server";
import { canSendEmail, sendBatch, type OutgoingEmail } from "./email.server";
import { sessionSecretsOf } from "./secrets.server";
import { emailKindUnsubscribeLink, oneClickUnsubscribeHeaders, signUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server";

/** What each message on the email queue says: the idempotency key of one outbox email. */
export type EmailMessage = { key: string };

/** The dead-letter queue's name (wrangler.toml): its batches are recorded, not sent. */
export const EMAIL_DEAD_LETTER_QUEUE = "genmarket-email-dead";

/** Emails handed out per call of hand_out_emails (each call one transaction). */
const HAND_OUT_LIMIT = 1000;

/** Cloudflare Queues delays a retry by at most 12 hours. */
const MAX_RETRY_DELAY_SECONDS = 12 * 3600;

/**
 * Hands every email waiting in the outbox (and the instant saved-search alerts now due) to
 * the queue, at most 100 messages a call. Cheap when nothing waits (one indexed query). A
 * deployment that cannot send (no RESEND_API_KEY, not local) leaves the outbox as it is.
 */
export async function dispatchEmails(env: Env) {
  if (!canSendEmail(env)) return 0;
  let handedOut = 0;
  for (;;) {
    const { data: keys, error } = await handOutEmails(env, HAND_OUT_LIMIT);
    if (error || !keys) {
      console.error("email dispatch: hand_out_emails", error);
      return handedOut;
    }
    for (let start = 0; start < keys.length; start += 100) {
      // A chunk the queue refuses stays 'queued' and is handed out again once counted lost.
      await env.EMAIL_QUEUE.sendBatch(keys.slice(start, start + 100).map((key) => ({ body: { key } satisfies EmailMessage })));
    }
    handedOut += keys.length;
    // A full hand-out may have left more waiting (an approval matching thousands of searches).
    if (keys.length < HAND_OUT_LIMIT) return handedOut;
  }
}

/** Seconds before a message's next attempt: EMAIL_RETRY_DELAY_SECONDS, doubled at each attempt. */
function retryDelay(env: Env, attempts: number) {
  const base = Number(env.EMAIL_RETRY_DELAY_SECONDS) || 0;
  return Math.min(MAX_RETRY_DELAY_SECONDS, Math.round(base * 2 ** Math.max(0, attempts - 1)));
}

/**
 * The one-click unsubscribe link (RFC 8058) of an email: a saved-search alert stops its own
 * search (app/routes/unsubscribe), any other kind that is not essential stops that kind for
 * the member (app/routes/unsubscribe_.emails); an essential kind has none.
 */
async function unsubscribeLinkFor(env: Env, email: ClaimedEmail) {
  const secrets = sessionSecretsOf(env);
  const savedSearchId = (email.data as { savedSearchId?: unknown } | null)?.savedSearchId;
  if ((email.kind === "search_alert" || email.kind === "early_access_alert") && typeof savedSearchId === "string") {
    return unsubscribeUrl(env.SITE_URL, await signUnsubscribeToken(secrets, savedSearchId));
  }
  // A closed account's confirmation has no member to switch anything off for (and is essential).
  if (!email.recipient) return null;
  return emailKindUnsubscribeLink(secrets, env.SITE_URL, email.recipient, email.kind);
}

/** One claimed email rendered, or why it cannot be. */
async function rendered(env: Env, email: ClaimedEmail): Promise<OutgoingEmail | { error: string }> {
  const unsubscribe = await unsubscribeLinkFor(env, email);
  const result = renderEmail(email.kind, email.data, { origin: env.SITE_URL, recipientName: email.name, unsubscribeUrl: unsubscribe });
  if ("error" in result) return result;
  return {
    to: email.to,
    subject: result.subject,
    text: result.text,
    html: result.html,
    kind: email.kind,
    link: result.link,
    headers: unsubscribe ? oneClickUnsubscribeHeaders(unsubscribe) : {},
  };
}

/**
 * The email queue's consumer: claims the batch's keys, then for each claimed batch renders
 * and sends it under Idempotency-Key batch/<uuid> and records the outcome. A message is acked
 * once its email is sent, skipped or dead; retried with back-off when the provider could not
 * take it now or another consumer is sending it. Data a template refuses, and a batch the
 * provider refuses outright, are dead at once (retrying cannot help); a batch whose key the
 * provider already sent with another body is sent.
 */
export async function deliverEmails(batch: MessageBatch<EmailMessage>, env: Env) {
  const messagesByKey = new Map<string, Message<EmailMessage>[]>();
  for (const message of batch.messages) {
    const key = message.body?.key;
    if (typeof key !== "string") {
      message.ack();
      continue;
    }
    messagesByKey.set(key, [...(messagesByKey.get(key) ?? []), message]);
  }
  const settle = (keys: Iterable<string>, outcome: "ack" | "retry") => {
    for (const key of keys) {
      for (const message of messagesByKey.get(key) ?? []) {
        if (outcome === "ack") message.ack();
        else message.retry({ delaySeconds: retryDelay(env, message.attempts) });
      }
    }
  };
  if (messagesByKey.size === 0) return;

  const { claim, error } = await claimEmails(env, [...messagesByKey.keys()]);
  if (error || !claim) {
    console.error("email delivery: claim_emails", error);
    settle(messagesByKey.keys(), "retry");
    return;
  }
  settle(claim.done, "ack");
  settle(claim.busy, "retry");
  // Emails that can never go out: dead with the reason, their messages acked (retried if not recorded).
  const markDead = async (keys: string[], reason: string) => {
    const dead = await recordEmailsDead(env, keys, reason);
    if (dead.error) console.error("email delivery: record_emails_dead", dead.error);
    settle(keys, dead.error ? "retry" : "ack");
  };

  for (const { batch: sendBatchId, emails } of claim.batches) {
    const outgoing: OutgoingEmail[] = [];
    const sentKeys: string[] = [];
    for (const email of emails) {
      const result = await rendered(env, email);
      if ("error" in result) {
        console.error(`email delivery: ${email.key} cannot be rendered: ${result.error}`);
        await markDead([email.key], result.error);
        continue;
      }
      outgoing.push(result);
      sentKeys.push(email.key);
    }
    if (outgoing.length === 0) continue;

    const outcome = await sendBatch(env, outgoing, `batch/${sendBatchId}`);
    if (outcome.status === "sent" || outcome.status === "conflict") {
      // A conflict: the provider sent this batch's key before, with another body (a name or
      // address changed since, a row left the group), so the group went out then; sending
      // it under a new key would send it twice. Its ids were in the answer that never came.
      if (outcome.status === "conflict") console.warn(`email delivery: batch ${sendBatchId} was sent before: ${outcome.error}`);
      const ids = outcome.status === "sent" ? Object.fromEntries(sentKeys.map((key, index) => [key, outcome.ids[index]!])) : {};
      const recorded = await recordEmailsSent(env, sendBatchId, ids);
      if (recorded.error) console.error("email delivery: record_emails_sent", recorded.error);
      // Not recorded: the retry's claim finds the batch still sending, and after a while
      // sends it again under the same key, which the provider answers without sending.
      settle(sentKeys, recorded.error ? "retry" : "ack");
    } else if (outcome.status === "refused") {
      console.error(`email delivery: batch ${sendBatchId} refused: ${outcome.error}`);
      await markDead(sentKeys, outcome.error);
    } else {
      // Expected now and then (a provider hiccup): a warning; what never goes out ends dead, as an error.
      console.warn(`email delivery: batch ${sendBatchId} to be retried: ${outcome.error}`);
      const failed = await recordEmailAttemptFailed(env, sendBatchId, outcome.error);
      if (failed.error) console.error("email delivery: record_email_attempt_failed", failed.error);
      settle(sentKeys, "retry");
    }
  }
}

/** The dead-letter queue's consumer: the emails the queue gave up on are dead, with their last error. */
export async function recordDeadLetters(batch: MessageBatch<EmailMessage>, env: Env) {
  const keys = batch.messages.map((message) => message.body?.key).filter((key): key is string => typeof key === "string");
  const { error } = keys.length > 0 ? await recordEmailsDead(env, keys) : { error: null };
  if (error) {
    console.error("email dead letters: record_emails_dead", error);
    batch.retryAll();
    return;
  }
  if (keys.length > 0) console.error(`email dead letters: not delivered after every retry: ${keys.join(", ")}`);
  batch.ackAll();
}
