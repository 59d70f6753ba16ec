/**
 * Which emails a member gets, over HTTP as a browser without JavaScript and a mail client
 * send it (docs/email.md "Preferences"): Account's Email notifications form; an email's
 * unsubscribe link, which works without a session and only for the member and kind it was
 * signed for; and the mail provider's signed webhook, whose hard bounces and complaints stop
 * mail to an address until its member starts it again in Account.
 */
import { Webhook } from "standardwebhooks";
import { test as base, describe, expect } from "vitest";
import { signEmailKindToken } from "../../app/utils/unsubscribe-token.server";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { TEST_EMAIL_WEBHOOK_SECRET, TEST_SESSION_SECRET } from "../support/worker/harness";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const ACCOUNT = "/dashboard?view=account";
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const emailPanel = (html: string) => textOf(html).match(/<section id="email-settings"[^]*?<\/section>/)?.[0] ?? "";
const box = (panel: string, kind: string) => panel.match(new RegExp(`<input[^>]*value="${kind}"[^>]*>`))?.[0] ?? "";
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

const test = base.extend<{ buyer: Member; seller: Member }>({
  buyer: memberFixture(admin, { userType: "buyer" }),
  seller: memberFixture(admin, { userType: "private_seller" }),
});

/** Posts the Email notifications form with these boxes ticked (a repeated field, as a browser sends it). */
async function saveSettings(jar: CookieJar, on: string[]) {
  const body = new URLSearchParams([["intent", "email-settings"], ...on.map((kind) => ["on", kind])]);
  return jar.store(await worker.fetch(ACCOUNT, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() }, body }));
}

async function optedOut(member: Member) {
  const { data, error } = await admin.from("email_opt_outs").select("kind").eq("member_id", member.id).order("kind");
  expect(error).toBeNull();
  return data!.map((row) => row.kind);
}

/** The provider's POST to /webhooks/email, signed as Svix signs it (or with another secret). */
function webhook(event: unknown, { secret = TEST_EMAIL_WEBHOOK_SECRET, signed = true } = {}) {
  const body = JSON.stringify(event);
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = new Date();
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signed) {
    Object.assign(headers, { "svix-id": id, "svix-timestamp": String(Math.floor(timestamp.getTime() / 1000)), "svix-signature": new Webhook(secret).sign(id, timestamp, body) });
  }
  return worker.fetch("/webhooks/email", { method: "POST", headers, body });
}

const bounce = (to: string, type = "Permanent") => ({
  type: "email.bounced",
  created_at: new Date().toISOString(),
  data: { email_id: crypto.randomUUID(), to: [to], subject: "New enquiry", bounce: { type, subType: "General", message: "550 5.1.1 mailbox does not exist" } },
});

describe("Account's Email notifications", () => {
  test("every kind starts on; unticking one and saving switches it off, with a toast; the essential ones are always sent", async ({ seller }) => {
    const jar = await signIn(seller);
    const first = emailPanel(await (await get(ACCOUNT, jar)).text());
    expect(wordsOf(first)).toContain(`We email ${seller.email} when something needs you.`);
    expect(box(first, "outbid")).toContain("checked");
    expect(box(first, "listing_approved")).toContain("checked");
    // Essential emails are named, not offered.
    expect(box(first, "payment_receipt")).toBe("");
    expect(wordsOf(first)).toContain("Always sent, because they are about money or something you must act on: auctions you won, your auction sold, payment receipts,");

    const keep = ["message_received", "auction_ending", "auction_unsold", "listing_approved", "listing_rejected", "listing_expiring", "listing_expired", "review_received", "review_reply", "search_alert", "early_access_alert"];
    const saved = await saveSettings(jar, keep);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${ACCOUNT}#email-settings`);
    const after = await (await get(ACCOUNT, jar)).text();
    expect(textOf(after)).toContain("Email settings saved");
    expect(box(emailPanel(after), "outbid")).not.toContain("checked");
    expect(box(emailPanel(after), "review_reply")).toContain("checked");
    expect(await optedOut(seller)).toEqual(["outbid"]);
  });

  test("a buyer is not offered emails about listings of their own, and keeps what they had of them", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const panel = emailPanel(await (await get(ACCOUNT, jar)).text());
    expect(box(panel, "listing_approved")).toBe("");
    expect(box(panel, "review_reply")).toContain("checked");
    expect((await saveSettings(jar, ["message_received"])).status).toBe(302);
    expect(await optedOut(buyer)).toEqual(["auction_ending", "early_access_alert", "outbid", "review_reply", "search_alert"]);
  });

  test("a kind that cannot be switched off, or one that does not exist, is refused with a message and nothing changes", async ({ buyer }) => {
    const jar = await signIn(buyer);
    for (const on of [["payment_receipt"], ["made_up"]]) {
      const refused = await saveSettings(jar, on);
      expect(refused.status).toBe(400);
      expect(wordsOf(emailPanel(await refused.text()))).toContain("Choose from the emails listed");
    }
    expect(await optedOut(buyer)).toEqual([]);
  });
});

