/**
 * The email outbox's delivery (supabase/schemas/15-email.sql, docs/email.md) as the Worker's
 * dispatch and queue consumer meet it through the service role: a member's message queues one
 * email to the other party; hand_out_emails hands each row to the queue once (and again only
 * when lost); claim_emails decides send, skip or wait, row-locked, in batches a retry sends
 * again exactly; the outcome is recorded; staff alone see the health.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createListing, createMember, deleteMember, type Member } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

type Claim = {
  batches: Array<{ batch: string; emails: Array<{ key: string; kind: string; data: Record<string, unknown>; recipient: string; to: string; name: string | null }> }>;
  busy: string[];
  done: string[];
};

async function rpc<T>(name: string, args: Record<string, unknown> = {}) {
  const { data, error } = await service.rpc(name, args);
  expect(error).toBeNull();
  return data as T;
}

const handOut = () => rpc<string[]>("hand_out_emails");
const claim = (keys: string[]) => rpc<Claim>("claim_emails", { p_keys: keys });

async function rowOf(key: string) {
  const { rows } = await backend.db.query<{ status: string; send_batch: string | null; attempts: number; last_error: string | null; provider_id: string | null; recipient_id: string }>(
    "select status, send_batch, attempts, last_error, provider_id, recipient_id from private.outgoing_emails where idempotency_key = $1",
    [key],
  );
  return rows[0];
}

/** A buyer's enquiry about a new listing of a new seller's, through send_listing_enquiry as the buyer: its email's key. */
async function enquiry(message = "Is it still available?") {
  const seller = await createMember(service, { userType: "private_seller", fullName: "Sam Seller" });
  const buyer = await createMember(service, { fullName: "Bea Buyer" });
  const listing = await createListing(service, seller.id, { status: "active", title: "Cummins C22 standby set" });
  const { client } = await backend.signedInClient(buyer.email, buyer.password);
  const { data: threadId, error } = await client.rpc("send_listing_enquiry", { p_listing_id: listing.id, p_message: message });
  expect(error).toBeNull();
  const { rows } = await backend.db.query<{ idempotency_key: string }>(
    "select idempotency_key from private.outgoing_emails where recipient_id = $1",
    [seller.id],
  );
  return { seller, buyer, buyerClient: client, listing, threadId: threadId as string, key: rows[0]!.idempotency_key };
}

/** Queued emails to `count` new members, handed out: their keys. */
async function queuedEmails(count: number) {
  const members: Member[] = [];
  for (let index = 0; index < count; index += 1) members.push(await createMember(service));
  const keys = members.map((member) => `message_received/test-${member.id}/${member.id}`);
  for (const [index, member] of members.entries()) {
    await backend.db.query("select private.queue_email($1, 'message_received', $2, '{}'::jsonb)", [member.id, keys[index]]);
  }
  expect(await handOut()).toEqual(expect.arrayContaining(keys));
  return { members, keys };
}

describe("a member's message", () => {
  test("queues one email to the other party of the thread, never the sender, with what the email shows", async () => {
    const { seller, buyer, buyerClient, listing, threadId, key } = await enquiry("Is it still available?\n<script>alert(1)</script>");
    const { rows } = await backend.db.query<{ recipient_id: string; kind: string; data: Record<string, unknown>; status: string }>(
      "select recipient_id, kind, data, status from private.outgoing_emails where data->>'threadId' = $1",
      [threadId],
    );
    expect(rows).toEqual([
      {
        recipient_id: seller.id,
        kind: "message_received",
        status: "pending",
        data: {
          threadId,
          senderName: "Bea Buyer",
          listingTitle: listing.title,
          message: "Is it still available?\n<script>alert(1)</script>",
          sentAt: expect.any(String),
          isEnquiry: true,
          recipientSide: "seller",
        },
      },
    ]);
    expect(key).toMatch(new RegExp(`^message_received/[0-9a-f-]{36}/${seller.id}$`));

    // The seller's reply emails the buyer; the buyer's next message is not an enquiry.
    const { client: sellerClient } = await backend.signedInClient(seller.email, seller.password);
    expect((await sellerClient.from("messages").insert({ thread_id: threadId, recipient_id: buyer.id, message_content: "Yes, it is." })).error).toBeNull();
    expect((await buyerClient.from("messages").insert({ thread_id: threadId, recipient_id: seller.id, message_content: "Great, thanks." })).error).toBeNull();
    const { rows: all } = await backend.db.query<{ recipient_id: string; side: string; enquiry: boolean; sender: string }>(
      `select recipient_id, data->>'recipientSide' as side, (data->>'isEnquiry')::boolean as enquiry, data->>'senderName' as sender
         from private.outgoing_emails where data->>'threadId' = $1 order by created_at`,
      [threadId],
    );
    expect(all).toEqual([
      { recipient_id: seller.id, side: "seller", enquiry: true, sender: "Bea Buyer" },
      { recipient_id: buyer.id, side: "buyer", enquiry: false, sender: "Sam Seller" },
      { recipient_id: seller.id, side: "seller", enquiry: false, sender: "Bea Buyer" },
    ]);
  });
});

