// @vitest-environment node
import { expect, test } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server";

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
