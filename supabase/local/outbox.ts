/** The emails the local Auth would have sent, for a developer to read and click. */
import { json, type BackendContext } from "./http.ts";

export type OutboxEmail = {
  id: number;
  to_email: string;
  subject: string;
  kind: string;
  link: string | null;
  body: string;
  created_at: string;
};

export async function sendEmail(
  context: BackendContext,
  email: { to: string; subject: string; kind: string; link?: string; body: string },
) {
  await context.db.query("insert into _local.outbox (to_email, subject, kind, link, body) values ($1, $2, $3, $4, $5)", [
    email.to,
    email.subject,
    email.kind,
    email.link ?? null,
    email.body,
  ]);
}

export async function readOutbox(context: BackendContext, to?: string) {
  const { rows } = await context.db.query<OutboxEmail>(
    `select id::int as id, to_email, subject, kind, link, body, created_at::text as created_at
       from _local.outbox where $1::text is null or lower(to_email) = lower($1) order by id desc limit 100`,
    [to ?? null],
  );
  return rows;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** GET /_local/outbox: JSON for tests (?to=email), or a small page for people. */
export async function outboxPage(context: BackendContext, request: Request) {
  const url = new URL(request.url);
  const emails = await readOutbox(context, url.searchParams.get("to") ?? undefined);
  if (!request.headers.get("accept")?.includes("text/html")) return json(emails);
  const items = emails
    .map(
      (email) => `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.to_email)} · ${escapeHtml(email.created_at)}</p>
<pre>${escapeHtml(email.body)}</pre>${email.link ? `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.link)}</a></p>` : ""}</article>`,
    )
    .join("\n");
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Local outbox</title>
<style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
<h1>Local outbox</h1><p>Emails the local Auth service would have sent (newest first).</p>${items || "<p>No emails yet.</p>"}</html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