describe("hand-out and claim", () => {
  test("each row is handed out once, and again only once lost on the way", async () => {
    const { key } = await enquiry();
    expect(await handOut()).toContain(key);
    expect(await handOut()).not.toContain(key);
    expect(await rowOf(key)).toMatchObject({ status: "queued" });
    await backend.db.query("update private.outgoing_emails set queued_at = now() - interval '2 hours', created_at = now() - interval '2 hours' where idempotency_key = $1", [key]);
    expect(await handOut()).toContain(key);
  });

  test("a claim answers the address and name; the batch sent is done, with the provider's ids", async () => {
    const { seller, key } = await enquiry();
    await handOut();
    const claimed = await claim([key]);
    expect(claimed.busy).toEqual([]);
    expect(claimed.done).toEqual([]);
    expect(claimed.batches).toHaveLength(1);
    expect(claimed.batches[0]!.emails).toEqual([
      { key, kind: "message_received", data: expect.objectContaining({ isEnquiry: true }), recipient: seller.id, to: seller.email, name: "Sam Seller" },
    ]);
    expect(await rowOf(key)).toMatchObject({ status: "sending", attempts: 1, send_batch: claimed.batches[0]!.batch });

    await rpc("record_emails_sent", { p_batch: claimed.batches[0]!.batch, p_provider_ids: { [key]: "re_123" } });
    expect(await rowOf(key)).toMatchObject({ status: "sent", provider_id: "re_123" });
    expect(await claim([key])).toEqual({ batches: [], busy: [], done: [key] });
  });

  test("a recipient who closed their account is skipped (the email went with them)", async () => {
    const { seller, key } = await enquiry();
    await handOut();
    await deleteMember(service, seller);
    expect(await rowOf(key)).toBeUndefined();
    expect(await claim([key])).toEqual({ batches: [], busy: [], done: [key] });
  });

  test("a kind the member switched off, or an address reported undeliverable, is skipped however long it waited", async () => {
    const switchedOff = await enquiry();
    const { client } = await backend.signedInClient(switchedOff.seller.email, switchedOff.seller.password);
    expect((await client.rpc("set_email_opt_outs", { p_off: ["message_received"] })).error).toBeNull();
    const bounced = await enquiry();
    await rpc("record_undeliverable_address", { p_email: bounced.seller.email, p_reason: "bounced" });
    await handOut();
    expect(await claim([switchedOff.key, bounced.key])).toEqual({ batches: [], busy: [], done: [switchedOff.key, bounced.key] });
    expect(await rowOf(switchedOff.key)).toMatchObject({ status: "skipped", last_error: "switched off" });
    expect(await rowOf(bounced.key)).toMatchObject({ status: "skipped", last_error: "address undeliverable" });
  });

  test("a batch keeps its group: a failed attempt, a crash mid-send and a claim of one of its keys send the same batch again", async () => {
    const { keys } = await queuedEmails(3);
    const first = await claim(keys);
    expect(first.batches).toHaveLength(1);
    const { batch, emails } = first.batches[0]!;
    // In the claim's own order (created_at, then id: rows made in the same millisecond tie);
    // every later claim must answer that same order.
    expect(emails.map((email) => email.key).sort()).toEqual([...keys].sort());

    // Another consumer with one of the keys (the queue's duplicate): busy while the first sends.
    expect(await claim([keys[1]!])).toEqual({ batches: [], busy: [keys[1]], done: [] });

    // A failed attempt: the retry of any one key takes back the whole group, under the same batch.
    await rpc("record_email_attempt_failed", { p_batch: batch, p_error: "the provider answered 500" });
    expect(await rowOf(keys[0]!)).toMatchObject({ status: "queued", last_error: "the provider answered 500", send_batch: batch });
    const retried = await claim([keys[2]!]);
    expect(retried.batches).toEqual([{ batch, emails }]);

    // The consumer died mid-send: after a short while the batch is claimable again, the same.
    expect(await claim(keys)).toMatchObject({ batches: [], busy: keys });
    await backend.db.query("update private.outgoing_emails set attempted_at = now() - interval '5 minutes' where send_batch = $1", [batch]);
    expect((await claim([keys[0]!])).batches).toEqual([{ batch, emails }]);
    expect(await rowOf(keys[0]!)).toMatchObject({ attempts: 3 });
  });

  test("new rows go out in batches of at most 100", async () => {
    const { rows } = await backend.db.query<{ id: string }>("select id from public.profiles limit 1");
    const keys = Array.from({ length: 150 }, (_, index) => `message_received/hundred-${index}/${rows[0]!.id}`);
    await backend.db.query(
      "select private.queue_email($1, 'message_received', key, '{}'::jsonb) from unnest($2::text[]) key",
      [rows[0]!.id, keys],
    );
    await handOut();
    const claimed = await claim(keys);
    expect(claimed.batches.map((batch) => batch.emails.length)).toEqual([100, 50]);
  });

  test("two claimers at once: one sends, the other is told another consumer is sending", async () => {
    const { keys } = await queuedEmails(2);
    const [one, two] = await Promise.all([claim(keys), claim(keys)]);
    const winners = [one, two].filter((result) => result.batches.length === 1);
    expect(winners).toHaveLength(1);
    expect([one, two].find((result) => result.batches.length === 0)).toEqual({ batches: [], busy: expect.arrayContaining(keys), done: [] });
  });
});

