/**
 * Two-step sign-in over HTTP, walked through the pages' own forms as a browser without
 * JavaScript (docs/accounts.md "Two-step sign-in", docs/decisions/021-two-step-sign-in.md):
 * staff pages need it (told how to set it up otherwise); setting it up from Account (its own
 * page, /dashboard/two-step) with the QR code's typed key; a member with it gives the code after the password before the session
 * counts; a code used once is refused again, and after 5 wrong codes the picture code is asked.
 */
import { test as base, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, type Member } from "../support/factories";
import { CookieJar } from "../support/http";
import { sessionCookies } from "../support/session";
import { freshTotpCode } from "../support/totp";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const ACCOUNT = "/dashboard?view=account";

const test = base.extend<{ staff: Member; seller: Member }>({
  staff: memberFixture(admin, { userType: "buyer", staff: true }),
  seller: memberFixture(admin, { userType: "private_seller" }),
});

/** A browser signed in with the password alone (no code given). */
async function passwordOnly(member: Member) {
  const jar = new CookieJar();
  for (const { name, value } of await sessionCookies(testBackendUrl(), member.email, member.password, { twoStep: false })) {
    jar.set(name, value);
  }
  return jar;
}

/** Sets two-step sign-in up from Account as the member would: Set up, type the key, confirm with a code. */
async function setUpTwoStep(visitor: Visitor) {
  await visitor.open(ACCOUNT);
  await visitor.follow("Set up two-step sign-in", { within: "#two-step" });
  expect(visitor.path).toBe("/dashboard/two-step");
  await visitor.press("Set up two-step sign-in");
  expect(visitor.document.querySelector('#two-step img[alt^="QR code"]')?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  const key = visitor.text("#two-step").match(/type this key into the app: ((?:[A-Z2-7]{4} ?)+)/)?.[1]?.replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await visitor.form("Turn on two-step sign-in").fill("Code from your app", await freshTotpCode(key!)).submit("Turn on two-step sign-in");
  expectText(visitor, "Two-step sign-in is on");
  return key!;
}

/** Signs in through /login's form; the page it lands on. */
async function signInWithForm(member: Member) {
  const visitor = new Visitor(worker, new CookieJar());
  await visitor.open("/login");
  await visitor.form("Sign In").fill("Email", member.email).fill("Password", member.password).submit("Sign In");
  return visitor;
}

test("staff without two-step sign-in are refused /moderation and told how to set it up; once set up, it opens", async ({ staff }) => {
  const visitor = new Visitor(worker, await passwordOnly(staff));
  await visitor.open("/moderation");
  expect(visitor.status).toBe(403);
  expectText(visitor, "Staff pages need two-step sign-in");
  expect(visitor.document.querySelector('a[href="/dashboard?view=account#two-step"]')?.textContent).toBe("Set up two-step sign-in");

  await visitor.follow("Set up two-step sign-in");
  await setUpTwoStep(visitor);
  await visitor.open("/moderation");
  expect(visitor.status).toBe(200);
  expectText(visitor, "Moderation");
});

test("staff whose session had the password alone are sent to the code page, then on to /moderation", async ({ staff }) => {
  const key = await setUpTwoStep(new Visitor(worker, await passwordOnly(staff)));
  const visitor = new Visitor(worker, await passwordOnly(staff));
  await visitor.open("/moderation");
  expect(visitor.path).toBe("/auth/two-step?redirectTo=%2Fmoderation");
  await visitor.form("Continue").fill("Code from your app", await freshTotpCode(key)).submit("Continue");
  expect(visitor.path).toBe("/moderation");
  expect(visitor.status).toBe(200);
});

test("a seller with two-step sign-in gives the code after the password; a wrong code keeps them on the page; a used one is refused", async ({
  seller,
}) => {
  const key = await setUpTwoStep(new Visitor(worker, await passwordOnly(seller)));

  const visitor = await signInWithForm(seller);
  expect(visitor.path).toBe("/auth/two-step");
  expectText(visitor, "Enter your sign-in code");
  // The session does not count yet: the dashboard sends them back to the code.
  await visitor.open("/dashboard");
  expect(visitor.path).toBe("/auth/two-step?redirectTo=%2Fdashboard");

  await visitor.form("Continue").fill("Code from your app", "12345").submit("Continue");
  expect(visitor.status).toBe(400);
  expectText(visitor, "Enter the 6-digit code your authenticator app shows");
  expect(visitor.form("Continue").value("Code from your app")).toBe("12345");

  const code = await freshTotpCode(key);
  await visitor.form("Continue").fill("Code from your app", code).submit("Continue");
  expect(visitor.path).toBe("/dashboard");
  expectText(visitor, "Login Successful");

  // The same code again, from another browser within its window: refused.
  const again = await signInWithForm(seller);
  await again.form("Continue").fill("Code from your app", code).submit("Continue");
  expect(again.status).toBe(400);
  expectText(again, "That code has already been used");
  expect(again.path).toBe("/auth/two-step");

  // Turning it off needs a code; afterwards the password is enough.
  const account = new Visitor(worker, visitor.jar);
  await account.open(ACCOUNT);
  expectText(account, "On since", "#two-step");
  await account.follow("Turn off two-step sign-in", { within: "#two-step" });
  await account.form("Turn off two-step sign-in").fill("Code from your app", await freshTotpCode(key)).submit("Turn off two-step sign-in");
  expectText(account, "Two-step sign-in is off");
  const plain = await signInWithForm(seller);
  expect(plain.path).toBe("/sellers-portal");
});

test("after 5 wrong codes in a row the next needs the picture code too, even with the right code", async ({ seller }) => {
  const key = await setUpTwoStep(new Visitor(worker, await passwordOnly(seller)));
  const visitor = await signInWithForm(seller);
  const right = await freshTotpCode(key);
  const wrong = right === "000000" ? "111111" : "000000";
  for (let attempt = 1; attempt <= 4; attempt++) {
    await visitor.form("Continue").fill("Code from your app", `${wrong.slice(0, 5)}${attempt}`).submit("Continue");
    expectText(visitor, "That code is not right");
  }
  await visitor.form("Continue").fill("Code from your app", wrong).submit("Continue");
  expectText(visitor, "your next try also needs the code in the picture");
  await visitor.form("Continue").fill("Code from your app", right).submit("Continue");
  expect(visitor.status).toBe(400);
  expectText(visitor, "There have been several wrong codes");
  expect(visitor.path).toBe("/auth/two-step");
  expect(visitor.document.querySelector('input[name="captcha"]')).not.toBeNull();
});
