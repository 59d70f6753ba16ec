// @vitest-environment node
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, test } from "vitest";
import { getToastUtils } from "./toast.server";

function contextWith(secret: string | undefined) {
  return { cloudflare: { env: { SESSION_SECRET: secret } } } as unknown as AppLoadContext;
}

const request = new Request("https://genmarket.example/contact", { method: "POST" });
const context = contextWith("test-secret-one");

function cookieFrom(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) throw new Error("no Set-Cookie");
  return setCookie.split(";")[0]!;
}

describe("signed toast cookie", () => {
  test("a redirect carries the toast, and the next request reads it once", async () => {
    const response = await getToastUtils(request, context).redirectWithSuccess("/", {
      message: "Message sent",
      description: "We'll reply within 24 hours.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^gm_toast=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);

    const next = new Request("https://genmarket.example/", { headers: { Cookie: cookieFrom(response) } });
    const { toast, headers } = await getToastUtils(next, context).getToast(next);
    expect(toast).toEqual({ message: "Message sent", description: "We'll reply within 24 hours.", type: "success" });
    // Reading it flashes it away: the answer clears the cookie's toast.
    const cleared = new Request("https://genmarket.example/", { headers: { Cookie: headers.get("Set-Cookie")!.split(";")[0]! } });
    expect((await getToastUtils(cleared, context).getToast(cleared)).toast).toBeUndefined();
  });

  test("a cookie signed with another secret, or edited, is ignored", async () => {
    const forged = await getToastUtils(request, contextWith("attacker-secret")).redirectWithError("/", "Forged");
    const withForged = new Request("https://genmarket.example/", { headers: { Cookie: cookieFrom(forged) } });
    expect((await getToastUtils(withForged, context).getToast(withForged)).toast).toBeUndefined();

    const genuine = cookieFrom(await getToastUtils(request, context).redirectWithError("/", "Genuine"));
    const [name, value] = genuine.split("=");
    const tampered = `${name}=${value!.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`;
    const withTampered = new Request("https://genmarket.example/", { headers: { Cookie: tampered } });
    expect((await getToastUtils(withTampered, context).getToast(withTampered)).toast).toBeUndefined();
  });

  test("over plain http (local dev) the cookie is not marked Secure", async () => {
    const local = new Request("http://127.0.0.1:8787/");
    const response = await getToastUtils(local, context).redirectWithInfo("/", "Hello");
    expect(response.headers.get("Set-Cookie")).not.toMatch(/Secure/);
  });

  test("without a secret it refuses to run rather than sign with nothing", () => {
    expect(() => getToastUtils(request, contextWith(undefined))).toThrow(/SESSION_SECRET/);
  });
});
