/**
 * Account's Signed-in devices over HTTP, as browsers without JavaScript use it
 * (docs/accounts.md "Signed-in devices"): each sign-in is listed by the browser it came from
 * (the Worker passes the visitor's User-Agent on to Auth), this one marked; Sign out ends one
 * other device at once, Sign out everywhere else all of them; a device that is not the
 * member's, or gone already, is refused with a message and nothing changes. A new password,
 * set from Account's Change password or from a reset asked for signed out, ends every other
 * session at once.
 */
import { test as base, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, uniqueToken, type Member } from "../support/factories";
import { CookieJar, sessionIn } from "../support/http";
import { outboxEmails } from "../support/outbox";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const ACCOUNT = "/dashboard?view=account";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const test = base.extend<{ member: Member; stranger: Member }>({
  member: memberFixture(admin, { userType: "buyer" }),
  stranger: memberFixture(admin, { userType: "buyer" }),
});

/** A browser's sign-in through the form (its User-Agent with every request), as a jar of its cookies. */
async function signedInBrowser(member: Member, userAgent: string) {
  const jar = new CookieJar();
  const response = await worker.fetch("/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": userAgent },
    body: new URLSearchParams({ intent: "signin", email: member.email, password: member.password }),
  });
  expect(response.status).toBe(302);
  jar.store(response);
  return jar;
}

/** Whether the jar's browser is still signed in: the dashboard opens rather than sending it to sign in. */
async function signedIn(jar: CookieJar) {
  const response = await worker.get("/dashboard", jar);
  return response.status === 200;
}

/** The account page as the browser with this jar sees it, through the visitor. */
async function accountPage(jar: CookieJar) {
  return new Visitor(worker, jar).open(ACCOUNT);
}

const devicesText = (visitor: Visitor) => visitor.text("#devices");

test("each signed-in browser is listed by name, this one marked; Sign out ends that one only, at once", async ({ member }) => {
  const laptop = await signedInBrowser(member, LAPTOP);
  const phone = await signedInBrowser(member, PHONE);

  const page = await accountPage(laptop);
  expect(devicesText(page)).toMatch(/Chrome on Windows\s*This device/);
  expectText(page, "Safari on iOS (phone)", "#devices");
  expectText(page, "last active", "#devices");

  await page.press(/^Sign out Safari on iOS \(phone\)/);
  expect(page.path).toBe(ACCOUNT);
  expectText(page, "Device signed out");
  expect(devicesText(page)).not.toContain("Safari on iOS");
  expect(devicesText(page)).toContain("No other device is signed in.");
  // The phone's next request is signed out; the laptop stays in.
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(laptop)).toBe(true);
});

test("Sign out everywhere else ends every other browser and keeps this one", async ({ member }) => {
  const phone = await signedInBrowser(member, PHONE);
  const tablet = await signedInBrowser(member, PHONE.replace("iPhone;", "iPad;"));
  const laptop = await signedInBrowser(member, LAPTOP);

  const page = await accountPage(laptop);
  await page.press("Sign out everywhere else");
  expectText(page, "Signed out everywhere else");
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(tablet)).toBe(false);
  expect(await signedIn(laptop)).toBe(true);
});

test("another member's device, a device gone already, or no device named: refused with a message, nothing ended", async ({ member, stranger }) => {
  const laptop = await signedInBrowser(member, LAPTOP);
  const phone = await signedInBrowser(member, PHONE);
  // Another member's live session, an id no session has, and something that is no id at all.
  const strangersPhone = await signedInBrowser(stranger, PHONE);
  const strangersSession = sessionIdOf(strangersPhone);
  for (const session of [strangersSession, crypto.randomUUID(), "not-a-session"]) {
    const response = await worker.fetch(ACCOUNT, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: laptop.header(), "User-Agent": LAPTOP },
      body: new URLSearchParams({ intent: "end-device", session }),
    });
    expect(response.status, session).toBeGreaterThanOrEqual(400);
    expect(response.status, session).toBeLessThan(500);
    expect(await response.text()).toMatch(/That device is already signed out|Choose a device from the list/);
  }
  expect(await signedIn(strangersPhone)).toBe(true);
  expect(await signedIn(phone)).toBe(true);
  expect(await signedIn(laptop)).toBe(true);
});

/** Follows the newest reset link Auth emailed the member, in the jar's browser, and sets a new password there. */
async function setPasswordFromLink(member: Member, jar: CookieJar) {
  const emails = await outboxEmails(testBackendUrl(), member.email);
  expect(emails.length).toBeGreaterThan(0);
  const verify = await fetch(emails.at(-1)!.link!, { redirect: "manual" });
  const callback = new URL(verify.headers.get("location")!);
  const browser = await new Visitor(worker, jar).open(callback.pathname + callback.search);
  expect(browser.path).toBe("/reset-password");
  const password = `new-secret-${uniqueToken()}`;
  await browser.form("Save new password").fill("New password", password).fill("Confirm new password", password).submit("Save new password");
  expectText(browser, "Password updated");
  return password;
}

test("Change password on Account emails a link; the new password set through it signs out every other device at once, not this one", async ({ member }) => {
  const phone = await signedInBrowser(member, PHONE);
  const laptop = await signedInBrowser(member, LAPTOP);
  const page = await accountPage(laptop);
  await page.press("Change password");
  expect(page.path).toBe(ACCOUNT);
  expectText(page, `We have sent a link to ${member.email}`);

  const password = await setPasswordFromLink(member, laptop);
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(laptop)).toBe(true);
  // The new password signs in (signedInBrowser expects the form's redirect).
  expect(await signedIn(await signedInBrowser({ ...member, password }, PHONE))).toBe(true);
});

test("a reset asked for while signed out signs out every browser signed in with the old password", async ({ member }) => {
  const phone = await signedInBrowser(member, PHONE);
  const laptop = await signedInBrowser(member, LAPTOP);
  const elsewhere = new CookieJar();
  const asked = await new Visitor(worker, elsewhere).open("/forgot-password");
  await asked.form("Send reset link").fill("Email", member.email).submit("Send reset link");
  await setPasswordFromLink(member, elsewhere);
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(laptop)).toBe(false);
  expect(await signedIn(elsewhere)).toBe(true);
});

/** The id of the Auth session a jar holds (its access token's session_id claim). */
function sessionIdOf(jar: CookieJar) {
  const { session } = sessionIn(jar) as { session: { access_token: string } };
  return JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString()).session_id as string;
}