describe("the local outbox (the sender without a Resend key)", () => {
  test("keeps Resend's key rules: the same key and body answered alike and stored once, another body refused", async () => {
    const to = `outbox-${Date.now()}@example.test`;
    const batch = [{ to, subject: "Hello", kind: "message_received", body: "Text part", html: "<p>HTML part</p>", headers: {} }];
    const post = (body: unknown) =>
      backend.fetch(`${backend.config.publicUrl}/_local/outbox`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `batch/${to}` },
        body: JSON.stringify(body),
      });
    const first = await post(batch);
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toEqual({ data: [{ id: expect.any(String) }] });
    const again = await post(batch);
    expect([again.status, await again.json()]).toEqual([200, answer]);
    const other = await post([{ ...batch[0], subject: "Changed" }]);
    expect([other.status, ((await other.json()) as { name: string }).name]).toEqual([409, "invalid_idempotent_request"]);
    const stored = await (await backend.fetch(`${backend.config.publicUrl}/_local/outbox?${new URLSearchParams({ to })}`)).json();
    expect(stored).toEqual([expect.objectContaining({ subject: "Hello", body: "Text part", html: "<p>HTML part</p>" })]);
  });
});

describe("dead letters and health", () => {
  test("a dead email shows to staff with its error; nobody else reads the health or delivers", async () => {
    const { keys } = await queuedEmails(1);
    const { batches } = await claim(keys);
    await rpc("record_email_attempt_failed", { p_batch: batches[0]!.batch, p_error: "the provider answered 503" });
    await rpc("record_emails_dead", { p_keys: keys });
    expect(await rowOf(keys[0]!)).toMatchObject({ status: "dead", last_error: "the provider answered 503" });
    // Dead stays dead; a dead email is done for a late duplicate of its message.
    expect(await claim(keys)).toEqual({ batches: [], busy: [], done: keys });

    const { client: staff } = await backend.signedInClient("demo-staff@genmarket.test");
    const { data: health, error } = await staff.rpc("email_delivery_health");
    expect(error).toBeNull();
    expect(health).toMatchObject({ dead: expect.any(Number), waiting: expect.any(Number), last_error: "the provider answered 503", last_error_at: expect.any(String) });
    expect((health as { dead: number }).dead).toBeGreaterThanOrEqual(1);

    const { client: member } = await backend.signedInClient("demo-buyer@genmarket.test");
    expect((await member.rpc("email_delivery_health")).error).toMatchObject({ code: "42501" });
    for (const client of [member, backend.client()]) {
      expect((await client.rpc("hand_out_emails")).error).not.toBeNull();
      expect((await client.rpc("claim_emails", { p_keys: keys })).error).not.toBeNull();
      expect((await client.rpc("record_emails_dead", { p_keys: keys })).error).not.toBeNull();
    }
  });
});