describe("an email's unsubscribe link", () => {
  test("opening it asks; the mail client's one-click POST, without a session or an Origin, switches that kind off", async ({ buyer }) => {
    const token = await signEmailKindToken([TEST_SESSION_SECRET], buyer.id, "outbid");
    const path = `/unsubscribe/emails?${new URLSearchParams({ token })}`;
    const asked = await get(path);
    expect(asked.status).toBe(200);
    expect(wordsOf(textOf(await asked.text()))).toContain("Stop “Outbid” emails?");
    expect(await optedOut(buyer)).toEqual([]);

    const oneClick = await worker.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    expect(wordsOf(textOf(await oneClick.text()))).toContain("You will get no more “Outbid” emails.");
    expect(await optedOut(buyer)).toEqual(["outbid"]);
  });

  test("a token changed to another member or kind, or signed for an essential kind, is refused and changes nothing", async ({ buyer, seller }) => {
    const token = await signEmailKindToken([TEST_SESSION_SECRET], buyer.id, "outbid");
    const [, , signature] = token.split(".");
    const essential = await signEmailKindToken([TEST_SESSION_SECRET], buyer.id, "payment_receipt");
    for (const forged of [`${seller.id}.outbid.${signature}`, `${buyer.id}.review_reply.${signature}`, essential, "nonsense"]) {
      const path = `/unsubscribe/emails?${new URLSearchParams({ token: forged })}`;
      expect((await get(path)).status).toBe(400);
      const posted = await worker.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect(posted.status).toBe(400);
      expect(wordsOf(await posted.text())).toContain("This unsubscribe link is not valid");
    }
    expect(await optedOut(buyer)).toEqual([]);
    expect(await optedOut(seller)).toEqual([]);
  });
});

describe("the mail provider's bounces and complaints", () => {
  test("an unsigned, forged or oversized event changes nothing", async ({ buyer }) => {
    expect((await webhook(bounce(buyer.email), { signed: false })).status).toBe(400);
    const otherSecret = `whsec_${Buffer.from("another-endpoint").toString("base64")}`;
    expect((await webhook(bounce(buyer.email), { secret: otherSecret })).status).toBe(400);
    const huge = bounce(buyer.email);
    huge.data.subject = "x".repeat(70 * 1024);
    expect((await webhook(huge)).status).toBe(413);
    expect(emailPanel(await (await get(ACCOUNT, await signIn(buyer))).text())).not.toContain('role="alert"');
  });

  test("a hard bounce stops mail and Account says so; Send me emails again starts it; a soft bounce is ignored", async ({ buyer }) => {
    expect(await (await webhook(bounce(buyer.email, "Transient"))).json()).toEqual({ received: true, applied: false });
    const jar = await signIn(buyer);
    expect(emailPanel(await (await get(ACCOUNT, jar)).text())).not.toContain('role="alert"');

    const hard = await webhook(bounce(buyer.email.toUpperCase()));
    expect(await hard.json()).toEqual({ received: true, applied: true });
    const stopped = wordsOf(emailPanel(await (await get(ACCOUNT, jar)).text()));
    expect(stopped).toContain(`Emails to ${buyer.email} could not be delivered`);
    expect(stopped).toContain("Send me emails again");

    const resumed = await worker.post(ACCOUNT, { intent: "resume-emails" }, jar);
    expect(resumed.status).toBe(302);
    const after = textOf(await (await get(ACCOUNT, jar)).text());
    expect(after).toContain("Emails resumed");
    expect(emailPanel(after)).not.toContain('role="alert"');
  });

  test("a spam complaint stops mail too, and Account says why", async ({ buyer }) => {
    const complaint = { type: "email.complained", created_at: new Date().toISOString(), data: { email_id: crypto.randomUUID(), to: [buyer.email] } };
    expect((await webhook(complaint)).status).toBe(200);
    expect(wordsOf(emailPanel(await (await get(ACCOUNT, await signIn(buyer))).text()))).toContain(`One of our emails to ${buyer.email} was marked as spam`);
  });
});

// What tests/e2e/email-settings.spec.ts walks with JavaScript, through Account's and the unsubscribe page's own forms.
test("without JavaScript: a member switches emails off in Account and by an email's unsubscribe link, and starts mail again after a bounce", async ({ seller }) => {
  const visitor = new Visitor(worker, await signIn(seller));
  const panel = "#email-settings";
  const ticked = (kind: string) => (visitor.document.querySelector(`${panel} input[value="${kind}"]`) as HTMLInputElement | null)?.checked;
  await visitor.open(ACCOUNT);
  expect(ticked("outbid")).toBe(true);
  expectText(visitor, "Always sent, because they are about money or something you must act on", panel);
  expect(() => visitor.form("Save email settings").check("Payment receipts")).toThrow(/a control labelled Payment receipts/);

  // Unticked and saved: back with a toast, still unticked.
  await visitor.form("Save email settings").check("Outbid", false).submit("Save email settings");
  expect(visitor.path).toBe(ACCOUNT);
  expectText(visitor, "Email settings saved");
  expect(ticked("outbid")).toBe(false);
  expect(ticked("review_received")).toBe(true);
  expect(await optedOut(seller)).toEqual(["outbid"]);

  // An email's unsubscribe link asks first; its button stops that kind.
  const token = await signEmailKindToken([TEST_SESSION_SECRET], seller.id, "review_received");
  await visitor.open(`/unsubscribe/emails?${new URLSearchParams({ token })}`);
  expectText(visitor, "Stop “New reviews” emails?", "h1");
  await visitor.press("Unsubscribe");
  expectText(visitor, "You will get no more “New reviews” emails.", '[role="status"]');
  await visitor.follow("Go to your email settings");
  expect(ticked("review_received")).toBe(false);
  expect(ticked("outbid")).toBe(false);
  expect(await optedOut(seller)).toEqual(["outbid", "review_received"]);

  // The mail provider reported the address bouncing: Account says so, and the member starts mail again.
  expect((await admin.rpc("record_undeliverable_address", { p_email: seller.email, p_reason: "bounced", p_detail: "550" })).error).toBeNull();
  await visitor.open(ACCOUNT);
  expectText(visitor, `Emails to ${seller.email} could not be delivered`, `${panel} [role="alert"]`);
  await visitor.press("Send me emails again");
  expectText(visitor, "Emails resumed");
  expect(visitor.document.querySelector(`${panel} [role="alert"]`)).toBeNull();
  visitor.close();
});
