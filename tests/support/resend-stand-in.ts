/**
 * A stand-in for Resend's API, for tests (docs/testing.md, docs/email.md): a local HTTP server
 * that answers POST /emails and POST /emails/batch as Resend does (a Bearer key, JSON,
 * { id } or { data: [{ id }] }, errors as { statusCode, name, message }), with Resend's
 * Idempotency-Key rules: the same key and body again are answered as the first time and
 * nothing is sent twice; the same key with another body is refused with 409
 * invalid_idempotent_request. It records every email it accepted and every request, and can be
 * told to fail the next requests (500, or another error Resend answers: 422, 409…), or to
 * accept a request and then drop the connection before answering (a crash mid-send, as the
 * sender sees it, with something changing meanwhile if told), either for every request or
 * only for those to one address (so other emails the Worker sends meanwhile are not in the
 * way). The Worker reaches it through RESEND_API_URL.
 */
import { createHash, randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STAND_IN_RESEND_KEY = "re_stand_in_key";

/** An email as the stand-in accepted it (once per email, however often its batch was sent). */
export type AcceptedEmail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  tags: Array<{ name: string; value: string }>;
  idempotencyKey: string | null;
};

/** An error as Resend answers it. */
export type ResendError = { statusCode: number; name: string; message: string };

const SERVER_ERROR: ResendError = { statusCode: 500, name: "internal_server_error", message: "The stand-in failed as told" };

/** The addresses a request's body sends to (an email, or a batch of them). */
function recipientsOf(raw: string): string[] {
  try {
    const payload = JSON.parse(raw) as unknown;
    return (Array.isArray(payload) ? payload : [payload]).flatMap((email) => {
      const to = (email as { to?: unknown } | null)?.to;
      return (Array.isArray(to) ? to : [to]).filter((address): address is string => typeof address === "string");
    });
  } catch {
    return [];
  }
}

export async function startResendStandIn({ port = 0 }: { port?: number } = {}) {
  const accepted: AcceptedEmail[] = [];
  const requests: Array<{ path: string; idempotencyKey: string | null; to: string[]; status: number | "dropped" }> = [];
  const idempotent = new Map<string, { bodyHash: string; status: number; body: unknown }>();
  let failures = { count: 0, to: null as string | null, error: SERVER_ERROR };
  let drops = { count: 0, to: null as string | null, meanwhile: null as (() => Promise<unknown>) | null };
  /** Whether a request's body is one the failure or drop is for. */
  const concerns = (raw: string, to: string | null) => to === null || raw.toLowerCase().includes(JSON.stringify(to.toLowerCase()));

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  }

  const error = (statusCode: number, name: string, message: string) => ({ status: statusCode, body: { statusCode, name, message } });

  function accept(path: string, payload: unknown, idempotencyKey: string | null): { status: number; body: unknown } {
    const batch = path === "/emails/batch";
    const items = batch ? payload : [payload];
    if (!Array.isArray(items) || items.length === 0 || items.length > 100) {
      return error(422, "validation_error", "The batch must hold 1 to 100 emails.");
    }
    const emails = items as Array<Partial<Omit<AcceptedEmail, "to">> & { to?: string | string[] }>;
    if (emails.some((email) => !email.from || !email.to || !email.subject || !(email.html || email.text))) {
      return error(422, "validation_error", "Each email needs from, to, subject and html or text.");
    }
    const ids = emails.map((email) => {
      const id = randomUUID();
      accepted.push({
        id,
        from: email.from!,
        to: Array.isArray(email.to) ? email.to : [email.to!],
        subject: email.subject!,
        html: email.html ?? "",
        text: email.text ?? "",
        headers: email.headers ?? {},
        tags: email.tags ?? [],
        idempotencyKey,
      });
      return id;
    });
    return { status: 200, body: batch ? { data: ids.map((id) => ({ id })) } : { id: ids[0] } };
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const idempotencyKey = request.headers["idempotency-key"]?.toString() ?? null;
    const answer = (() => {
      if (request.method !== "POST" || (path !== "/emails" && path !== "/emails/batch")) return error(404, "not_found", "The requested endpoint does not exist.");
      if (request.headers.authorization !== `Bearer ${STAND_IN_RESEND_KEY}`) return error(401, "validation_error", "API key is invalid");
      if (failures.count > 0 && concerns(raw, failures.to)) {
        failures.count -= 1;
        return error(failures.error.statusCode, failures.error.name, failures.error.message);
      }
      const bodyHash = createHash("sha256").update(`${path}\n${raw}`).digest("hex");
      const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (earlier && earlier.bodyHash !== bodyHash) {
        return error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload.");
      }
      if (earlier) return { status: earlier.status, body: earlier.body };
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        return error(400, "invalid_json", "The body is not JSON.");
      }
      const result = accept(path, payload, idempotencyKey);
      if (idempotencyKey && result.status === 200) idempotent.set(idempotencyKey, { bodyHash, ...result });
      return result;
    })();
    if (drops.count > 0 && answer.status === 200 && concerns(raw, drops.to)) {
      // Accepted and recorded, then the connection is gone before the answer: the sender cannot know.
      drops.count -= 1;
      await drops.meanwhile?.();
      requests.push({ path, idempotencyKey, to: recipientsOf(raw), status: "dropped" });
      request.socket.destroy();
      return;
    }
    requests.push({ path, idempotencyKey, to: recipientsOf(raw), status: answer.status });
    send(response, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The Worker settings that send its email here. */
    secrets: { RESEND_API_KEY: STAND_IN_RESEND_KEY, RESEND_API_URL: url },
    /** Every email accepted, in order. */
    accepted: () => [...accepted],
    /** The emails accepted for this address. */
    emailsTo: (address: string) => accepted.filter((email) => email.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    /** Every request answered (or dropped), in order, with the addresses it sent to. */
    requests: () => [...requests],
    /** The requests (answered or dropped) that sent to this address, in order. */
    requestsTo: (address: string) => requests.filter((request) => request.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    /**
     * Answers the next `count` requests (to this address only, if given) with `error` (500
     * internal_server_error unless given), before looking at their key; Infinity: until told 0.
     */
    failNext(count: number, to: string | null = null, error: ResendError = SERVER_ERROR) {
      failures = { count, to, error };
    },
    /**
     * Accepts the next `count` requests (to this address only, if given) and drops the
     * connection instead of answering, after `meanwhile` (what changes while the sender waits).
     */
    dropNextAnswers(count: number, to: string | null = null, meanwhile: (() => Promise<unknown>) | null = null) {
      drops = { count, to, meanwhile };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ResendStandIn = Awaited<ReturnType<typeof startResendStandIn>>;
