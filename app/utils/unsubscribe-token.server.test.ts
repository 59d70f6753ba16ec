// @vitest-environment node
import { expect, test } from "vitest";
import { emailKindUnsubscribeLink, oneClickUnsubscribeHeaders, signEmailKindToken, signUnsubscribeToken, verifyEmailKindToken, verifyUnsubscribeToken } from "./unsubscribe-token.server";

const id = "40000000-0000-4000-8000-000000000001";

test("a token opens with the secret it was signed with, or an older one still listed", async () => {
  const token = await signUnsubscribeToken(["old-secret"], id);
  expect(await verifyUnsubscribeToken(["old-secret"], token)).toBe(id);
  expect(await verifyUnsubscribeToken(["new-secret", "old-secret"], token)).toBe(id);
  expect(await verifyUnsubscribeToken(["new-secret"], token)).toBeNull();
});

test("a changed id or signature, or anything else, is refused", async () => {
  const token = await signUnsubscribeToken(["secret"], id);
  const [, signature] = token.split(".");
  expect(await verifyUnsubscribeToken(["secret"], `40000000-0000-4000-8000-000000000002.${signature}`)).toBeNull();
  expect(await verifyUnsubscribeToken(["secret"], `${token}x`)).toBeNull();
  for (const bad of [null, "", id, `${id}.`, `${id}.***`, `${token}.extra`]) {
    expect(await verifyUnsubscribeToken(["secret"], bad)).toBeNull();
  }
});

const member = "40000000-0000-4000-8000-0000000000a1";

test("a kind's token opens for that member and kind only, never as a saved search's, and never for an essential kind", async () => {
  const token = await signEmailKindToken(["secret"], member, "outbid");
  expect(await verifyEmailKindToken(["secret"], token)).toEqual({ memberId: member, kind: "outbid" });
  const [, , signature] = token.split(".");
  expect(await verifyEmailKindToken(["secret"], `${member}.review_reply.${signature}`)).toBeNull();
  expect(await verifyEmailKindToken(["secret"], `40000000-0000-4000-8000-0000000000a2.outbid.${signature}`)).toBeNull();
  expect(await verifyUnsubscribeToken(["secret"], `${member}.${signature}`)).toBeNull();
  const searchToken = await signUnsubscribeToken(["secret"], member);
  expect(await verifyEmailKindToken(["secret"], `${member}.outbid.${searchToken.split(".")[1]}`)).toBeNull();
  // A receipt cannot be stopped, so no token for it opens, even one signed with our secret.
  const receipt = await signEmailKindToken(["secret"], member, "payment_receipt");
  expect(await verifyEmailKindToken(["secret"], receipt)).toBeNull();
});

test("an email that may be switched off carries its one-click link; an essential one none", async () => {
  const link = await emailKindUnsubscribeLink(["secret"], "https://genmarket.example", member, "outbid");
  expect(link).toMatch(/^https:\/\/genmarket\.example\/unsubscribe\/emails\?token=/);
  expect(await verifyEmailKindToken(["secret"], new URL(link!).searchParams.get("token"))).toEqual({ memberId: member, kind: "outbid" });
  expect(oneClickUnsubscribeHeaders(link!)).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  expect(await emailKindUnsubscribeLink(["secret"], "https://genmarket.example", member, "payment_receipt")).toBeNull();
});
