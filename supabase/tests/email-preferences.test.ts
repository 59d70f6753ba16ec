/**
 * In SQL (supabase/schemas/15-email.sql): which emails a member gets. Kinds switched off in
 * Account (set_email_opt_outs) or by an email's one-click unsubscribe (unsubscribe_email_kind,
 * the service role after the Worker checked its token); essential kinds cannot be; addresses
 * the provider reported (record_undeliverable_address) get nothing until the member resumes
 * them; private.email_refusal is the delivery's one question.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emailKinds } from "../../app/content/email-kinds.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const MEMBER = "e5000000-0000-4000-8000-000000000001";
const OTHER = "e5000000-0000-4000-8000-000000000002";

let backend: TestBackend;

async function addUser(id: string, email: string) {
  await backend.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3)`,
    [id, email, JSON.stringify({ full_name: "Pat Prefs", user_type: "buyer" })],
  );
}

const refusal = async (member: string, kind: string) =>
  (await backend.db.query<{ refusal: string | null }>(`select private.email_refusal($1, $2) as refusal`, [member, kind])).rows[0]!.refusal;

beforeAll(async () => {
  backend = await startTestBackend();
  await addUser(MEMBER, "Pat.Prefs@Example.test");
  await addUser(OTHER, "other.prefs@example.test");
});

afterAll(async () => {
  await backend?.close();
});

describe("email preferences", () => {
  test("the kinds SQL lets a member switch off are exactly the app's non-essential ones", async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'email_opt_outs_kind_check'`,
    );
    const inCheck = [...rows[0]!.definition.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(inCheck.sort()).toEqual(emailKinds.filter((kind) => !kind.essential).map((kind) => kind.key).sort());
  });

  test("Account switches kinds off and on for the member alone; an essential or unknown kind changes nothing", async () => {
    const member = backend.userClient(MEMBER);
    expect((await member.rpc("set_email_opt_outs", { p_off: ["outbid", "search_alert", "outbid"] })).data).toEqual(["outbid", "search_alert"]);
    expect(await refusal(MEMBER, "outbid")).toBe("switched off");
    expect(await refusal(MEMBER, "message_received")).toBeNull();
    expect(await refusal(OTHER, "outbid")).toBeNull();

    for (const off of [["outbid", "payment_receipt"], ["made_up"]]) {
      expect((await member.rpc("set_email_opt_outs", { p_off: off })).error).toMatchObject({ code: "GM400", message: "These emails cannot be switched off" });
    }
    expect((await member.rpc("my_email_settings")).data).toMatchObject({ email: "Pat.Prefs@Example.test", undeliverable: null, off: ["outbid", "search_alert"] });

    expect((await member.rpc("set_email_opt_outs", { p_off: ["search_alert"] })).error).toBeNull();
    expect(await refusal(MEMBER, "outbid")).toBeNull();

    // Each member reads their own rows only, and writes none directly.
    expect((await backend.userClient(OTHER).from("email_opt_outs").select("kind")).data).toEqual([]);
    expect((await member.from("email_opt_outs").insert({ member_id: OTHER, kind: "outbid" })).error).not.toBeNull();
    expect((await backend.client().rpc("set_email_opt_outs", { p_off: [] })).error).not.toBeNull();
  });

  test("one-click unsubscribe is the service role's, for a non-essential kind of a member who exists", async () => {
    const service = backend.client("service_role");
    expect((await backend.userClient(MEMBER).rpc("unsubscribe_email_kind", { p_member: OTHER, p_kind: "review_reply" })).error).not.toBeNull();
    expect((await service.rpc("unsubscribe_email_kind", { p_member: OTHER, p_kind: "review_reply" })).data).toBe(true);
    expect(await refusal(OTHER, "review_reply")).toBe("switched off");
    expect((await service.rpc("unsubscribe_email_kind", { p_member: OTHER, p_kind: "auction_won" })).error).toMatchObject({ code: "GM400" });
    expect((await service.rpc("unsubscribe_email_kind", { p_member: "e5000000-0000-4000-8000-0000000000ff", p_kind: "outbid" })).data).toBe(false);
  });

  test("a bounced address gets nothing, essential emails included, until its member resumes it", async () => {
    const service = backend.client("service_role");
    expect((await backend.client().rpc("record_undeliverable_address", { p_email: "pat.prefs@example.test", p_reason: "bounced" })).error).not.toBeNull();
    expect((await service.rpc("record_undeliverable_address", { p_email: " PAT.prefs@example.test", p_reason: "bounced", p_detail: "550 mailbox unavailable" })).error).toBeNull();
    expect(await refusal(MEMBER, "payment_receipt")).toBe("address undeliverable");
    expect(await refusal(OTHER, "payment_receipt")).toBeNull();
    const settings = (await backend.userClient(MEMBER).rpc("my_email_settings")).data as { undeliverable: { reason: string } | null };
    expect(settings.undeliverable).toMatchObject({ reason: "bounced" });

    expect((await backend.userClient(OTHER).rpc("resume_my_emails")).data).toBe(false);
    expect(await refusal(MEMBER, "payment_receipt")).toBe("address undeliverable");
    expect((await backend.userClient(MEMBER).rpc("resume_my_emails")).data).toBe(true);
    expect(await refusal(MEMBER, "payment_receipt")).toBeNull();
  });

  test("a member who closed their account is refused everything", async () => {
    expect(await refusal("e5000000-0000-4000-8000-0000000000ee", "payment_receipt")).toBe("recipient gone");
  });
});
