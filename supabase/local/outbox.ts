/**
 * The emails the local Auth would have sent, and those the app sends through its local
 * EmailSender (app/utils/email.server.ts: saved-search alerts, POSTed here), for a developer
 * to read and click. Local only and open like the page itself: anyone who can reach the
 * local backend reads every email here anyway.
 */
import { HttpError, json, type BackendContext } from "./http.ts";

export type OutboxEmail = {
  id: number;
  to_email: string;
  subject: string;
  kind: string;
  link: string | null;
  body: string;
  headers: Record<string, string>;
  created_at: string;
};

export async function sendEmail(
  context: BackendContext,
  email: { to: string; subject: string; kind: string; link?: string; body: string; headers?: Record<string, string> },
) {
  await context.db.query(
    "insert into _local.outbox (to_email, subject, kind, link, body, headers) values ($1, $2, $3, $4, $5, $6)",
    [email.to, email.subject, email.kind, email.link ?? null, email.body, JSON.stringify(email.headers ?? {})],
  );
}

const text = (value: unknown, max: number) => typeof value === "string" && value.length > 0 && value.length <= max;

/** POST /_local/outbox: an email the app sends (JSON: to, subject, kind, body, optional link and headers). */
async function receiveEmail(context: BackendContext, request: Request) {
  const email = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  const headers = email?.headers ?? {};
  const headersValid =
    typeof headers === "object" && headers !== null && Object.values(headers).every((value) => text(value, 2000));
  if (
    !email || !text(email.to, 320) || !text(email.subject, 500) || !text(email.kind, 50) || !text(email.body, 100_000) ||
    !(email.link === undefined || email.link === null || text(email.link, 2000)) || !headersValid
  ) {
    throw new HttpError(json({ message: "An email needs to, subject, kind and body (text), and optional link and headers" }, 400));
  }
  await sendEmail(context, {
    to: email.to as string,
    subject: email.subject as string,
    kind: email.kind as string,
    body: email.body as string,
    ...(typeof email.link === "string" ? { link: email.link } : {}),
    headers: headers as Record<string, string>,
  });
  return json({ status: "queued" }, 201);
}

export async function readOutbox(context: BackendContext, to?: string) {
  const { rows } = await context.db.query<OutboxEmail>(
    `select id::int as id, to_email, subject, kind, link, body, headers, created_at::text as created_at
       from _local.outbox where $1::text is null or lower(to_email) = lower($1) order by id desc limit 100`,
    [to ?? null],
  );
  return rows;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Each http(s) address in escaped text as a link. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

/** GET /_local/outbox: JSON for tests (?to=email), or a small page for people; POST: the app's emails. */
export async function outboxPage(context: BackendContext, request: Request) {
  if (request.method === "POST") return receiveEmail(context, request);
  const url = new URL(request.url);
  const emails = await readOutbox(context, url.searchParams.get("to") ?? undefined);
  if (!request.headers.get("accept")?.includes("text/html")) return json(emails);
  const items = emails
    .map(
      (email) => `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.to_email)} · ${escapeHtml(email.created_at)}</p>
${Object.entries(email.headers ?? {})
  .map(([name, value]) => `<p class="header">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
  .join("")}<pre>${linkify(escapeHtml(email.body))}</pre>${email.link ? `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.link)}</a></p>` : ""}</article>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local outbox</title>
<style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}a{overflow-wrap:anywhere}.header{font:14px ui-monospace,monospace;color:#444;margin:.25rem 0;overflow-wrap:anywhere}</style>
<h1>Local outbox</h1><p>Emails the local Auth service and the app would have sent (newest first).</p>${items || "<p>No emails yet.</p>"}</html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
