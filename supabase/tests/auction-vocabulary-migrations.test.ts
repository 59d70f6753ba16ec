/**
 * The migrations that moved auctions onto listings' vocabulary keep what existing auctions
 * say (docs/auctions.md, docs/listings.md "One fuel list"): a database migrated up to just
 * before them, with auctions as they were stored then (whole kW, the auction-only fuels),
 * then brought up to date. Whole kW keep their figure in numeric(8, 2); each fuel becomes
 * listings' word for it, and the rebuilt search document reads it. Saved searches of the old
 * page's exact kW (power=) become what saving the same page now stores. The one vocabulary
 * (20261129152114_one_vocabulary.sql): auctions' phases become listings' words and each
 * auction gets a type; a wizard listing keeps the type its category gave it, and a bulk upload
 * previewed with categories is confirmed with types.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, expect, inject, test } from "vitest";
import { generatorTypeKeys } from "../../app/content/generator-types.ts";
import { fuelTypes, phaseTypes } from "../../app/content/listing-options.ts";
import { auctionSearchToSave } from "../../app/routes/auctions._index/schema.ts";
import { openDatabase, type Database } from "../local/db.ts";
import { migrationFiles, paths } from "../local/migrate.ts";
import { databaseUrlOf } from "../local/template.ts";

/** The first migration of the move: auction power as decimals, then the fuels. */
const FIRST = "20261129090925_auction_power_decimals.sql";
/** Saved /auctions searches of an exact kW (power=) take the kVA band it is in. */
const SAVED_SEARCHES = "20261129153000_saved_auction_searches_kva.sql";
/** Listings' type and phase lists reach auctions; the wizard's categories go. */
const ONE_VOCABULARY = "20261129152114_one_vocabulary.sql";

const drops: (() => Promise<void>)[] = [];

/** An empty database of its own (the run's PostgreSQL server when there is one), with the platform's bootstrap. */
async function emptyDatabase() {
  const templates = inject("databaseTemplates");
  let db: Database;
  if (templates) {
    const name = `test_${randomUUID().replaceAll("-", "")}`;
    const server = await openDatabase({ databaseUrl: templates.serverUrl });
    await server.exec(`create database ${name}`);
    await server.close();
    db = await openDatabase({ databaseUrl: databaseUrlOf(templates.serverUrl, name) });
    drops.push(async () => {
      await db.close();
      const admin = await openDatabase({ databaseUrl: templates.serverUrl });
      await admin.exec(`drop database if exists ${name}`);
      await admin.close();
    });
  } else {
    db = await openDatabase({});
    drops.push(() => db.close());
  }
  await db.exec(readFileSync(paths.bootstrap, "utf8"));
  await db.exec(readFileSync(paths.local, "utf8"));
  return db;
}

async function apply(db: Database, files: string[]) {
  for (const file of files) await db.transaction((tx) => tx.exec(readFileSync(paths.migrations + file, "utf8")));
}

afterAll(async () => {
  for (const drop of drops) await drop();
});

