/**
 * Account's Your data and Close account over HTTP, as a browser without JavaScript uses them
 * (docs/accounts.md "Your data", "Closing your account"): the download's headers and content;
 * Close account is a page of its own, reached from Account: a wrong password or none is a 400 with the form's message and nothing changes; an
 * auction with bids still running is refused with what to do; closing signs the browser out,
 * the password no longer signs in, and the other party's conversation shows "Former member".
 */
import { test as base, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, createConversation, createListing, memberFixture, placeBid, type Member } from "../support/factories";
import { type CookieJar } from "../support/http";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const ACCOUNT = "/dashboard?view=account";
const CLOSE = "/dashboard/close-account";
const WRONG_PASSWORD = "That password is not right: nothing has been changed. Enter the password you sign in with.";

const test = base.extend<{ seller: Member; buyer: Member }>({
  seller: memberFixture(admin, { userType: "private_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
});

/** Whether the jar's browser is still signed in: the dashboard opens rather than sending it to sign in. */
async function signedIn(jar: CookieJar) {
  return (await worker.get("/dashboard", jar)).status === 200;
}

/** The sign-in form posted as a browser would: whether it let the member in. */
async function canSignIn(member: Member) {
  const response = await worker.fetch("/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email: member.email, password: member.password }),
  });
  return response.status === 302;
}

test("Download my data: one JSON attachment of the member's own data, nothing of the other party's but their name", async ({ seller, buyer }) => {
  const listing = await createListing(admin, seller.id, { status: "active" });
  await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id, messages: [{ text: "Would you take an offer?" }] });
  const page = await new Visitor(worker, await worker.signIn(seller)).open(ACCOUNT);
  expectText(page, "One JSON file of everything you have on GenMarket", "#my-data");
  const form = page.document.querySelector<HTMLFormElement>("#my-data form")!;
  expect(form.getAttribute("method")).toBe("post");

  const response = await worker.fetch(form.getAttribute("action")!, {
    method: "POST",
    headers: { Cookie: page.jar.header(), Origin: new URL(worker.url).origin },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="genmarket-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const data = (await response.json()) as { email: string; profile: { id: string }; listings: Array<{ id: string }>; conversations: Array<{ with: string; messages: Array<{ from: string; message: string }> }> };
  expect(data.email).toBe(seller.email);
  expect(data.profile.id).toBe(seller.id);
  expect(data.listings.map((row) => row.id)).toEqual([listing.id]);
  expect(data.conversations).toEqual([expect.objectContaining({ with: buyer.fullName, messages: [expect.objectContaining({ from: "them", message: "Would you take an offer?" })] })]);
  expect(JSON.stringify(data)).not.toContain(buyer.id);
  expect(JSON.stringify(data)).not.toContain(buyer.email);

  // A visitor is sent to sign in; a GET goes to the form.
  const visitor = await worker.fetch("/dashboard/my-data", { method: "POST", headers: { Origin: new URL(worker.url).origin } });
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get("location")).toMatch(/^\/(auth|login)/);
  expect((await worker.fetch("/dashboard/my-data")).headers.get("location")).toBe("/dashboard?view=account#my-data");
});

/** Account's Close account link, followed to its page, as the member in this jar. */
async function closeAccountPage(jar: CookieJar) {
  const account = await new Visitor(worker, jar).open(ACCOUNT);
  expectText(account, "Close account", "#close-account");
  return account.follow("Close my account", { within: "#close-account" });
}

test("a wrong password or none: 400 with the form's message, the password not echoed; nothing changes", async ({ seller }) => {
  const jar = await worker.signIn(seller);
  const page = await closeAccountPage(jar);
  expect(page.path).toBe(CLOSE);
  expectText(page, "Former member");

  await page.form("Close my account").fill("Your password", "not-my-password").submit("Close my account");
  expect(page.status).toBe(400);
  expectText(page, WRONG_PASSWORD);
  expect(page.form("Close my account").value("Your password")).toBe("");

  await page.press("Close my account");
  expect(page.status).toBe(400);
  expectText(page, "Enter your password to close your account");

  expect(await signedIn(jar)).toBe(true);
  expect(await canSignIn(seller)).toBe(true);

  // A visitor is asked to sign in first, and comes back to the page.
  const visitor = await new Visitor(worker).open(CLOSE);
  expect(visitor.path).toMatch(/^\/(auth|login)\?.*redirectTo=%2Fdashboard%2Fclose-account/);
});

test("an auction with bids still running: refused, saying it runs to its end first", async ({ seller, buyer }) => {
  const auction = await createAuction(admin, seller.id);
  await placeBid(testBackendUrl(), buyer, auction.id, 1000);
  const jar = await worker.signIn(seller);
  const page = await closeAccountPage(jar);
  await page.form("Close my account").fill("Your password", seller.password).submit("Close my account");
  await expectServerError(/dashboard: closing an account[^]*auction with bids/);
  expect(page.status).toBe(409);
  expectText(page, "You have an auction with bids: it runs to its end and settles, and you can close your account once it has");
  expect(await signedIn(jar)).toBe(true);
});

test("closing signs out, the password no longer signs in, and the buyer's conversation shows 'Former member' without a reply form", async ({ seller, buyer }) => {
  const listing = await createListing(admin, seller.id, { status: "active" });
  const thread = await createConversation(admin, {
    buyerId: buyer.id,
    sellerId: seller.id,
    listingId: listing.id,
    messages: [{ text: "Is the set still available?" }, { text: "It is, come and see it.", from: "seller" }],
  });
  const jar = await worker.signIn(seller);
  const page = await closeAccountPage(jar);
  await page.form("Close my account").fill("Your password", seller.password).submit("Close my account");
  expect(page.path).toBe("/");
  expectText(page, "Your account is closed");

  expect(await signedIn(jar)).toBe(false);
  expect(await canSignIn(seller)).toBe(false);

  const buyerPage = await new Visitor(worker, await worker.signIn(buyer)).open(`/dashboard?thread=${thread.id}`);
  expectText(buyerPage, "Conversation with Former member");
  expectText(buyerPage, "It is, come and see it.");
  expectText(buyerPage, "This member has closed their account, so the conversation cannot be replied to.");
  expect(buyerPage.document.querySelector("#reply-form")).toBeNull();
  expect(buyerPage.text()).not.toContain(seller.fullName);
});
