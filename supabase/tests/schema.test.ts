/**
 * The core schema at the SQL level: the migration and seed apply, the seed covers every
 * browse filter value, the sign-up trigger builds profiles, and row-level security lets
 * each role do exactly what it should on every table (as anon, as user A and as user B).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asRole, type Queryable, type RequestIdentity, type Row } from "../local/db.ts";
import { startTestBackend, TEST_DEMO_PASSWORD, type TestBackend } from "../local/testing.ts";

const photosDir = fileURLToPath(new URL("../seed-photos/", import.meta.url));

const TYPES = ["portable", "homeBackup", "dieselStandby", "dieselPrime", "gasPowered", "trailerMounted", "hybrid", "battery"];
const REGIONS = ["london", "manchester", "birmingham", "leeds", "scotland", "wales", "southwest", "northeast"];
const CONDITIONS = ["new-in-stock", "used-excellent", "used-good", "used-fair", "used-poor", "used-spares-repairs"];
const ACOUSTIC_TYPES = ["Open Set", "Silenced", "Super Silenced", "Acoustic Canopy", "Acoustic Container"];
const KVA_BANDS: Array<[number, number]> = [
  [0, 2], [2, 5], [5, 8], [8, 12], [12, 15], [15, 50], [50, 100], [100, 250], [250, 500], [500, 1000], [1000, 2000], [2000, 3000],
];

const DEMO = {
  buyer: { id: "a0000000-0000-4000-8000-000000000001", email: "demo-buyer@genmarket.test", type: "buyer" },
  private: { id: "a0000000-0000-4000-8000-000000000002", email: "demo-private@genmarket.test", type: "private_seller" },
  trade: { id: "a0000000-0000-4000-8000-000000000003", email: "demo-trade@genmarket.test", type: "trade_seller" },
};

// Users made by the tests (not the seed), with one active and one draft listing for A.
const A = "c0000000-0000-4000-8000-00000000000a";
const B = "c0000000-0000-4000-8000-00000000000b";
const A_ACTIVE = "c1000000-0000-4000-8000-000000000001";
const A_DRAFT = "c1000000-0000-4000-8000-000000000002";
const A_ACTIVE_PHOTO = "c2000000-0000-4000-8000-000000000001";
const A_DRAFT_PHOTO = "c2000000-0000-4000-8000-000000000002";
const B_LISTING = "c1000000-0000-4000-8000-00000000000b";
const A_OBJECT = `${A}/${A_ACTIVE}/front.jpg`;
/** A file name as the app makes them (the photo rows accept no other). */
const photoFile = (userId: string, listingId: string) => `${userId}/${listingId}/${crypto.randomUUID()}.jpg`;
const insertObject = `insert into storage.objects (bucket_id, name) values ('listing-photos', $1)`;

