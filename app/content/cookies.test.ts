import { describe, expect, test } from "vitest";
import { documentedCookie, siteCookies } from "./cookies";

describe("documentedCookie", () => {
  test("matches a name as it is set to its entry: the project's part, chunks and a request's code made generic", () => {
    expect(documentedCookie("sb-abcdefghijklmnopqrst-auth-token")?.name).toBe("sb-<project>-auth-token");
    expect(documentedCookie("sb-127-auth-token.1")?.name).toBe("sb-<project>-auth-token");
    expect(documentedCookie("sb-127-auth-token-code-verifier")?.name).toBe("sb-<project>-auth-token-code-verifier");
    expect(documentedCookie("sb-127-auth-token-flows-code-verifier")?.name).toBe("sb-<project>-auth-token-flows-code-verifier");
    expect(documentedCookie("sb-127-auth-token-flow-1471e0d7cedae62721b38750a3956934-code-verifier")?.name).toBe(
      "sb-<project>-auth-token-flow-<request>-code-verifier",
    );
    expect(documentedCookie("gm_sell_draft.2")?.name).toBe("gm_sell_draft");
    expect(documentedCookie("gm_auction_draft.0")?.name).toBe("gm_auction_draft");
  });

  test("anything else is not on the list", () => {
    for (const name of ["gm_toast.0", "gm_captcha.1", "sb-127-auth-token-other", "_ga", "gm_sell_draft.x"]) expect(documentedCookie(name), name).toBeUndefined();
  });

  test("every entry has its facts, and names are unique", () => {
    expect(new Set(siteCookies.map((cookie) => cookie.name)).size).toBe(siteCookies.length);
    for (const cookie of siteCookies) {
      expect(cookie.purpose && cookie.setWhen && cookie.lifetime && cookie.why, cookie.name).toBeTruthy();
      expect(cookie.maxAgeSeconds === null || cookie.maxAgeSeconds > 0, cookie.name).toBe(true);
    }
  });
});
