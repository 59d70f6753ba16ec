// @vitest-environment node
// (happy-dom drops Origin and Sec-Fetch-Site from a Request, as a browser would; the Worker sees them.)
import { describe, expect, test } from "vitest";
import { refuseRequest, requestRefusals } from "./request-guard";

const site = "https://genmarket.example";

function post(headers: Record<string, string>, body: BodyInit | null = "email=a%40b.test") {
  return new Request(`${site}/login?_data=routes%2Flogin`, { method: "POST", headers, body });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("refuseRequest", () => {
  test("the dealer API answers every method and body itself: its key, not a cookie, says who acts", () => {
    for (const method of ["POST", "PATCH", "DELETE", "PUT"]) {
      const request = new Request(`${site}/api/v1/listings/STK-1`, { method, headers: { "Content-Type": "application/json", Origin: "https://evil.example" }, body: "{}" });
      expect(refuseRequest(request), method).toBeNull();
    }
    // Only under /api/v1/: elsewhere JSON is still refused.
    expect(refuseRequest(new Request(`${site}/api/listings`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }))?.status).toBe(415);
  });

  test("pages being opened always go through", () => {
    expect(refuseRequest(new Request(`${site}/listings`, { headers: { Origin: "https://evil.example" } }))).toBeNull();
    expect(refuseRequest(new Request(`${site}/listings`, { method: "HEAD" }))).toBeNull();
  });

  test("a form sent from the site itself goes through, urlencoded or multipart", () => {
    expect(refuseRequest(post({ ...form, Origin: site }))).toBeNull();
    expect(refuseRequest(post({ "Content-Type": "multipart/form-data; boundary=x", Origin: site }))).toBeNull();
    expect(refuseRequest(post({ ...form, "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    // Not from a browser at all (no Origin, no Fetch Metadata): it carries no visitor's cookies.
    expect(refuseRequest(post(form))).toBeNull();
  });

  test("a post from another site, another port or an opaque origin is refused with 403", async () => {
    for (const headers of [
      { ...form, Origin: "https://evil.example" },
      { ...form, Origin: "https://genmarket.example:8443" },
      { ...form, Origin: "null" },
      { ...form, "Sec-Fetch-Site": "cross-site" },
      { ...form, "Sec-Fetch-Site": "same-site" },
    ]) {
      const response = refuseRequest(post(headers));
      expect(response?.status, JSON.stringify(headers)).toBe(403);
      expect(await response!.text()).toContain(requestRefusals.crossSite);
    }
  });

  test("bodies no form sends are refused with 415", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const response = refuseRequest(post({ "Content-Type": type, Origin: site }, "{}"));
      expect(response?.status, type).toBe(415);
      expect(await response!.text()).toContain(requestRefusals.contentType);
    }
  });

  test("methods no form uses are refused with 405 and the allowed ones named", () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = refuseRequest(new Request(`${site}/contact`, { method, headers: { ...form, Origin: site } }));
      expect(response?.status, method).toBe(405);
      expect(response?.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  });

  test("a refusal is a small page that is never cached", () => {
    const response = refuseRequest(post({ ...form, Origin: "https://evil.example" }))!;
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