const anon: RequestIdentity = { role: "anon", claims: { role: "anon" } };
const user = (sub: string): RequestIdentity => ({ role: "authenticated", claims: { sub, role: "authenticated" } });
/** The platform's own role (moderation, payments): bypasses RLS, holds every table privilege. */
const platform: RequestIdentity = { role: "service_role", claims: { role: "service_role" } };

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  const db = backend.db;
  for (const [id, name, type] of [[A, "Alice Able", "trade_seller"], [B, "Bob Baker", "private_seller"]] as const) {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3)`,
      [id, `${name.split(" ")[0]!.toLowerCase()}@example.test`, JSON.stringify({ full_name: name, user_type: type })],
    );
  }
  await db.query(`update public.profiles set phone = '07700 900001', address1 = '1 Secret Lane' where id = $1`, [A]);
  await db.query(
    `insert into public.generator_listings
       (id, dealer_id, status, title, description, type, brand, condition, fuel, power_kw, year, price_gbp, location, region)
     values
       ($1, $3, 'active', 'A''s active listing', 'Runs well.', 'portable', 'Honda', 'used-good', 'Petrol/Gasoline', 2, 2020, 900, 'Leeds', 'leeds'),
       ($2, $3, 'draft', 'A''s secret draft', null, null, null, null, null, null, null, null, null, null)`,
    [A_ACTIVE, A_DRAFT, A],
  );
  await db.query(
    `insert into public.listing_photos (id, listing_id, storage_path, position)
     values ($1, $3, 'seed/portable-1.png', 0), ($2, $4, 'seed/portable-2.png', 0)`,
    [A_ACTIVE_PHOTO, A_DRAFT_PHOTO, A_ACTIVE, A_DRAFT],
  );
  await db.query(`insert into storage.objects (bucket_id, name, owner) values ('listing-photos', $1, $2)`, [A_OBJECT, A]);
});

afterAll(async () => {
  await backend?.close();
});

// ---------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------

async function sql<T extends Row = Row>(text: string, params: unknown[] = []) {
  return (await backend.db.query<T>(text, params)).rows;
}

async function as<T extends Row = Row>(identity: RequestIdentity, text: string, params: unknown[] = []) {
  return asRole(backend.db, identity, async (tx) => (await tx.query<T>(text, params)).rows);
}

const ROLLBACK = Symbol("rollback");

/** Runs fn as the identity, then rolls everything back; returns fn's result. */
async function tryAs<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await asRole(backend.db, identity, async (tx) => {
      result = await fn(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/** The SQLSTATE a statement fails with (fails the test if it succeeds). */
async function errorCode(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  throw new Error("expected the statement to be refused, but it succeeded");
}

const DENIED = "42501"; // insufficient_privilege: RLS violation or missing grant
const CHECK_VIOLATION = "23514";

// ---------------------------------------------------------------------------------------
// migration and seed
// ---------------------------------------------------------------------------------------

describe("migration and seed", () => {
  test("seed has at least 64 active listings covering every type, region, condition and acoustic type", async () => {
    const active = await sql<{ n: number }>(`select count(*)::int as n from public.generator_listings where status = 'active' and dealer_id::text like 'a0000000%'`);
    expect(active[0]!.n).toBeGreaterThanOrEqual(64);

    const distinct = async (column: string) =>
      (await sql<{ v: string }>(`select distinct ${column} as v from public.generator_listings where status = 'active' and ${column} is not null`))
        .map((r) => r.v)
        .sort();
    expect(await distinct("type")).toEqual([...TYPES].sort());
    expect(await distinct("region")).toEqual([...REGIONS].sort());
    expect(await distinct("condition")).toEqual([...CONDITIONS].sort());
    expect(await distinct("acoustic_type")).toEqual([...ACOUSTIC_TYPES].sort());
  });

  test("every kVA band of the size filter has active listings strictly inside it", async () => {
    for (const [min, max] of KVA_BANDS) {
      const rows = await sql<{ n: number }>(
        `select count(*)::int as n from public.generator_listings where status = 'active' and kva > $1 and kva < $2`,
        [min, max],
      );
      expect(rows[0]!.n, `band ${min}-${max}`).toBeGreaterThan(0);
    }
  });

  test("seed spans the price, year and featured ranges the browse page needs", async () => {
    const [r] = await sql<{ min_price: number; max_price: number; min_year: number; max_year: number; featured: number; brands: number }>(
      `select min(price_gbp) as min_price, max(price_gbp) as max_price, min(year) as min_year, max(year) as max_year,
              count(*) filter (where featured)::int as featured, count(distinct brand)::int as brands
       from public.generator_listings where status = 'active'`,
    );
    expect(r!.min_price).toBeLessThan(1000);
    expect(r!.max_price).toBeGreaterThanOrEqual(100_000);
    expect(r!.min_year).toBeLessThanOrEqual(2010);
    expect(r!.max_year).toBeGreaterThanOrEqual(2025);
    expect(r!.featured).toBeGreaterThanOrEqual(3);
    expect(r!.brands).toBeGreaterThanOrEqual(15);
  });

  test("kva is power_kw x 1.25, kept by the database", async () => {
    const wrong = await sql(`select id from public.generator_listings where kva is distinct from power_kw * 1.25`);
    expect(wrong).toEqual([]);
    const [row] = await sql<{ kva: string }>(`select kva::text from public.generator_listings where id = '10000000-0000-4000-8000-000000000025'`);
    expect(Number(row!.kva)).toBe(2500);
    expect(await errorCode(sql(`update public.generator_listings set kva = 1 where id = '10000000-0000-4000-8000-000000000025'`))).toBe("428C9");
  });

  test("every seeded listing has 2-4 photos with a main photo at position 0", async () => {
    const rows = await sql<{ id: string; photos: number; has_main: boolean; max_position: number }>(
      `select l.id, count(p.id)::int as photos, bool_or(p.position = 0) as has_main, max(p.position) as max_position
       from public.generator_listings l left join public.listing_photos p on p.listing_id = l.id
       where l.dealer_id::text like 'a0000000%'
       group by l.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(70);
    for (const row of rows) {
      expect(row.has_main, row.id).toBe(true);
      expect(row.photos, row.id).toBeGreaterThanOrEqual(2);
      expect(row.photos, row.id).toBeLessThanOrEqual(4);
      expect(row.max_position, row.id).toBe(row.photos - 1);
    }
  });

  test("every seed photo path is a file in supabase/seed-photos/ with a matching storage object", async () => {
    const paths = await sql<{ storage_path: string }>(`select distinct storage_path from public.listing_photos order by 1`);
    const objects = new Map(
      (await sql<{ name: string; metadata: { mimetype: string; size: number } }>(
        `select name, metadata from storage.objects where bucket_id = 'listing-photos' and name like 'seed/%'`,
      )).map((o) => [o.name, o.metadata]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(24);
    for (const { storage_path } of paths) {
      expect(storage_path).toMatch(/^seed\/[a-z-]+-\d+\.png$/);
      const file = photosDir + storage_path.slice("seed/".length);
      expect(existsSync(file), file).toBe(true);
      expect(objects.get(storage_path)).toEqual({ mimetype: "image/png", size: statSync(file).size });
    }
  });

  test("seed images: only PNGs, at least three per type, 800 x 600, under 40 KB", () => {
    const files = readdirSync(photosDir);
    for (const type of ["portable", "home-backup", "diesel-standby", "diesel-prime", "gas-powered", "trailer-mounted", "hybrid", "battery"]) {
      expect(files.filter((f) => new RegExp(`^${type}-\\d+\\.png$`).test(f)).length, type).toBeGreaterThanOrEqual(3);
    }
    for (const file of files) {
      expect(file).toMatch(/\.png$/);
      const png = readFileSync(photosDir + file);
      expect(png.subarray(0, 8).toString("hex"), file).toBe("89504e470d0a1a0a");
      // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([800, 600]);
      expect(png.length, file).toBeLessThan(40 * 1024);
    }
  });

  test("the listing-photos bucket is private, 5 MB, JPEG, PNG, WebP and GIF only", async () => {
    const [bucket] = await sql(`select public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = 'listing-photos'`);
    expect(bucket).toEqual({ public: false, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: ["image/jpeg", "image/png", "image/webp", "image/gif"] });
  });

  test("the browse filters and the title search have indexes", async () => {
    const defs = (await sql<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'public' and tablename = 'generator_listings'`))
      .map((r) => r.indexdef);
    for (const column of ["created_at", "price_gbp", "type", "brand", "condition", "fuel", "phase", "acoustic_type", "region", "kva", "year", "hours", "featured", "dealer_id"]) {
      expect(defs.some((d) => new RegExp(`\\b${column}\\b`).test(d)), column).toBe(true);
    }
    expect(defs.some((d) => /gin \(title extensions\.gin_trgm_ops\)/.test(d))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// accounts
// ---------------------------------------------------------------------------------------

describe("accounts", () => {
  test("demo accounts are confirmed email users with the seed password and typed profiles", async () => {
    for (const demo of Object.values(DEMO)) {
      const [row] = await sql<{ password_ok: boolean; confirmed: boolean; provider: string; sub: string; user_type: string; aud: string }>(
        `select extensions.crypt($2, u.encrypted_password) = u.encrypted_password as password_ok,
                u.email_confirmed_at is not null as confirmed, u.aud, i.provider, i.identity_data ->> 'sub' as sub, p.user_type
         from auth.users u
         join auth.identities i on i.user_id = u.id
         join public.profiles p on p.id = u.id
         where u.email = $1`,
        [demo.email, TEST_DEMO_PASSWORD],
      );
      expect(row, demo.email).toEqual({ password_ok: true, confirmed: true, aud: "authenticated", provider: "email", sub: demo.id, user_type: demo.type });
      const [wrong] = await sql<{ ok: boolean }>(
        `select extensions.crypt('genmarket-demo', encrypted_password) = encrypted_password as ok from auth.users where email = $1`,
        [demo.email],
      );
      expect(wrong!.ok).toBe(false);
    }
    const [trade] = await sql(`select company_name, verified from public.profiles where id = $1`, [DEMO.trade.id]);
    expect(trade).toEqual({ company_name: "Midland Generator Exchange Ltd", verified: true });
  });

  test("signing up creates the profile from the metadata", async () => {
    const id = "c0000000-0000-4000-8000-000000000101";
    await sql(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data) values ($1, 'authenticated', 'authenticated', 'new.dealer@example.test', $2)`,
      [id, JSON.stringify({ full_name: "  Nia Jones ", user_type: "trade_seller", company_name: "Jones Power Ltd", phone: "029 2018 0999" })],
    );
    const [profile] = await sql(`select full_name, user_type, company_name, phone, verified from public.profiles where id = $1`, [id]);
    expect(profile).toEqual({ full_name: "Nia Jones", user_type: "trade_seller", company_name: "Jones Power Ltd", phone: "029 2018 0999", verified: false });

    // Deleting the user removes the profile.
    await sql(`delete from auth.users where id = $1`, [id]);
    expect(await sql(`select id from public.profiles where id = $1`, [id])).toEqual([]);
  });

  test("sign-up without metadata, or with an unknown user_type, makes a buyer", async () => {
    const plain = "c0000000-0000-4000-8000-000000000102";
    const sneaky = "c0000000-0000-4000-8000-000000000103";
    await sql(`insert into auth.users (id, email) values ($1, 'plain@example.test')`, [plain]);
    await sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'sneaky@example.test', '{"user_type":"admin","full_name":""}')`, [sneaky]);
    const rows = await sql(`select id, full_name, user_type from public.profiles where id in ($1, $2) order by id`, [plain, sneaky]);
    expect(rows).toEqual([
      { id: plain, full_name: null, user_type: "buyer" },
      { id: sneaky, full_name: null, user_type: "buyer" },
    ]);
  });
});

// ---------------------------------------------------------------------------------------
// row-level security
// ---------------------------------------------------------------------------------------

describe("generator_listings access", () => {
  test("anon and B see A's active listing but never A's draft; A sees both", async () => {
    const mine = `select id from public.generator_listings where dealer_id = $1 order by id`;
    expect(await as(anon, mine, [A])).toEqual([{ id: A_ACTIVE }]);
    expect(await as(user(B), mine, [A])).toEqual([{ id: A_ACTIVE }]);
    expect(await as(user(A), mine, [A])).toEqual([{ id: A_ACTIVE }, { id: A_DRAFT }]);
    expect(await as(user(B), `select id from public.generator_listings where id = $1`, [A_DRAFT])).toEqual([]);
  });

  test("anon sees exactly the active listings; the demo sellers' drafts, sold, pending and expired ones stay private", async () => {
    const count = `select count(*)::int as n from public.generator_listings`;
    const [{ n: activeTotal }] = (await sql<{ n: number }>(`${count} where status = 'active'`)) as [{ n: number }];
    expect(await as(anon, count)).toEqual([{ n: activeTotal }]);
    expect(await as(anon, `select distinct status from public.generator_listings`)).toEqual([{ status: "active" }]);

    const hidden = `select count(*)::int as n from public.generator_listings where status <> 'active' and dealer_id = $1`;
    expect((await sql<{ n: number }>(hidden, [DEMO.trade.id]))[0]!.n).toBeGreaterThanOrEqual(3);
    expect(await as(anon, hidden, [DEMO.trade.id])).toEqual([{ n: 0 }]);
    expect(await as(user(DEMO.private.id), hidden, [DEMO.trade.id])).toEqual([{ n: 0 }]);
    expect(await as(user(DEMO.buyer.id), hidden, [DEMO.private.id])).toEqual([{ n: 0 }]);
    expect((await as<{ n: number }>(user(DEMO.trade.id), hidden, [DEMO.trade.id]))[0]!.n).toBeGreaterThanOrEqual(3);
  });

  test("B cannot create a listing in A's name, but can in their own", async () => {
    // No "returning": it would be refused by the select policy and hide what insert allows.
    const insert = `insert into public.generator_listings (id, dealer_id, title) values ($1, $2, 'Forged listing')`;
    expect(await errorCode(as(user(B), insert, [B_LISTING, A]))).toBe(DENIED);
    expect(await sql(`select id from public.generator_listings where id = $1`, [B_LISTING])).toEqual([]);
    const own = await tryAs(user(B), async (tx) => {
      await tx.query(insert, [B_LISTING, B]);
      return (await tx.query(`select dealer_id, title, status from public.generator_listings where id = $1`, [B_LISTING])).rows;
    });
    expect(own).toEqual([{ dealer_id: B, title: "Forged listing", status: "draft" }]);
  });

  test("B cannot update or delete A's listings", async () => {
    for (const id of [A_ACTIVE, A_DRAFT]) {
      expect(await as(user(B), `update public.generator_listings set price_gbp = 1, title = 'Hijacked' where id = $1 returning id`, [id])).toEqual([]);
      expect(await as(user(B), `delete from public.generator_listings where id = $1 returning id`, [id])).toEqual([]);
    }
    expect(await sql(`select id, title from public.generator_listings where id in ($1, $2) order by id`, [A_ACTIVE, A_DRAFT])).toEqual([
      { id: A_ACTIVE, title: "A's active listing" },
      { id: A_DRAFT, title: "A's secret draft" },
    ]);
  });

  test("A can insert, update and delete their own listings", async () => {
    const result = await tryAs(user(A), async (tx) => {
      const id = "c1000000-0000-4000-8000-000000000003";
      await tx.query(`insert into public.generator_listings (id, dealer_id, title) values ($1, $2, 'New draft')`, [id, A]);
      const updated = await tx.query(`update public.generator_listings set title = 'Renamed', price_gbp = 1200 where id = $1 returning title, price_gbp`, [id]);
      const deleted = await tx.query(`delete from public.generator_listings where id = $1 returning id`, [A_DRAFT]);
      return { updated: updated.rows, deleted: deleted.rows };
    });
    expect(result).toEqual({ updated: [{ title: "Renamed", price_gbp: 1200 }], deleted: [{ id: A_DRAFT }] });
  });

  test("A cannot hand a listing to someone else, feature it, or change the platform's columns", async () => {
    const update = (set: string) => as(user(A), `update public.generator_listings set ${set} where id = $1`, [A_ACTIVE]);
    expect(await errorCode(update(`dealer_id = '${B}'`))).toBe(DENIED);
    expect(await errorCode(update(`featured = true`))).toBe(DENIED);
    expect(await errorCode(update(`featured_until = now() + interval '1 year'`))).toBe(DENIED);
    expect(await errorCode(update(`expires_at = now() + interval '1 year'`))).toBe(DENIED);
    expect(await errorCode(update(`published_at = now()`))).toBe(DENIED);
    expect(await errorCode(as(user(A), `insert into public.generator_listings (dealer_id, title, featured) values ($1, 'Free ad', true)`, [A]))).toBe(DENIED);
  });

  test("the owner cannot set a listing's status, not even on insert (publish_listing and moderation do)", async () => {
    for (const status of ["active", "pending", "draft"]) {
      expect(await errorCode(as(user(A), `update public.generator_listings set status = $2 where id = $1`, [A_DRAFT, status])), status).toBe(DENIED);
      expect(await errorCode(as(user(A), `insert into public.generator_listings (dealer_id, title, status) values ($1, 'Mine', $2)`, [A, status])), status).toBe(DENIED);
    }
  });

  test("an incomplete listing cannot go active; activating stamps published_at and updated_at", async () => {
    expect(await errorCode(as(platform, `update public.generator_listings set status = 'active' where id = $1`, [A_DRAFT]))).toBe(CHECK_VIOLATION);
    const row = await tryAs(platform, async (tx) => {
      await tx.query(
        `update public.generator_listings set status = 'active', description = 'Ready.', type = 'battery', brand = 'Tesla',
           condition = 'used-good', fuel = 'Battery/Electric', power_kw = 5, year = 2022, price_gbp = 4000, location = 'Leeds'
         where id = $1`,
        [A_DRAFT],
      );
      return (await tx.query(`select published_at is not null as published, updated_at > created_at as touched from public.generator_listings where id = $1`, [A_DRAFT])).rows[0];
    });
    expect(row).toEqual({ published: true, touched: true });
  });

  test("the database rejects values outside the spec's lists and ranges", async () => {
    const bad = [
      `type = 'spaceship'`, `condition = 'broken'`, `fuel = 'Coal'`, `phase = 'Four Phase'`, `acoustic_type = 'Loud'`,
      `region = 'paris'`, `vat_status = 'maybe'`, `price_gbp = -1`, `year = 1900`, `hours = -5`,
      `power_kw = 0`, `title = '   '`, `postcode = 'ls10 1sw'`,
    ];
    for (const set of bad) {
      expect(await errorCode(as(user(A), `update public.generator_listings set ${set} where id = $1`, [A_ACTIVE])), set).toBe(CHECK_VIOLATION);
    }
    expect(await errorCode(as(platform, `update public.generator_listings set status = 'archived' where id = $1`, [A_ACTIVE]))).toBe(CHECK_VIOLATION);
  });

  test("anon cannot insert, update or delete listings", async () => {
    expect(await errorCode(as(anon, `insert into public.generator_listings (dealer_id, title) values ($1, 'Anon ad')`, [A]))).toBe(DENIED);
    expect(await errorCode(as(anon, `update public.generator_listings set title = 'x' where id = $1`, [A_ACTIVE]))).toBe(DENIED);
    expect(await errorCode(as(anon, `delete from public.generator_listings where id = $1`, [A_ACTIVE]))).toBe(DENIED);
  });
});

describe("listing_photos access", () => {
  test("photos are visible with their listing: anon and B see the active listing's photo, only A sees the draft's", async () => {
    const photos = `select id from public.listing_photos where listing_id in ($1, $2) order by id`;
    expect(await as(anon, photos, [A_ACTIVE, A_DRAFT])).toEqual([{ id: A_ACTIVE_PHOTO }]);
    expect(await as(user(B), photos, [A_ACTIVE, A_DRAFT])).toEqual([{ id: A_ACTIVE_PHOTO }]);
    expect(await as(user(A), photos, [A_ACTIVE, A_DRAFT])).toEqual([{ id: A_ACTIVE_PHOTO }, { id: A_DRAFT_PHOTO }]);
    const [{ n: seeded }] = (await sql<{ n: number }>(
      `select count(*)::int as n from public.listing_photos p join public.generator_listings l on l.id = p.listing_id where l.status = 'active'`,
    )) as [{ n: number }];
    expect(await as(anon, `select count(*)::int as n from public.listing_photos`)).toEqual([{ n: seeded }]);
  });

  test("B cannot add, change or remove photos of A's listing, nor move their own photo onto it", async () => {
    expect(await errorCode(as(user(B), `insert into public.listing_photos (listing_id, storage_path, position) values ($1, 'x.jpg', 5)`, [A_ACTIVE]))).toBe(DENIED);
    expect(await as(user(B), `update public.listing_photos set alt = 'Hijacked' where id = $1 returning id`, [A_ACTIVE_PHOTO])).toEqual([]);
    expect(await as(user(B), `delete from public.listing_photos where listing_id in ($1, $2) returning id`, [A_ACTIVE, A_DRAFT])).toEqual([]);
    const code = await tryAs(user(B), async (tx) => {
      await tx.query(`insert into public.generator_listings (id, dealer_id, title) values ($1, $2, 'B draft')`, [B_LISTING, B]);
      const file = photoFile(B, B_LISTING);
      await tx.query(insertObject, [file]);
      const photo = await tx.query<{ id: string }>(`insert into public.listing_photos (listing_id, storage_path, position) values ($1, $2, 0) returning id`, [B_LISTING, file]);
      return errorCode(tx.query(`update public.listing_photos set listing_id = $1, position = 7 where id = $2`, [A_ACTIVE, photo.rows[0]!.id]));
    });
    expect(code).toBe(DENIED);
    expect(await sql(`select count(*)::int as n, max(alt) as alt from public.listing_photos where listing_id = $1`, [A_ACTIVE])).toEqual([{ n: 1, alt: null }]);
  });

  test("A can add, reorder and remove photos of their own listing", async () => {
    const rows = await tryAs(user(A), async (tx) => {
      const file = photoFile(A, A_ACTIVE);
      await tx.query(insertObject, [file]);
      await tx.query(`insert into public.listing_photos (listing_id, storage_path, position, alt) values ($1, $2, 1, 'Side')`, [A_ACTIVE, file]);
      // Swap the two positions in one statement (the unique constraint is checked at the end).
      await tx.query(`update public.listing_photos set position = 1 - position where listing_id = $1`, [A_ACTIVE]);
      const order = (await tx.query(`select alt, position from public.listing_photos where listing_id = $1 order by position`, [A_ACTIVE])).rows;
      const removed = (await tx.query(`delete from public.listing_photos where listing_id = $1 returning id`, [A_ACTIVE])).rows;
      return { order, removed: removed.length };
    });
    expect(rows).toEqual({ order: [{ alt: "Side", position: 0 }, { alt: null, position: 1 }], removed: 2 });
  });

  test("two photos cannot share a position", async () => {
    const code = await tryAs(user(A), async (tx) => {
      const file = photoFile(A, A_ACTIVE);
      await tx.query(insertObject, [file]);
      return errorCode(tx.query(`insert into public.listing_photos (listing_id, storage_path, position) values ($1, $2, 0)`, [A_ACTIVE, file]));
    });
    expect(code).toBe("23505");
  });

  test("anon cannot insert, update or delete photos", async () => {
    expect(await errorCode(as(anon, `insert into public.listing_photos (listing_id, storage_path, position) values ($1, 'x.jpg', 3)`, [A_ACTIVE]))).toBe(DENIED);
    expect(await errorCode(as(anon, `update public.listing_photos set alt = 'x' where id = $1`, [A_ACTIVE_PHOTO]))).toBe(DENIED);
    expect(await errorCode(as(anon, `delete from public.listing_photos where id = $1`, [A_ACTIVE_PHOTO]))).toBe(DENIED);
  });
});

describe("profiles access", () => {
  test("everyone reads the public seller card; personal phone and address are refused", async () => {
    const card = `select full_name, user_type, company_name, region from public.profiles where id = $1`;
    const expected = [{ full_name: "Rachel Okafor", user_type: "trade_seller", company_name: "Midland Generator Exchange Ltd", region: "birmingham" }];
    expect(await as(anon, card, [DEMO.trade.id])).toEqual(expected);
    expect(await as(user(B), card, [DEMO.trade.id])).toEqual(expected);
    expect(await as(anon, `select company_tel from public.profiles where id = $1`, [DEMO.trade.id])).toEqual([{ company_tel: "0121 496 0734" }]);
    for (const column of ["phone", "mobile", "address1", "address2", "postcode"]) {
      expect(await errorCode(as(anon, `select ${column} from public.profiles where id = $1`, [A])), column).toBe(DENIED);
      expect(await errorCode(as(user(B), `select ${column} from public.profiles where id = $1`, [A])), column).toBe(DENIED);
    }
  });

  test("my_profile shows only the caller's own row, with private fields; anon cannot use it", async () => {
    expect(await as(user(A), `select id, phone, address1 from public.my_profile`)).toEqual([{ id: A, phone: "07700 900001", address1: "1 Secret Lane" }]);
    expect(await as(user(B), `select id, phone from public.my_profile`)).toEqual([{ id: B, phone: null }]);
    expect(await as(user(B), `select id from public.my_profile where id = $1`, [A])).toEqual([]);
    expect(await errorCode(as(anon, `select * from public.my_profile`))).toBe(DENIED);
    expect(await errorCode(as(user(A), `update public.my_profile set verified = true`))).toBe(DENIED);
  });

  test("A updates their own profile; B cannot update it", async () => {
    const result = await tryAs(user(A), async (tx) => {
      const updated = await tx.query(`update public.profiles set phone = '07700 900002', bio = 'Dealer in Leeds.', region = 'leeds' where id = $1 returning id`, [A]);
      const mine = await tx.query(`select phone, bio, region, updated_at > created_at as touched from public.my_profile`);
      return { updated: updated.rows, mine: mine.rows };
    });
    expect(result).toEqual({ updated: [{ id: A }], mine: [{ phone: "07700 900002", bio: "Dealer in Leeds.", region: "leeds", touched: true }] });

    expect(await as(user(B), `update public.profiles set full_name = 'Hijacked', bio = 'x' where id = $1 returning id`, [A])).toEqual([]);
    expect(await sql(`select full_name from public.profiles where id = $1`, [A])).toEqual([{ full_name: "Alice Able" }]);
  });

  test("nobody verifies themselves, changes their id, or inserts/deletes profiles through the API", async () => {
    expect(await errorCode(as(user(A), `update public.profiles set verified = true where id = $1`, [A]))).toBe(DENIED);
    expect(await errorCode(as(user(A), `update public.profiles set id = $2 where id = $1`, [A, B]))).toBe(DENIED);
    expect(await errorCode(as(user(A), `update public.profiles set created_at = now() - interval '10 years' where id = $1`, [A]))).toBe(DENIED);
    expect(await errorCode(as(user(B), `insert into public.profiles (id, full_name) values ($1, 'Clone')`, [B]))).toBe(DENIED);
    expect(await errorCode(as(user(B), `insert into public.profiles (id, full_name) values ($1, 'Clone')`, ["c0000000-0000-4000-8000-0000000000cc"]))).toBe(DENIED);
    expect(await errorCode(as(user(B), `delete from public.profiles where id = $1`, [A]))).toBe(DENIED);
    expect(await errorCode(as(user(A), `delete from public.profiles where id = $1`, [A]))).toBe(DENIED);
    expect(await errorCode(as(anon, `update public.profiles set bio = 'x' where id = $1`, [A]))).toBe(DENIED);
    expect(await errorCode(as(anon, `insert into public.profiles (id) values ($1)`, ["c0000000-0000-4000-8000-0000000000cd"]))).toBe(DENIED);
    expect(await errorCode(as(anon, `delete from public.profiles where id = $1`, [A]))).toBe(DENIED);
    expect(await sql(`select verified from public.profiles where id = $1`, [A])).toEqual([{ verified: false }]);
  });
});

describe("storage: listing-photos bucket", () => {
  test("an object is read with its listing's photos (public when the listing is active), and by its uploader", async () => {
    const visible = `select name from storage.objects where bucket_id = 'listing-photos' and name = any($1::text[]) order by name`;
    const names = [A_OBJECT, "seed/portable-1.png", "seed/portable-2.png"];
    // seed/portable-2.png is A's draft's photo here, and an active seeded listing's too.
    const hidden = `select count(*)::int as n from storage.objects o where o.bucket_id = 'listing-photos'
      and not exists (select 1 from public.listing_photos p join public.generator_listings l on l.id = p.listing_id
                      where p.storage_path = o.name and l.status = 'active')`;
    expect(await as(anon, visible, [names])).toEqual([{ name: "seed/portable-1.png" }, { name: "seed/portable-2.png" }]);
    expect(await as(user(B), visible, [names])).toEqual([{ name: "seed/portable-1.png" }, { name: "seed/portable-2.png" }]);
    expect(await as(user(A), visible, [names])).toEqual([{ name: A_OBJECT }, { name: "seed/portable-1.png" }, { name: "seed/portable-2.png" }]);
    expect(await as(anon, hidden)).toEqual([{ n: 0 }]);
  });

  test("users upload only into their own folder; anon cannot upload", async () => {
    expect(await errorCode(as(user(B), insertObject, [`${A}/${A_ACTIVE}/forged.jpg`]))).toBe(DENIED);
    expect(await errorCode(as(user(B), insertObject, [`seed/portable-9.svg`]))).toBe(DENIED);
    expect(await errorCode(as(user(B), insertObject, [`loose-file.jpg`]))).toBe(DENIED);
    expect(await errorCode(as(anon, insertObject, [`${A}/anon.jpg`]))).toBe(DENIED);
    const own = await tryAs(user(B), async (tx) => {
      await tx.query(insertObject, [`${B}/${B_LISTING}/front.jpg`]);
      return (await tx.query(`select name from storage.objects where name like $1`, [`${B}/%`])).rows;
    });
    expect(own).toEqual([{ name: `${B}/${B_LISTING}/front.jpg` }]);
  });

  test("B cannot overwrite, move or delete A's objects or the seed images; anon neither", async () => {
    expect(await as(user(B), `update storage.objects set metadata = '{}' where name = $1 returning id`, [A_OBJECT])).toEqual([]);
    expect(await as(user(B), `delete from storage.objects where name = $1 or name like 'seed/%' returning id`, [A_OBJECT])).toEqual([]);
    expect(await as(anon, `update storage.objects set metadata = '{}' where bucket_id = 'listing-photos' returning id`)).toEqual([]);
    expect(await as(anon, `delete from storage.objects where bucket_id = 'listing-photos' returning id`)).toEqual([]);
    expect(await sql(`select count(*)::int as n from storage.objects where name = $1`, [A_OBJECT])).toEqual([{ n: 1 }]);
  });

  test("A can update and delete their own objects but not move them into another user's folder", async () => {
    const result = await tryAs(user(A), async (tx) => {
      const updated = await tx.query(`update storage.objects set metadata = '{"size":1}' where name = $1 returning id`, [A_OBJECT]);
      const deleted = await tx.query(`delete from storage.objects where name = $1 returning id`, [A_OBJECT]);
      return { updated: updated.rows.length, deleted: deleted.rows.length };
    });
    expect(result).toEqual({ updated: 1, deleted: 1 });
    expect(await errorCode(as(user(A), `update storage.objects set name = $2 where name = $1`, [A_OBJECT, `${B}/moved.jpg`]))).toBe(DENIED);
  });
});

describe("policies", () => {
  test("RLS is on and each command has its own named policy", async () => {
    const rls = await sql(`select relname, relrowsecurity from pg_class where oid in ('public.profiles'::regclass, 'public.generator_listings'::regclass, 'public.listing_photos'::regclass) order by relname`);
    expect(rls).toEqual([
      { relname: "generator_listings", relrowsecurity: true },
      { relname: "listing_photos", relrowsecurity: true },
      { relname: "profiles", relrowsecurity: true },
    ]);
    const policies = await sql<{ tablename: string; cmd: string; n: number }>(
      `select tablename, cmd, count(*)::int as n from pg_policies
       where (schemaname = 'public' and tablename in ('profiles', 'generator_listings', 'listing_photos'))
          or (schemaname = 'storage' and tablename = 'objects' and policyname like 'listing_photo_objects_%')
       group by 1, 2 order by 1, 2`,
    );
    expect(policies).toEqual([
      { tablename: "generator_listings", cmd: "DELETE", n: 1 },
      { tablename: "generator_listings", cmd: "INSERT", n: 1 },
      // Two audiences read listings and photos: everyone/owners, and staff (…_select_staff).
      { tablename: "generator_listings", cmd: "SELECT", n: 2 },
      { tablename: "generator_listings", cmd: "UPDATE", n: 1 },
      { tablename: "listing_photos", cmd: "DELETE", n: 1 },
      { tablename: "listing_photos", cmd: "INSERT", n: 1 },
      { tablename: "listing_photos", cmd: "SELECT", n: 2 },
      { tablename: "listing_photos", cmd: "UPDATE", n: 1 },
      { tablename: "objects", cmd: "DELETE", n: 1 },
      { tablename: "objects", cmd: "INSERT", n: 1 },
      { tablename: "objects", cmd: "SELECT", n: 1 },
      { tablename: "objects", cmd: "UPDATE", n: 1 },
      // Profiles: no insert/delete policy (and no grant): the sign-up trigger and the
      // cascade from auth.users are the only ways in and out.
      { tablename: "profiles", cmd: "SELECT", n: 1 },
      { tablename: "profiles", cmd: "UPDATE", n: 1 },
    ]);
  });
});
