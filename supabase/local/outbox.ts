/**
 * The emails the local Auth would have sent, and those the app sends without a Resend key
 * (app/utils/email.server.ts sendBatch: batches POSTed here with an Idempotency-Key, kept as
 * Resend keeps them), for a developer to read and click. Local only and open like the page
 * itself: anyone who can reach the local backend reads every email here anyway.
 */
import { createHash } from "node:crypto";
import { HttpError, json, type BackendContext } from "./http.ts";

export type OutboxEmail = {
  id: number;
  to_email: string;
  subject: string;
  kind: string;
  link: string | null;
  body: string;
  html: string | null;
  headers: Record<string, string>;
  created_at: string;
};

export async function sendEmail(
  context: BackendContext,
  email: { to: string; subject: string; kind: string; link?: string; body: string; html?: string; headers?: Record<string, string> },
) {
  const { rows } = await context.db.query<{ id: number }>(
    "insert into _local.outbox (to_email, subject, kind, link, body, html, headers) values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id",
    [email.to, email.subject, email.kind, email.link ?? null, email.body, email.html ?? null, JSON.stringify(email.headers ?? {})],
  );
  return rows[0]!.id;
}

const text = (value: unknown, max: number) => typeof value === "string" && value.length > 0 && value.length <= max;

type ReceivedEmail = { to: string; subject: string; kind: string; body: string; link?: string; html?: string; headers: Record<string, string> };

function receivedEmail(email: Record<string, unknown> | null): ReceivedEmail | null {
  const headers = email?.headers ?? {};
  const headersValid =
    typeof headers === "object" && headers !== null && Object.values(headers).every((value) => text(value, 2000));
  if (
    !email || !text(email.to, 320) || !text(email.subject, 500) || !text(email.kind, 50) || !text(email.body, 100_000) ||
    !(email.link === undefined || email.link === null || text(email.link, 2000)) ||
    !(email.html === undefined || email.html === null || text(email.html, 500_000)) || !headersValid
  ) {
    return null;
  }
  return {
    to: email.to as string,
    subject: email.subject as string,
    kind: email.kind as string,
    body: email.body as string,
    ...(typeof email.link === "string" ? { link: email.link } : {}),
    ...(typeof email.html === "string" ? { html: email.html } : {}),
    headers: headers as Record<string, string>,
  };
}

/**
 * POST /_local/outbox: an email the app sends (JSON: to, subject, kind, body, optional link,
 * html and headers), or a batch of them (a JSON array), answered as Resend's batch endpoint
 * answers ({ data: [{ id }] }). With an Idempotency-Key, the same key and body again are
 * answered the same and stored once; the same key with another body is refused with 409.
 */
async function receiveEmail(context: BackendContext, request: Request) {
  const raw = await request.text();
  const parsed = (() => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  })();
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const emails = items.map((item) => receivedEmail(item as Record<string, unknown> | null));
  if (items.length === 0 || items.length > 100 || emails.some((email) => email === null)) {
    throw new HttpError(json({ name: "validation_error", message: "An email needs to, subject, kind and body (text), and optional link, html and headers; a batch 1 to 100 of them" }, 422));
  }
  const key = request.headers.get("Idempotency-Key");
  const bodyHash = createHash("sha256").update(raw).digest("hex");
  return context.db.transaction(async (tx) => {
    if (key) {
      const { rows } = await tx.query<{ body_hash: string; answer: unknown }>(
        "select body_hash, answer from _local.outbox_requests where idempotency_key = $1 for update",
        [key],
      );
      if (rows[0] && rows[0].body_hash !== bodyHash) {
        return json({ name: "invalid_idempotent_request", message: "This Idempotency-Key was used with another request body." }, 409);
      }
      if (rows[0]) return json(rows[0].answer, 200);
    }
    const ids: number[] = [];
    for (const email of emails) {
      const { rows } = await tx.query<{ id: number }>(
        "insert into _local.outbox (to_email, subject, kind, link, body, html, headers) values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id",
        [email!.to, email!.subject, email!.kind, email!.link ?? null, email!.body, email!.html ?? null, JSON.stringify(email!.headers)],
      );
      ids.push(rows[0]!.id);
    }
    const answer = { data: ids.map((id) => ({ id: `local-${id}` })) };
    if (key) {
      await tx.query("insert into _local.outbox_requests (idempotency_key, body_hash, answer) values ($1, $2, $3)", [key, bodyHash, JSON.stringify(answer)]);
    }
    return json(answer, 200);
  });
}

export async function readOutbox(context: BackendContext, to?: string) {
  const { rows } = await context.db.query<OutboxEmail>(
    `select id::int as id, to_email, subject, kind, link, body, html, headers, created_at::text as created_at
       from _local.outbox where $1::text is null or lower(to_email) = lower($1) order by id desc limit 100`,
    [to ?? null],
  );
  return rows;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Each http(s) address in escaped text as a link. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

/** GET /_local/outbox: JSON for tests (?to=email; ?count&kind=… a count), or a small page for people; POST: the app's emails. */
export async function outboxPage(context: BackendContext, request: Request) {
  if (request.method === "POST") return receiveEmail(context, request);
  const url = new URL(request.url);
  if (url.searchParams.has("count")) {
    // How many emails of a kind the outbox holds (npm run bench's alerts case).
    const { rows } = await context.db.query<{ count: number }>(
      "select count(*)::int as count from _local.outbox where $1::text is null or kind = $1",
      [url.searchParams.get("kind")],
    );
    return json({ count: rows[0]!.count });
  }
  const emails = await readOutbox(context, url.searchParams.get("to") ?? undefined);
  if (!request.headers.get("accept")?.includes("text/html")) return json(emails);
  const items = emails
    .map(
      (email) => `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.to_email)} · ${escapeHtml(email.created_at)}</p>
${Object.entries(email.headers ?? {})
  .map(([name, value]) => `<p class="header">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
  .join("")}${
        // The HTML part as a mail client shows it, sandboxed (no scripts, no same-origin access); the text part below.
        email.html ? `<iframe class="html-part" title="HTML part" sandbox srcdoc="${escapeHtml(email.html)}"></iframe><details><summary>Plain text</summary><pre>${linkify(escapeHtml(email.body))}</pre></details>` : `<pre>${linkify(escapeHtml(email.body))}</pre>`
      }${email.link ? `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.link)}</a></p>` : ""}</article>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local outbox</title>
<style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}a{overflow-wrap:anywhere}.header{font:14px ui-monospace,monospace;color:#444;margin:.25rem 0;overflow-wrap:anywhere}.html-part{width:100%;height:32rem;border:1px solid #ddd;border-radius:4px}</style>
<h1>Local outbox</h1><p>Emails the local Auth service and the app would have sent (newest first).</p>${items || "<p>No emails yet.</p>"}</html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
