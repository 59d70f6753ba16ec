import { open, signedInClient } from "../support/e2e";
import { createAuction, placeBid, useFreeTrial } from "../support/factories";
import { e2eBackendUrl, expect, test } from "../support/playwright";

/**
 * The payment forms people use after paying (docs/payments.md "Weekly plans", "Commission",
 * "Refunds"), with JavaScript: a member cancels their plan at period end, a seller pays
 * commission from Billing, staff refund part of a payment from /moderation. Without
 * JavaScript, each is a worker test through the visitor (named above each test); the HTTP
 * detail (refusals, Stripe, double posts) is in the worker tests too.
 */

test.use({ viewport: { width: 1280, height: 900 } });

// Without JavaScript: tests/worker/plans.test.ts, "a member on a free trial cancels at period end from Billing's button".
test("a member on a free trial cancels at period end from Billing; the plan says when it ends", async ({ page, createMember, login }, testInfo) => {
  const member = await createMember();
  const client = await signedInClient(member.email, member.password);
  const started = await client.rpc("start_plan_payment", { p_plan: "priority-buyer" }).single<{ id: string }>();
  expect((await client.rpc("start_simulated_trial", { p_payment_id: started.data!.id })).error).toBeNull();
  await login(member);

  await open(page, "/dashboard?view=billing", testInfo);
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("free trial until");
  await plan.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByRole("region", { name: "Your plan" })).toContainText(/cancelled: ends on/);
  await expect(page.getByRole("region", { name: "Your plan" }).getByRole("button", { name: "Cancel at period end" })).toHaveCount(0);
});

// Without JavaScript: tests/worker/commission-invoices.test.ts, "a seller pays the commission on a sale from Billing's button".
test("a seller pays the commission on a sale from Billing; it becomes a receipt", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const bidder = await createMember();
  const auction = await createAuction(admin, seller.id, { starting_price: 15_000 });
  await placeBid(e2eBackendUrl, bidder, auction.id, 15_000);
  await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
  expect((await admin.rpc("settle_due_auctions")).error).toBeNull();
  await login(seller);

  await open(page, "/dashboard?view=billing", testInfo);
  const toPay = page.getByRole("region", { name: "Commission to pay" });
  await expect(toPay).toContainText(`On the sale of ${auction.title}`);
  await expect(toPay).toContainText("Commission £1,800 + VAT £360 = £2,160, due by");
  await toPay.getByRole("button", { name: `Pay commission on ${auction.title}` }).click();

  await expect(page).toHaveURL(/\/dashboard\?view=billing$/);
  await expect(page.getByRole("region", { name: "Commission to pay" })).toHaveCount(0);
  const receipt = page.getByRole("list", { name: "Receipts" }).getByRole("listitem").filter({ hasText: `Commission on the sale of your auction: ${auction.title}` });
  await expect(receipt).toContainText("£2,160.00");
});

// Without JavaScript: tests/worker/payment-refunds.test.ts, "staff refund part of a payment from /moderation with the card's form".
test("staff refund part of a payment from /moderation with a reason; what is left and the refund show", async ({ page, admin, createMember, login }, testInfo) => {
  const member = await createMember();
  await useFreeTrial(admin, member.id);
  const client = await signedInClient(member.email, member.password);
  const started = await client.rpc("start_plan_payment", { p_plan: "priority-buyer" }).single<{ id: string }>();
  expect((await client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id })).error).toBeNull();
  await login("staff");

  await open(page, `/moderation?payment=${encodeURIComponent(member.email)}`, testInfo);
  const card = page.getByRole("list", { name: "Payments found" }).getByRole("article");
  await expect(card).toContainText("Priority Buyer plan, one week");
  await card.getByLabel("Amount to refund (£)").fill("3.00");
  await card.getByLabel("Reason for the member").fill("Charged twice for the same week by mistake");
  await card.getByLabel(/^Refund this amount to/).check();
  await card.getByRole("button", { name: "Refund" }).click();

  const refunds = page.getByRole("table", { name: /^Refunds of GM-R-\d{6}$/ });
  await expect(refunds.getByRole("row", { name: /£3\.00 Charged twice for the same week by mistake Refunded/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Payments found" }).getByRole("article")).toContainText("£5.95");
  const { data: refund } = await admin.from("payment_refunds").select("amount_pence, status").eq("payment_id", started.data!.id);
  expect(refund).toEqual([{ amount_pence: 300, status: "succeeded" }]);
});
