/**
 * In SQL: Report this listing (listing_reports with its policies,
 * report_listing and close_listing_report: members report once a listing they can see and do
 * not sell, staff alone read them all and close them), the readable reference (GM- and the
 * listing number) and listing_related (the seller's other listings and similar ones).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingReportReasonValues, LISTING_REPORT_DETAILS_MAX } from "../../app/content/listing-reports.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const SELLER = "c7000000-0000-4000-8000-00000000000a";
const OTHER_SELLER = "c7000000-0000-4000-8000-00000000000b";
const REPORTER = "c7000000-0000-4000-8000-0000000000b1";
const BYSTANDER = "c7000000-0000-4000-8000-0000000000b2";
const LISTING = "c7100000-0000-4000-8000-000000000001";
const SELLER_SECOND = "c7100000-0000-4000-8000-000000000002";
const SELLER_DRAFT = "c7100000-0000-4000-8000-000000000003";
const SIMILAR_CLOSE = "c7100000-0000-4000-8000-000000000004";
const SIMILAR_FAR = "c7100000-0000-4000-8000-000000000005";
const TOO_BIG = "c7100000-0000-4000-8000-000000000006";
const OTHER_TYPE = "c7100000-0000-4000-8000-000000000007";

let backend: TestBackend;
let staffClient: Awaited<ReturnType<TestBackend["signedInClient"]>>["client"];
const as = (id: string) => backend.userClient(id);

async function addUser(id: string, email: string, type: string) {
  await backend.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3)`,
    [id, email, JSON.stringify({ full_name: email.split("@")[0], user_type: type })],
  );
}

async function addListing(id: string, seller: string, status: string, type: string, powerKw: number) {
  await backend.db.query(
    `insert into public.generator_listings
       (id, dealer_id, status, title, description, type, brand, condition, fuel, power_kw, year, price_gbp, location, region)
     values ($1, $2, 'draft', $3, 'Runs well.', $4, 'Perkins', 'used-good', 'Diesel', $5, 2020, 9000, 'Leeds', 'leeds')`,
    [id, seller, `Related test ${id.slice(-2)}`, type, powerKw],
  );
  if (status !== "draft") await backend.db.query(`update public.generator_listings set status = $2 where id = $1`, [id, status]);
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  await addUser(SELLER, "report-seller@example.test", "trade_seller");
  await addUser(OTHER_SELLER, "report-other@example.test", "trade_seller");
  await addUser(REPORTER, "report-reporter@example.test", "buyer");
  await addUser(BYSTANDER, "report-bystander@example.test", "buyer");
  await addListing(LISTING, SELLER, "active", "hybrid", 400);
  await addListing(SELLER_SECOND, SELLER, "active", "portable", 3);
  await addListing(SELLER_DRAFT, SELLER, "draft", "hybrid", 400);
  await addListing(SIMILAR_CLOSE, OTHER_SELLER, "active", "hybrid", 440);
  await addListing(SIMILAR_FAR, OTHER_SELLER, "active", "hybrid", 790);
  await addListing(TOO_BIG, OTHER_SELLER, "active", "hybrid", 1000);
  await addListing(OTHER_TYPE, OTHER_SELLER, "active", "portable", 400);
  ({ client: staffClient } = await backend.signedInClient("demo-staff@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

const report = (client: ReturnType<typeof as>, fields: { listing?: string; reason?: string | null; details?: string | null } = {}) =>
  client.rpc("report_listing", {
    p_listing: fields.listing ?? LISTING,
    p_reason: fields.reason === undefined ? "misleading" : fields.reason,
    p_details: fields.details ?? null,
  });

const countReports = async () => Number((await backend.db.query<{ n: string }>(`select count(*) as n from public.listing_reports`)).rows[0]!.n);

describe("reporting a listing", () => {
  test("the form's reasons are exactly the ones SQL takes", async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'listing_reports_reason_check'`,
    );
    const inCheck = [...rows[0]!.definition.matchAll(/'([a-z-]+)'::text/g)].map((match) => match[1]);
    expect(inCheck.sort()).toEqual([...listingReportReasonValues].sort());
  });

  test("a member reports once; the seller, a visitor and bad input are refused and nothing is written", async () => {
    const before = await countReports();
    expect((await report(as(SELLER))).error).toMatchObject({ code: "GM403", message: "You cannot report your own listing" });
    expect((await report(backend.client())).error).not.toBeNull();
    expect((await report(as(REPORTER), { reason: "bad" })).error).toMatchObject({ code: "GM400" });
    expect((await report(as(REPORTER), { details: "x".repeat(LISTING_REPORT_DETAILS_MAX + 1) })).error).toMatchObject({ code: "GM400" });
    expect((await report(as(REPORTER), { listing: SELLER_DRAFT })).error).toMatchObject({ code: "GM404" });
    expect(await countReports()).toBe(before);

    const first = await report(as(REPORTER), { details: "  The photos are of another set.  " });
    expect(first.error).toBeNull();
    expect((await report(as(REPORTER), { reason: "scam" })).error).toMatchObject({ code: "GM409" });
    expect(await countReports()).toBe(before + 1);
    const { rows } = await backend.db.query(`select reporter_id, reason, details, status from public.listing_reports where id = $1`, [first.data]);
    expect(rows[0]).toEqual({ reporter_id: REPORTER, reason: "misleading", details: "The photos are of another set.", status: "open" });
  });

  test("a member cannot write around the function: as someone else, closed, or with staff's columns", async () => {
    const direct = await as(BYSTANDER).from("listing_reports").insert({ listing_id: LISTING, reason: "scam", reporter_id: REPORTER });
    expect(direct.error).not.toBeNull();
    const closed = await as(BYSTANDER).from("listing_reports").insert({ listing_id: LISTING, reason: "scam", status: "resolved" });
    expect(closed.error).not.toBeNull();
    const update = await as(REPORTER).from("listing_reports").update({ status: "dismissed" }).eq("listing_id", LISTING).select("id");
    expect(update.data ?? []).toEqual([]);
    const deleted = await as(REPORTER).from("listing_reports").delete().eq("listing_id", LISTING).select("id");
    expect(deleted.data ?? []).toEqual([]);
    expect((await as(REPORTER).rpc("close_listing_report", { p_report: LISTING, p_outcome: "dismissed" })).error).toMatchObject({ code: "GM403" });
  });

  test("a member reads only their own reports, staff all, visitors none", async () => {
    await report(as(BYSTANDER), { reason: "scam" });
    const own = await as(REPORTER).from("listing_reports").select("reporter_id").eq("listing_id", LISTING);
    expect(own.data).toEqual([{ reporter_id: REPORTER }]);
    const all = await staffClient.from("listing_reports").select("reporter_id").eq("listing_id", LISTING);
    expect(all.data?.map((row) => row.reporter_id).sort()).toEqual([BYSTANDER, REPORTER].sort());
    const visitor = await backend.client().from("listing_reports").select("id");
    expect(visitor.data ?? []).toEqual([]);
  });

  test("staff close an open report once, as dismissed or resolved", async () => {
    const { rows } = await backend.db.query<{ id: string }>(`select id from public.listing_reports where reporter_id = $1`, [BYSTANDER]);
    const id = rows[0]!.id;
    expect((await staffClient.rpc("close_listing_report", { p_report: id, p_outcome: "deleted" })).error).toMatchObject({ code: "GM400" });
    expect((await staffClient.rpc("close_listing_report", { p_report: id, p_outcome: "dismissed" })).error).toBeNull();
    expect((await staffClient.rpc("close_listing_report", { p_report: id, p_outcome: "resolved" })).error).toMatchObject({ code: "GM409" });
    const closed = await backend.db.query(`select status, closed_at is not null as closed from public.listing_reports where id = $1`, [id]);
    expect(closed.rows[0]).toEqual({ status: "dismissed", closed: true });
  });
});

describe("the listing's reference", () => {
  test("is GM- and its number, unique, and staff can find a listing by it", async () => {
    const { rows } = await backend.db.query<{ reference: string; listing_number: string }>(
      `select reference, listing_number from public.generator_listings where id = $1`,
      [LISTING],
    );
    expect(rows[0]!.reference).toBe(`GM-${rows[0]!.listing_number}`);
    const found = await staffClient.from("generator_listings").select("id").eq("reference", rows[0]!.reference);
    expect(found.data).toEqual([{ id: LISTING }]);
    const { rows: duplicates } = await backend.db.query(`select reference from public.generator_listings group by reference having count(*) > 1`);
    expect(duplicates).toEqual([]);
  });
});

describe("listing_related", () => {
  test("the seller's other active listings, and the same type within half to double the power, closest first", async () => {
    const { data, error } = await backend.client().rpc("listing_related", { p_listing: LISTING, p_limit: 12 });
    expect(error).toBeNull();
    const related = data as { seller: { id: string; photo_path: string | null }[]; similar: { id: string }[] };
    expect(related.seller.map((card) => card.id)).toEqual([SELLER_SECOND]);
    expect(related.seller[0]).toHaveProperty("photo_path");
    const similar = related.similar.map((card) => card.id);
    expect(similar).toContain(SIMILAR_FAR);
    expect(similar.indexOf(SIMILAR_CLOSE)).toBeLessThan(similar.indexOf(SIMILAR_FAR));
    expect(similar).not.toContain(TOO_BIG);
    expect(similar).not.toContain(OTHER_TYPE);
    expect(similar).not.toContain(LISTING);
  });
});
