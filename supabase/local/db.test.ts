import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asRole } from "./db.ts";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe("asRole", () => {
  test("runs as the request's role with its claims visible to auth.uid() and auth.jwt()", async () => {
    const sub = "7f3b1e8e-58a4-4a43-9a8e-2d6f0b3a9c11";
    const rows = await asRole(backend.db, { role: "authenticated", claims: { sub, role: "authenticated", email: "a@b.test" } }, (tx) =>
      tx.query<{ role: string; uid: string; email: string }>("select current_user as role, auth.uid()::text as uid, auth.jwt() ->> 'email' as email"),
    );
    expect(rows.rows[0]).toEqual({ role: "authenticated", uid: sub, email: "a@b.test" });
  });

  test("the role does not leak past the transaction", async () => {
    await asRole(backend.db, { role: "anon", claims: { role: "anon" } }, (tx) => tx.query("select 1"));
    const { rows } = await backend.db.query<{ role: string }>("select current_user as role");
    expect(rows[0]!.role).toBe("postgres");
  });

  test("refuses any role but the three API roles", async () => {
    await expect(asRole(backend.db, { role: "postgres" as never, claims: {} }, (tx) => tx.query("select 1"))).rejects.toThrow(/refusing/);
  });
});