test("existing auctions keep their power and take listings' fuels; the search document reads them", async () => {
  const db = await emptyDatabase();
  const files = migrationFiles();
  expect(files).toContain(FIRST);
  await apply(db, files.filter((file) => file < FIRST));

  const seller = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, 'old-auctions@genmarket.test')`, [seller]);
  const old = [
    ["diesel", 6],
    ["natural_gas", 100],
    ["propane", 30],
    ["bi_fuel", 350],
  ] as const;
  for (const [fuel, kw] of old) {
    await db.query(
      `insert into public.auction_listings (seller_id, title, description, year, hours, power_kw, fuel_type, phase, condition,
         location, starting_price, auction_end_date)
       values ($1, $2, 'An auction stored before listings'' vocabulary reached auctions.', 2015, 100, $3, $4, 'three',
         'used-good', 'Leeds', 1000, now() + interval '3 days')`,
      [seller, `Old ${fuel} auction`, kw, fuel],
    );
  }

  await apply(db, files.filter((file) => file >= FIRST));

  const { rows } = await db.query<{ title: string; power_kw: string; fuel_type: string; lpg: boolean; gas: boolean }>(
    `select title, power_kw::text, fuel_type,
            search_document @@ to_tsquery('english', 'lpg') as lpg,
            search_document @@ to_tsquery('english', 'gas') as gas
       from public.auction_listings order by title`,
  );
  expect(rows).toEqual([
    { title: "Old bi_fuel auction", power_kw: "350.00", fuel_type: "Dual Fuel", lpg: false, gas: false },
    { title: "Old diesel auction", power_kw: "6.00", fuel_type: "Diesel", lpg: false, gas: false },
    { title: "Old natural_gas auction", power_kw: "100.00", fuel_type: "Natural Gas", lpg: false, gas: true },
    { title: "Old propane auction", power_kw: "30.00", fuel_type: "Propane/LPG", lpg: true, gas: false },
  ]);
  expect(rows.every((row) => (fuelTypes as readonly string[]).includes(row.fuel_type))).toBe(true);
});

test("saved searches of an exact kW open the kVA band it is in, named as the page names it now; a band saved twice is kept once", async () => {
  const db = await emptyDatabase();
  const files = migrationFiles();
  expect(files).toContain(SAVED_SEARCHES);
  await apply(db, files.filter((file) => file < SAVED_SEARCHES));

  const member = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, 'old-searches@genmarket.test')`, [member]);
  // As /auctions saved them while it offered the spec's kW ratings (power=30 … 1000): the
  // query, a name with the rating, and search_auctions' arguments of then (power_kw).
  const old = [
    { query: "power=100&endingSoon=1", name: "Auctions · 100 kW · ending soon", kw: 100, age: "3 days" },
    // 150 kW is in the same band as 100 kW, and saved later: this one stays.
    { query: "power=150&endingSoon=1", name: "Auctions · 150 kW · ending soon", kw: 150, age: "1 day" },
    // A keyword that reads like a rating keeps its words.
    { query: "q=100+kW&power=100&sort=bids", name: "Auctions · “100 kW” · 100 kW", kw: 100, age: "2 days" },
    { query: "power=1000", name: "Auctions · 1,000 kW", kw: 1000, age: "2 days" },
    { query: "power=30", name: "Auctions · 30 kW", kw: 30, age: "2 days" },
    { query: "endingSoon=1", name: "Auctions · ending soon", kw: null, age: "2 days" },
  ];
  const now = (query: string) => auctionSearchToSave(new URLSearchParams(query));
  for (const { query, name, kw, age } of old) {
    const { kva_min: _min, kva_max: _max, auction_condition: _condition, auction_fuel: _fuel, ...args } = now(query).searchArgs as Record<string, unknown>;
    await db.query(
      `insert into public.saved_searches (user_id, page, name, query, search_args, alerts, created_at)
       values ($1, 'auctions', $2, $3, $4, false, now() - $5::interval)`,
      [member, name, query, JSON.stringify({ ...args, power_kw: kw }), age],
    );
  }
  // The band of the 30 kW search, saved since from the new page: it stays, the old one goes.
  const band = now("kva=15-50");
  await db.query(
    `insert into public.saved_searches (user_id, page, name, query, search_args, alerts) values ($1, 'auctions', $2, $3, $4, false)`,
    [member, band.name, band.query, JSON.stringify(band.searchArgs)],
  );

  await apply(db, files.filter((file) => file >= SAVED_SEARCHES));

  const { rows } = await db.query<{ query: string; name: string; search_args: unknown }>(
    `select query, name, search_args from public.saved_searches where user_id = $1`,
    [member],
  );
  const byQuery = (a: { query: string }, b: { query: string }) => (a.query < b.query ? -1 : 1);
  const expected = ["power=150&endingSoon=1", "q=100+kW&power=100&sort=bids", "power=1000", "power=30", "endingSoon=1"].map((query) => ({
    query: now(query).query,
    name: now(query).name,
    search_args: now(query).searchArgs,
  }));
  expect(rows.sort(byQuery)).toEqual(expected.sort(byQuery));
  expect(rows.map((row) => row.name).sort()).toEqual([
    "Auctions · 1 to under 2 MVA",
    "Auctions · 100 to under 250 kVA · ending soon",
    "Auctions · 15 to under 50 kVA",
    "Auctions · ending soon",
    "Auctions · “100 kW” · 100 to under 250 kVA",
  ]);
});

