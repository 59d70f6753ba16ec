import { describe, expect, test } from "vitest";
import { afterSignInPath, greetingName, roleFlags, safeRedirect } from "./user";

describe("safeRedirect", () => {
  test("keeps paths inside the site, with their query strings", () => {
    expect(safeRedirect("/dashboard?view=saved")).toBe("/dashboard?view=saved");
    expect(safeRedirect("/listings/abc#photos")).toBe("/listings/abc#photos");
  });

  test("anything that could leave the site becomes the default", () => {
    for (const hostile of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\u0000//evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(hostile), String(hostile)).toBe("/");
    }
    expect(safeRedirect("https://evil.example", "/dashboard")).toBe("/dashboard");
  });
});

describe("role flags and landing pages", () => {
  test("sellers are private or trade sellers", () => {
    expect(roleFlags({ userType: "buyer" })).toEqual({ isBuyer: true, isPrivateSeller: false, isTradeSeller: false, isSeller: false, isStaff: false });
    expect(roleFlags({ userType: "private_seller" }).isSeller).toBe(true);
    expect(roleFlags({ userType: "trade_seller" }).isSeller).toBe(true);
    expect(roleFlags(null).isSeller).toBe(false);
  });

  test("staff are the accounts the platform gave app_metadata.role 'staff'", () => {
    expect(roleFlags({ userType: null, appRole: "staff" }).isStaff).toBe(true);
    expect(roleFlags({ userType: "buyer", appRole: null }).isStaff).toBe(false);
    expect(roleFlags(null).isStaff).toBe(false);
  });

  test("after sign-in: the return URL unless it is /, else sellers to the portal, others to the dashboard", () => {
    expect(afterSignInPath({ userType: "buyer" }, "/listings?type=battery")).toBe("/listings?type=battery");
    expect(afterSignInPath({ userType: "buyer" }, "/")).toBe("/dashboard");
    expect(afterSignInPath({ userType: "trade_seller" }, null)).toBe("/sellers-portal");
    expect(afterSignInPath({ userType: "private_seller" }, "https://evil.example")).toBe("/sellers-portal");
    expect(afterSignInPath({ userType: null }, undefined)).toBe("/dashboard");
    expect(afterSignInPath({ userType: null, appRole: "staff" }, "/")).toBe("/moderation");
    expect(afterSignInPath({ userType: null, appRole: "staff" }, "/listings")).toBe("/listings");
  });

  test("the greeting is the first name, else the first word of the full name; never the email", () => {
    expect(greetingName({ firstName: "Priya", fullName: "Priya Shah" })).toBe("Priya");
    expect(greetingName({ firstName: " Mary Ann ", fullName: "Mary Ann Jones" })).toBe("Mary Ann");
    expect(greetingName({ firstName: null, fullName: "Tom Hargreaves" })).toBe("Tom");
    expect(greetingName({ firstName: "", fullName: "  " })).toBeNull();
    expect(greetingName({ firstName: null, fullName: null })).toBeNull();
  });
});
