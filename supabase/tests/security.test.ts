/**
 * What only the Worker's server may do (app/utils/admin.server.ts, with the service role),
 * and one submit having one effect, through the APIs as an attacker with the anon key or a
 * member's session would try them. (Hire requests, stored by the server alone, are tested
 * with the other public form in public-forms.test.ts.)
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DENIED = "42501";

let backend: TestBackend;
let anon: SupabaseClient;
let member: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  service = backend.client("service_role");
  ({ client: member } = await backend.signedInClient("demo-buyer@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

describe("password checks are counted by the server alone", () => {
  test("nobody can reserve, clear or probe password checks with the anon key or a session", async () => {
    const email = "demo-trade@genmarket.test";
    for (const client of [anon, member]) {
      expect((await client.rpc("reserve_sign_in_attempt", { p_email: email })).error?.code).toBe(DENIED);
      expect((await client.rpc("clear_failed_sign_ins", { p_email: email })).error?.code).toBe(DENIED);
    }
    // The old lock-out functions are gone for everyone.
    for (const name of ["record_failed_sign_in", "sign_in_locked_until"]) {
      expect((await service.rpc(name, { p_email: email })).error, name).not.toBeNull();
    }
  });

  test("50 concurrent attempts for one email: 5 password checks, then only with a captcha, each captcha once", async () => {
    const email = `guessed-${crypto.randomUUID()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => service.rpc("reserve_sign_in_attempt", { p_email: email })),
    );
    const count = (answer: string) => answers.filter(({ data }) => data === answer).length;
    expect([count("allowed"), count("allowed_then_captcha"), count("captcha_required")]).toEqual([4, 1, 45]);
    // Another spelling of the same email is the same account.
    expect((await service.rpc("reserve_sign_in_attempt", { p_email: ` ${email.toUpperCase()}` })).data).toBe("captcha_required");

    const captchaId = crypto.randomUUID();
    const withCaptcha = await Promise.all([
      service.rpc("reserve_sign_in_attempt", { p_email: email, p_captcha_id: captchaId }),
      service.rpc("reserve_sign_in_attempt", { p_email: email, p_captcha_id: captchaId }),
    ]);
    expect(withCaptcha.map((answer) => answer.data).sort()).toEqual(["allowed_then_captcha", "captcha_used"]);

    // After the owner signed in, the count starts again.
    expect((await service.rpc("clear_failed_sign_ins", { p_email: email })).error).toBeNull();
    expect((await service.rpc("reserve_sign_in_attempt", { p_email: email })).data).toBe("allowed");
    // Another email was never affected.
    expect((await service.rpc("reserve_sign_in_attempt", { p_email: `other-${email}` })).data).toBe("allowed");
  });
});

describe("one submit, one effect", () => {
  test("the same contact message sent twice at once is stored once; a different one is stored", async () => {
    const email = `twice-${crypto.randomUUID()}@example.test`;
    const message = { first_name: "Ann", last_name: "Lee", email, subject: "Delivery", message: "Do you deliver to Leeds?" };
    const sent = await Promise.all([anon.from("contact_messages").insert(message), anon.from("contact_messages").insert(message)]);
    expect(sent.map((result) => result.error)).toEqual([null, null]);
    expect((await anon.from("contact_messages").insert({ ...message, email: email.toUpperCase() })).error).toBeNull();
    expect((await anon.from("contact_messages").insert({ ...message, message: "And to York?" })).error).toBeNull();
    const { data } = await service.from("contact_messages").select("message").ilike("email", email).order("message");
    expect(data).toEqual([{ message: "And to York?" }, { message: "Do you deliver to Leeds?" }]);
  });

  test("an enquiry sent twice at once, and a reply sent twice, each store one message", async () => {
    const { data: listing } = await service
      .from("generator_listings")
      .select("id, dealer_id")
      .eq("status", "active")
      .neq("dealer_id", (await member.auth.getUser()).data.user!.id)
      .limit(1)
      .single();
    const text = `Is it still available? ${crypto.randomUUID()}`;
    const enquiries = await Promise.all([
      member.rpc("send_listing_enquiry", { p_listing_id: listing!.id, p_message: text }),
      member.rpc("send_listing_enquiry", { p_listing_id: listing!.id, p_message: text }),
    ]);
    expect(enquiries.map((result) => result.error)).toEqual([null, null]);
    const threadId = enquiries[0]!.data as string;
    expect(enquiries[1]!.data).toBe(threadId);

    const reply = { thread_id: threadId, recipient_id: listing!.dealer_id, message_content: "Could I see it on Saturday?" };
    await Promise.all([member.from("messages").insert(reply), member.from("messages").insert(reply)]);
    const { data: messages } = await service.from("messages").select("message_content").eq("thread_id", threadId).order("created_at");
    expect(messages!.map((row) => row.message_content)).toEqual([text, "Could I see it on Saturday?"]);
  });
});