test("the one vocabulary: auctions take listings' phases and a type, wizard listings and previewed uploads keep their type", async () => {
  const db = await emptyDatabase();
  const files = migrationFiles();
  expect(files).toContain(ONE_VOCABULARY);
  await apply(db, files.filter((file) => file < ONE_VOCABULARY));

  const seller = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, 'old-vocabulary@genmarket.test')`, [seller]);
  const old = [
    ["Old diesel auction", "Diesel", 6, "single"],
    ["Old gas auction", "Natural Gas", 100, "three"],
    ["Old towable diesel set on a trailer", "Diesel", 120, "three"],
    ["Old dual fuel auction", "Dual Fuel", 350, "three"],
  ] as const;
  for (const [title, fuel, kw, phase] of old) {
    await db.query(
      `insert into public.auction_listings (seller_id, title, description, year, hours, power_kw, fuel_type, phase, condition,
         location, starting_price, auction_end_date)
       values ($1, $2, 'An auction stored before listings'' types reached auctions.', 2015, 100, $3, $4, $5,
         'used-good', 'Leeds', 1000, now() + interval '3 days')`,
      [seller, title, kw, fuel, phase],
    );
  }
  // As the sell wizard stored them before it asked for the type: a category, filed by a trigger.
  await db.query(
    `insert into public.generator_listings (dealer_id, title, category, fuel)
     values ($1, 'Old wizard gas standby', 'Standby', 'Natural Gas'), ($1, 'Old wizard marine set', 'Marine Generator', 'Diesel')`,
    [seller],
  );
  const values = (category: string, fuel: string) => ({ title: `Previewed ${category}`, category, fuel, condition: "used-good" });
  await db.query(
    `insert into public.listing_imports (seller_id, file_name, captcha_id, row_count, changes)
     values ($1, 'stock.csv', gen_random_uuid(), 2, $2::jsonb)`,
    [seller, JSON.stringify([
      { row: 2, action: "create", stock_ref: null, values: values("Portable", "Petrol/Gasoline") },
      { row: 3, action: "create", stock_ref: null, values: values("Standby", "Diesel") },
    ])],
  );

  await apply(db, files.filter((file) => file >= ONE_VOCABULARY));

  const auctions = await db.query<{ title: string; phase: string; type: string }>(
    `select title, phase, type from public.auction_listings order by title`,
  );
  expect(auctions.rows).toEqual([
    { title: "Old diesel auction", phase: "Single Phase", type: "portable" },
    { title: "Old dual fuel auction", phase: "Three Phase", type: "dieselStandby" },
    { title: "Old gas auction", phase: "Three Phase", type: "gasPowered" },
    { title: "Old towable diesel set on a trailer", phase: "Three Phase", type: "trailerMounted" },
  ]);
  expect(auctions.rows.every((row) => (phaseTypes as readonly string[]).includes(row.phase))).toBe(true);
  expect(auctions.rows.every((row) => (generatorTypeKeys as readonly string[]).includes(row.type))).toBe(true);

  const listings = await db.query<{ title: string; type: string }>(
    `select title, type from public.generator_listings where dealer_id = $1 order by title`,
    [seller],
  );
  expect(listings.rows).toEqual([
    { title: "Old wizard gas standby", type: "gasPowered" },
    { title: "Old wizard marine set", type: "dieselPrime" },
  ]);

  const previewed = await db.query<{ changes: Array<{ values: Record<string, string> }> }>(
    `select changes from public.listing_imports where seller_id = $1`,
    [seller],
  );
  expect(previewed.rows[0]!.changes.map((change) => change.values)).toEqual([
    { title: "Previewed Portable", type: "portable", fuel: "Petrol/Gasoline", condition: "used-good" },
    { title: "Previewed Standby", type: "dieselStandby", fuel: "Diesel", condition: "used-good" },
  ]);
});
