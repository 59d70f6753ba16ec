import { describe, expect, test } from "vitest";
import { deviceName } from "./member-session.server";

describe("deviceName", () => {
  test("names the browser, the system and a phone or tablet, as a member would recognise their device", () => {
    expect(
      deviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iOS (phone)");
    expect(deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(
      "Chrome on Windows",
    );
    expect(deviceName("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toBe(
      "Safari on iOS (tablet)",
    );
  });

  test("a missing or unreadable user agent is an unknown browser", () => {
    expect(deviceName(null)).toBe("An unknown browser");
    expect(deviceName("curl-ish/0")).toBe("An unknown browser");
  });
});
