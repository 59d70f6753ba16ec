/**
 * The bulk upload's `depot` column through the built Worker (docs/bulk-upload.md, docs/depots.md):
 * a Premium dealer with two depots names one per row by its reference (any case); an unknown
 * reference fails its row in the preview and the error report; confirmed, each new listing is at
 * the depot named (the main one when blank), and a later file moves a listing, shown in the
 * preview by the depots' names; a depot deleted before Confirm is named by its row. A private
 * seller naming a depot is told depots are trade sellers'.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { makeCaptchaCookie } from "../support/captcha";
import { createDepot, memberFixture, stockCsv, uniqueToken, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { TEST_SESSION_SECRET } from "../support/worker/harness";
import { worker } from "../support/worker/shared-worker";

const { get, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const test = base.extend<{ dealer: Member; privateSeller: Member }>({
  // Premium: several depots (plan_depot_allowance) and ads enough for the file's new rows.
  dealer: memberFixture(admin, { userType: "trade_seller", plan: "trade-premium" }),
  privateSeller: memberFixture(admin, { userType: "private_seller" }),
});

/** stockCsv's rows with a depot column, the nth row's cell from `depots` (blank when not given). */
function withDepots(csv: string, depots: Record<number, string>) {
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  return [`${header},depot`, ...rows.map((line, index) => `${line},${depots[index + 1] ?? ""}`)].join("\r\n") + "\r\n";
}

/** Posts the upload form as a browser does (multipart, a solved captcha), from a freshly opened page; the page it leads to. */
async function uploadAndFollow(jar: CookieJar, csv: string) {
  const { challenge, value } = await makeCaptchaCookie(TEST_SESSION_SECRET, { purpose: "bulkUpload" });
  jar.set("gm_bulk_upload_captcha", value);
  const html = await (await get("/bulk-upload", jar)).text();
  const body = new FormData();
  body.append("intent", "preview");
  body.append("submissionId", html.match(/name="submissionId" value="([0-9a-f-]{36})"/)![1]!);
  body.append("file", new File([csv], "depots.csv", { type: "text/csv" }));
  body.append("captcha", challenge.code);
  const response = jar.store(await worker.fetch("/bulk-upload", { method: "POST", body, headers: { Cookie: jar.header() } }));
  expect(response.status).toBe(302);
  const url = response.headers.get("location")!;
  return { url, importId: url.split("=")[1]!, text: textOf(await (await get(url, jar)).text()) };
}

async function confirm(jar: CookieJar, preview: { url: string; importId: string }) {
  const response = await worker.post(preview.url, { intent: "confirm", importId: preview.importId }, jar);
  expect(response.status).toBe(302);
  return textOf(await (await get(response.headers.get("location")!, jar)).text());
}

async function depotsByStockRef(member: Member) {
  const { data } = await admin.from("generator_listings").select("stock_ref, depot_id").eq("dealer_id", member.id);
  return new Map((data ?? []).map((listing) => [listing.stock_ref, listing.depot_id]));
}

describe("the depot column", () => {
  test("rows at each of two depots and one unknown: the bad row fails, the rest land at the depots named; a later file moves one", async ({ dealer }) => {
    const leeds = await createDepot(admin, dealer.id, { reference: "LEEDS", name: "Leeds Yard" });
    const brum = await createDepot(admin, dealer.id, { reference: "BRUM", name: "Birmingham Depot" });
    const token = uniqueToken();
    const jar = await signIn(dealer);

    const csv = withDepots(stockCsv({ count: 4, token }), { 1: "leeds", 2: " Brum ", 3: "LEEDS-2" });
    const preview = await uploadAndFollow(jar, csv);
    expect(preview.text).toContain("4 rows read: 3 new, 0 to update, 0 unchanged, 1 with errors");
    expect(preview.text).toContain("4 depot No depot with reference LEEDS-2: see the Depots tab of the sellers portal for your references");
    expect(preview.text).toContain(`${token}-2 Perkins 20 kVA set ${token} Birmingham Depot (BRUM)`);
    expect(preview.text).toContain(`${token}-4 Perkins 40 kVA set ${token} Main depot`);
    const report = await (await get(`/bulk-upload/imports/${preview.importId}/errors.csv`, jar)).text();
    expect(report).toContain("4,depot,No depot with reference LEEDS-2: see the Depots tab of the sellers portal for your references");

    expect(await confirm(jar, preview)).toContain("3 new listings created, 0 updated.");
    const placed = await depotsByStockRef(dealer);
    expect(Object.fromEntries(placed)).toEqual({ [`${token}-1`]: leeds.id, [`${token}-2`]: brum.id, [`${token}-4`]: leeds.id });

    // The dealer moves row 1 to Birmingham; row 2 names its own depot again and row 4 none: unchanged.
    await admin.from("generator_listings").update({ status: "active", published_at: new Date().toISOString() }).eq("dealer_id", dealer.id);
    const moving = await uploadAndFollow(jar, withDepots(stockCsv({ count: 4, token }), { 1: "BRUM", 2: "BRUM", 3: "LEEDS" }));
    expect(moving.text).toContain("4 rows read: 1 new, 1 to update, 2 unchanged, no errors");
    expect(moving.text).toContain("depot: Leeds Yard (LEEDS) → Birmingham Depot (BRUM)");
    expect(await confirm(jar, moving)).toContain("1 new listing created, 1 updated.");
    expect(Object.fromEntries(await depotsByStockRef(dealer))).toEqual({
      [`${token}-1`]: brum.id,
      [`${token}-2`]: brum.id,
      [`${token}-3`]: leeds.id,
      [`${token}-4`]: leeds.id,
    });
  });

  test("a depot deleted between the preview and Confirm: the confirm names the row and applies nothing", async ({ dealer }) => {
    await createDepot(admin, dealer.id, { reference: "LEEDS", name: "Leeds Yard" });
    const brum = await createDepot(admin, dealer.id, { reference: "BRUM", name: "Birmingham Depot" });
    const jar = await signIn(dealer);
    const preview = await uploadAndFollow(jar, withDepots(stockCsv({ count: 2, token: uniqueToken() }), { 2: "BRUM" }));
    expect(preview.text).toContain("2 rows read: 2 new, 0 to update, 0 unchanged, no errors");

    expect((await admin.from("depots").delete().eq("id", brum.id)).error).toBeNull();
    const refused = await worker.post(preview.url, { intent: "confirm", importId: preview.importId }, jar);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("Row 3: its depot was deleted after the preview. Nothing was applied: please upload the file again.");
    expect((await depotsByStockRef(dealer)).size).toBe(0);
  });

  test("a private seller naming a depot is told depots are for trade sellers' stock; a blank cell is fine", async ({ privateSeller }) => {
    const token = uniqueToken();
    const jar = await signIn(privateSeller);
    const preview = await uploadAndFollow(jar, withDepots(stockCsv({ count: 2, token }), { 1: "LEEDS" }));
    expect(preview.text).toContain("2 rows read: 1 new, 0 to update, 0 unchanged, 1 with errors");
    expect(preview.text).toContain("2 depot Depots are for trade sellers' stock: leave depot empty");
  });
});
